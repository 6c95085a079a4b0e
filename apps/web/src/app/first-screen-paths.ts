/**
 * Which first screen a path gets, read by index.html's preload script (build/first-screen-preload.plugin.ts, at
 * build time) and by app/first-screen.ts (before the first render), so that both wait for the same code.
 */

/** Pages a signed-in visitor is sent away from, or that stand without the shell (packages/contract routes.ts). */
export const STANDALONE_PATH = /^\/(login|forgot_password|password-reset\/)/;

/** Where a guest sees the sign-in page first: /login, and / (which sends a guest there). */
export const GUEST_SIGN_IN_PATHS = ['/', '/login'];
