/** Where index.html's script leaves the requests it started. */
export const FIRST_REQUESTS_GLOBAL = '__gestoraFirstRequests';

/**
 * The data the home page's first screen asks for, signed in ({user}: the stored user's public_id): the session's user
 * and permissions, the top bar's menus, the departments' lookup and the board's first page. index.html's script
 * starts these requests beside the entry (build/first-screen-preload.plugin.ts) and lib/http.ts hands each one to
 * the app's first request for the same address: the data travels while the code downloads instead of after the
 * first paint, and the page is drawn with it rather than with skeletons and then again with the data (on a slow
 * phone each of those later renders was a long task). e2e/tests/shell/first-screen.spec.ts holds this list to what
 * the page asks for.
 */
export const HOME_FIRST_REQUESTS = [
  '/api/user',
  '/api/user_permissions',
  '/api/all_notifications?page=1&reviewed=1',
  '/api/tickets_in_responsible?page=1&userId={user}',
  '/api/tasks_in_member?page=1&userId={user}',
  '/api/active_departments',
  '/api/information_board?page=1&type=public',
];

/** How long a request started by index.html's script waits to be taken: after that the app asks the server anew. */
export const FIRST_REQUESTS_TTL_MS = 10_000;
