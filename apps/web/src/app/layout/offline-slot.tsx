import { lazy, Suspense, useEffect, useState } from 'react';
import { useOfflineState } from '../../lib/offline.ts';

const OfflineBanners = lazy(() => import('./offline-banners.tsx').then((m) => ({ default: m.OfflineBanners })));

/** Calls `fn` once the page has loaded and the browser is idle; returns a cancel. */
function afterPageLoad(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => (timer = setTimeout(fn, 0));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}

/**
 * Where the frame shows the offline notice and the update banner (offline-banners.tsx). Their code, and the
 * service worker's registration with it, wait for the page's load, so that the first visit downloads neither
 * before its first paint; when the page opens offline they load at once (the worker has them in its precache).
 */
export function OfflineSlot() {
  const { offline, savedData } = useOfflineState();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  if (!loaded && !offline && !savedData) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanners />
    </Suspense>
  );
}
