import { useSyncExternalStore } from 'react';
import { SW_MESSAGE } from './offline-cache.ts';
import { isNative } from './platform.ts';
import { getSession, subscribeSession } from './session.ts';

/**
 * The service worker's registration from the page (web only: the native app ships its files): registered once per
 * page load, a new version found waiting is offered ('Hay una nueva versión'), and 'Actualizar' lets it take over
 * and reloads. lib/push.ts registers the same script for push; a second register() of it changes nothing.
 */

export const SW_URL = '/sw.js';

let started: Promise<ServiceWorkerRegistration | null> | null = null;
let sessionWatched = false;
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker) {
  // The first install has no page to replace: only a worker that waits behind another one is a new version.
  if (!navigator.serviceWorker.controller) return;
  waiting = worker;
  listeners.forEach((l) => l());
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  // A tab left open all day learns of a deploy when it is looked at again, not only on its next page load.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/** Registers the worker once; resolves with its registration, or null where there is none (native, old browser). */
export function startOfflineWorker(): Promise<ServiceWorkerRegistration | null> {
  if (started) return started;
  if (isNative() || typeof navigator === 'undefined' || !navigator.serviceWorker) return Promise.resolve(null);
  // The session ended on this page: the answers kept for it must not outlive it (the worker also forgets them on
  // a 401 and on the sign-in and sign-out requests themselves).
  if (!sessionWatched) {
    sessionWatched = true;
    subscribeSession(() => {
      if (!getSession().user) navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGE.clearData });
    });
  }
  started = navigator.serviceWorker
    .register(SW_URL)
    .then((registration) => {
      watchForUpdates(registration);
      return registration;
    })
    .catch(() => null);
  return started;
}

/** The page's reload, apart so that tests see it (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/** 'Actualizar': the waiting version takes over, then the page loads again with its code. */
export function applyUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => pageReload.reload(), { once: true });
  worker.postMessage({ type: SW_MESSAGE.skipWaiting });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const hasUpdate = () => waiting !== null;

/** True once a new version waits to take over. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, hasUpdate, hasUpdate);
}

/** Tests: forget the registration and any waiting version. */
export function resetOfflineWorker(): void {
  started = null;
  waiting = null;
}
