/**
 * GET /api/first_screen (any signed-in user): the data the home page's first screen asks for, in one answer. Each
 * address of HOME_FIRST_REQUESTS ({user}: the signed-in user's public_id) with the status and body it answers on
 * its own: the session's user and permissions, the top bar's menus, the departments' lookup and the board's first
 * page. index.html's script asks for it beside the code and hands each part to the app's first request for the
 * same address (apps/web: build/first-screen-preload.plugin.ts, lib/http.ts): one request instead of seven, which on
 * a phone's link competed with the code for the browser's six connections and held the first paint back.
 * Zod-free: the web build reads it.
 */
export const FIRST_SCREEN_PATH = '/api/first_screen';

export const HOME_FIRST_REQUESTS = [
  '/api/user',
  '/api/user_permissions',
  '/api/all_notifications?page=1&reviewed=1',
  '/api/tickets_in_responsible?page=1&userId={user}',
  '/api/tasks_in_member?page=1&userId={user}',
  '/api/active_departments',
  '/api/information_board?page=1&type=public',
] as const;

/** An address of HOME_FIRST_REQUESTS for this user, as both sides write it. */
export const firstRequestAddress = (address: string, userPublicId: string) =>
  address.replace('{user}', encodeURIComponent(userPublicId));
