/**
 * What the service worker (src/sw.ts) keeps for reading offline, and the words it and the page use with each other.
 * Both import this file: the worker is built from it, the page reads the same names. Free of the DOM and of React.
 */

/** The Cache Storage cache of API answers; emptied when a session ends or begins. */
export const API_CACHE = 'gestora-api';

/** Set by the worker on an API answer it took from its cache instead of the network (lib/http.ts reads it). */
export const CACHED_HEADER = 'X-Gestora-Cache';
export const CACHED_VALUE = 'saved';

/** Messages between the page and the worker (postMessage `{ type }`). */
export const SW_MESSAGE = {
  /** page → worker: the session ended here; forget every stored answer. */
  clearData: 'gestora:clear-data',
  /** page → waiting worker: the user pressed 'Actualizar'. */
  skipWaiting: 'gestora:skip-waiting',
  /** worker → page: an answer was served from the cache (also for requests lib/http.ts did not make). */
  servedFromCache: 'gestora:served-from-cache',
} as const;

/**
 * The GET addresses whose last answer is kept, by path (the query string is part of the key): the home page's
 * first screen and its parts (user, permissions, departments, the board), the top bar's three menus and
 * 'Tareas asignadas'. Nothing else: other lists go to the network only.
 */
export const OFFLINE_READ_PATHS: readonly string[] = [
  '/api/first_screen',
  '/api/user',
  '/api/user_permissions',
  '/api/active_departments',
  '/api/information_board',
  '/api/all_notifications',
  '/api/tasks_in_member',
  '/api/tickets_in_responsible',
  '/api/my_tasks',
];

export function isOfflineReadable(url: URL, origin: string): boolean {
  return url.origin === origin && OFFLINE_READ_PATHS.includes(url.pathname);
}

/** Requests after which the stored answers belong to nobody (or to someone else): sign-in and sign-out. */
export const SESSION_CHANGE_PATHS: readonly string[] = ['/login', '/logout', '/api/login', '/api/logout'];

/** Navigations the worker leaves to the server: API, documentation, sockets and health checks are not pages. */
export const NOT_PAGES = [/^\/api(\/|$)/, /^\/sanctum(\/|$)/, /^\/socket\.io(\/|$)/, /^\/healthz(\/|$)/];
