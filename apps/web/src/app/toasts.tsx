import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const ToastsContainer = lazy(() => import('./toasts-container.tsx').then((m) => ({ default: m.ToastsContainer })));

/**
 * The toasts' container loads with the first toast, not with the page: most first visits show none. A toast
 * shown before it has loaded waits in Mantine's store and appears when it has.
 */
export function LazyToasts() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if ((notifications.length > 0 || queue.length > 0) && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  ) : null;
}
