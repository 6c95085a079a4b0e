/// <reference lib="webworker" />
/*
 * Gestora's service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js: the app shell from a
 * precache, the code of visited pages and the last answers of a few lists for reading offline, and the push
 * notifications with their click. It never answers a write: POST/PUT/PATCH/DELETE always go to the server.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types.js';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  CACHED_HEADER,
  CACHED_VALUE,
  isOfflineReadable,
  NOT_PAGES,
  SESSION_CHANGE_PATHS,
  SW_MESSAGE,
} from './lib/offline-cache.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The code of pages opened while this worker ran (hashed names: a file never changes under its name). */
const CODE_CACHE = 'gestora-code';
/** Past this the last answer is shown instead of waiting on a link that hardly answers. */
const NETWORK_TIMEOUT_SECONDS = 4;

const origin = self.location.origin;

// The shell: index.html, the entry and the first screen's files (the list comes from vite.config.ts). Its route is
// added after the pages' own, so that a navigation to / is a page like any other, not the precached index.html.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A file name at the end of the path (/Guia-de-inicio.pdf): a file of the server, not a page of the app. */
const FILE = /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i;
const precachedShell = createHandlerBoundToURL('/index.html');

/**
 * A page is the server's index.html while it answers, so that a deploy reaches the next page load as it did
 * before this worker (the precached one names the previous build's files, gone from the server); without an
 * answer in time, or with a proxy's 5xx, the precached shell.
 */
const page: RouteHandlerCallback = async (options) => {
  const event = options.event as FetchEvent;
  const network = Promise.resolve(event.preloadResponse)
    .then((preloaded: Response | undefined) => preloaded ?? fetch(options.request))
    .catch(() => undefined);
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_SECONDS * 1000));
  const answer = await Promise.race([network, timeout]);
  if (answer && answer.status < 500) return answer;
  return precachedShell(options);
};
registerRoute(new NavigationRoute(page, { denylist: [...NOT_PAGES, FILE] }));
addRoute();

registerRoute(
  ({ url, request }) => url.origin === origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: CODE_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

function clearApiCache(): Promise<boolean> {
  return caches.delete(API_CACHE);
}

async function tellPage(event: ExtendableEvent | undefined, url: string) {
  const clientId = event && 'clientId' in event ? (event as FetchEvent).clientId : '';
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: SW_MESSAGE.servedFromCache, url });
}

/**
 * An answer taken from the cache says so (a header lib/http.ts reads, and a message for requests made outside it,
 * as index.html's first-screen request). A 401 means the session is gone: what was kept for it goes too.
 */
const markAndForget: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event, request }) => {
    if (!cachedResponse) return null;
    void tellPage(event, request.url);
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_HEADER, CACHED_VALUE);
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401 || response.status === 419) await clearApiCache();
    return response;
  },
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && isOfflineReadable(url, origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), markAndForget],
  }),
);

// Signing in or out: the stored answers were another session's. The request itself goes on untouched.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.origin === origin && SESSION_CHANGE_PATHS.includes(url.pathname))
    event.waitUntil(clearApiCache());
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // A new version waits until the user presses 'Actualizar' (lib/offline-worker.ts), then takes over.
  if (type === SW_MESSAGE.skipWaiting) event.waitUntil(self.skipWaiting());
  if (type === SW_MESSAGE.clearData) event.waitUntil(clearApiCache());
});

// A version's code cache holds the previous version's files, which its pages no longer ask for. Navigation
// preload lets the page's request start while the worker itself starts up.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      caches.delete(CODE_CACHE),
      self.registration.navigationPreload?.enable().catch(() => undefined),
    ]),
  ),
);

/* Push: shows notifications and opens their item on click (lib/push.ts subscribes this worker). */

interface PushPayload {
  title?: string;
  body?: string;
  message?: string;
  link?: unknown;
  notification_public_id?: string;
}

/** The payload is the contract's ZPushPayload: {title, body, link, notification_public_id, type}. */
function readPayload(event: PushEvent): PushPayload | null {
  if (!event.data) return null;
  try {
    return event.data.json() as PushPayload;
  } catch {
    return { title: 'Gestora', body: event.data.text(), link: null };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  const link = typeof payload.link === 'string' && payload.link.startsWith('/') ? payload.link : '/';
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Gestora', {
      body: payload.body || payload.message || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'es',
      tag: payload.notification_public_id || undefined,
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: string } | null;
  const link = (data && data.link) || '/';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // navigate() only works on pages this worker controls; an older tab gets a new window instead.
        if ('navigate' in open) {
          try {
            await open.navigate(target);
            return;
          } catch {
            // fall through to a new window
          }
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
