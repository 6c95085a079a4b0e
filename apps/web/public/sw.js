/* Gestora's service worker: shows push notifications and opens their item on click.
 * It caches nothing (no fetch handler): API answers and pages always come from the server. */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload is the contract's ZPushPayload: {title, body, link, notification_public_id, type}. */
function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
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
  const link = (event.notification.data && event.notification.data.link) || '/';
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
