import { notifications } from '@mantine/notifications';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';

/**
 * Toasts of spec sections 8 and 9: top-right, 5000 ms, single-toast mode (a new toast replaces the one
 * showing, and a toast arriving within 390 ms of the previous one is dropped), cleared on URL change.
 */

const SINGLE_TOAST_BLOCK_MS = 390;
/** A toast shown this recently survives a URL change: it announces the page being opened. */
const NAVIGATION_GRACE_MS = 300;

let lastShownAt = 0;
let current: { id: string; at: number; announcesNextPage?: boolean } | null = null;

type Kind = 'success' | 'error' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', info: 'blue' };

export function notify(message: string, kind: Kind = 'info', title?: string): void {
  const now = Date.now();
  if (now - lastShownAt < SINGLE_TOAST_BLOCK_MS) return;
  lastShownAt = now;
  notifications.clean();
  const id = notifications.show({
    message,
    title,
    color: COLORS[kind],
    autoClose: LIMITS.toastAutoCloseMs,
    withBorder: true,
  });
  current = { id, at: now };
}

export const notifySaved = () => notify(MSG.saved, 'success');
export const notifyUpdated = () => notify(MSG.updated, 'success');
export const notifyDeleted = () => notify(MSG.deleted, 'success');
export const notifyError = (message: string) => notify(message, 'error');

/** Called by the app on every pathname change (spec section 9: toasts cleared on URL change). */
export function clearToastsOnNavigation(): void {
  if (current?.announcesNextPage) {
    current.announcesNextPage = false;
    notifications.cleanQueue();
    return;
  }
  if (current && Date.now() - current.at < NAVIGATION_GRACE_MS) {
    notifications.cleanQueue();
    return;
  }
  notifications.clean();
  current = null;
}

/**
 * The toast showing announces the page the app is about to open (a form's 'Registro guardado con éxito' before
 * its detail page): it survives that one change of address, however long the page takes to render.
 */
export function keepToastForNextPage(): void {
  if (current) current.announcesNextPage = true;
}

/** Tests reset the single-toast clock between cases. */
export function resetToastClock(): void {
  notifications.clean();
  lastShownAt = 0;
  current = null;
}
