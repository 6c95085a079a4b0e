import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@gestora/contract/limits';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import classes from './toasts.module.css';

/**
 * Narrow enough to stay right of a centred large modal's close button at 1280 px (the Chat IA panel, 620 px wide,
 * ends 330 px from the edge).
 */
const TOAST_WIDTH = 320;

/**
 * The toasts' container, one at a time (spec sections 8 and 9; lib/notify.ts shows them): top-right on a wide
 * screen, below the top bar and the drawers' headers (toasts.module.css); at the bottom on a phone, where drawers
 * and the Chat IA panel fill the screen and keep their title and close button at the top.
 */
export function ToastsContainer() {
  const phone = useIsMobile();
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      containerWidth={phone ? undefined : TOAST_WIDTH}
      classNames={{ root: classes.root }}
      autoClose={LIMITS.toastAutoCloseMs}
      limit={1}
      zIndex={1000}
    />
  );
}
