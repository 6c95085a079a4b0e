import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@gestora/contract/limits';

/** The toasts' container: top-right, one at a time (spec sections 8 and 9; lib/notify.ts shows them). */
export function ToastsContainer() {
  return <Notifications position="top-right" autoClose={LIMITS.toastAutoCloseMs} limit={1} zIndex={1000} />;
}
