import { useSyncExternalStore } from 'react';
import { CACHED_HEADER, CACHED_VALUE, SW_MESSAGE } from './offline-cache.ts';

/**
 * Whether the page works without the server: the browser says it is offline, or the service worker (src/sw.ts)
 * answered a list from its cache. The frame shows the notice while either holds (app/layout/offline-banners.tsx);
 * lib/http.ts refuses writes while offline and tells this module what each answer was.
 */

export const OFFLINE_MSG = {
  write: 'Sin conexión: no se pudo guardar. Vuelva a intentarlo cuando tenga conexión.',
  read: 'Sin conexión: estos datos no están guardados en este dispositivo.',
} as const;

export interface OfflineState {
  /** navigator.onLine is false. */
  offline: boolean;
  /** At least one answer on screen came from the worker's cache, and no fresh one came since. */
  savedData: boolean;
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let state: OfflineState = { offline: isOffline(), savedData: false };
const listeners = new Set<() => void>();

function set(next: Partial<OfflineState>) {
  const merged = { ...state, ...next };
  if (merged.offline === state.offline && merged.savedData === state.savedData) return;
  state = merged;
  listeners.forEach((l) => l());
}

export const getOfflineState = () => state;

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOffline, getOfflineState, getOfflineState);
}

/**
 * An answer lib/http.ts received: one marked by the worker was kept from before; any fresh answer means the server
 * answers again, and what shows turns fresh as the lists refresh.
 */
export function noteResponse(response: Response): void {
  if (response.headers.get(CACHED_HEADER) === CACHED_VALUE) set({ savedData: true });
  else if (response.ok) set({ savedData: false });
}

/** Listens from the first import on: the worker tells about the first screen's request before the app renders. */
function watch() {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => set({ offline: true }));
  window.addEventListener('online', () => set({ offline: false, savedData: false }));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: unknown }>) => {
    if (event.data?.type === SW_MESSAGE.servedFromCache) set({ savedData: true });
  });
}
watch();

/** Tests: back to what the browser says, nothing served from the cache. */
export function resetOfflineState(): void {
  state = { offline: isOffline(), savedData: false };
  listeners.forEach((l) => l());
}
