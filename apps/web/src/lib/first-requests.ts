/** Where index.html's script leaves the requests it started. */
export const FIRST_REQUESTS_GLOBAL = '__gestoraFirstRequests';

/**
 * The home page's first data (HOME_FIRST_REQUESTS in @gestora/contract/home/first-screen: the session's user and
 * permissions, the top bar's menus, the departments' lookup and the board's first page) is asked for by index.html's
 * script beside the entry, in one request (GET /api/first_screen), and lib/http.ts hands each address's part to the
 * app's first request for it, within FIRST_REQUESTS_TTL_MS: the data travels while the code downloads instead of
 * after the first paint, and the page is drawn with it rather than with skeletons and then again with the data (on a
 * slow phone each of those later renders was a long task). e2e/tests/shell/first-screen.spec.ts holds the list to
 * what the page asks for.
 */

/** How long a request started by index.html's script waits to be taken: after that the app asks the server anew. */
export const FIRST_REQUESTS_TTL_MS = 10_000;
