import { getSession, subscribeSession } from './session.ts';

/*
 * What the top bar needs of push registration (lib/push.ts) before it loads: the flag that says this device is
 * registered and its reset on sign-out. push.ts, with its service worker, Push API and Capacitor code, loads only
 * on a device not registered yet, once the bell's first page has arrived (app/layout/top-bar-buttons.tsx).
 */

export const DEVICE_FLAG = 'device';

export const isDeviceRegistered = () => localStorage.getItem(DEVICE_FLAG) === 'true';

// The flag belongs to the signed-in user: after a sign-out, the next person to sign in here registers the
// device again. The server keeps a device with one user and forgets it when the session that registered it
// ends, so that registration is then theirs.
subscribeSession(() => {
  if (!getSession().user) localStorage.removeItem(DEVICE_FLAG);
});
