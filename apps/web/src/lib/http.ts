import { MSG } from '@gestora/contract/messages';
import { isGuestPath } from '@gestora/contract/routes';
import { apiBase, authHeaders, isNative, leaveFor, requestCredentials, setToken } from './platform.ts';
import { clearSession, getSession, rememberReturnTo } from './session.ts';
import { firstPaint } from './first-paint.ts';
import { FIRST_REQUESTS_GLOBAL } from './first-requests.ts';
import { isOffline, noteResponse, OFFLINE_MSG } from './offline.ts';

/** A failed request: `message` is the server's Spanish message, `errors` its 422 field map. */
export class HttpError extends Error {
  status: number;
  errors?: Record<string, string[]>;
  body: unknown;

  constructor(status: number, message: string, body: unknown, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.errors = errors;
  }
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  /** Told the answer's HTTP status (a delete succeeds only on 200: spec section 5). */
  onStatus?: (status: number) => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const XSRF_COOKIE = 'XSRF-TOKEN';

function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** Query string from params: empty values are left out, arrays repeat the key. */
export function buildUrl(url: string, params?: Record<string, unknown>): string {
  const full = /^https?:\/\//.test(url) ? url : `${apiBase()}${url}`;
  if (!params) return full;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
}

/** GET /sanctum/csrf-cookie: the server sets XSRF-TOKEN (web only; native has no cookies). */
export async function ensureCsrfCookie(force = false): Promise<void> {
  if (isNative()) return;
  if (!force && readCookie(XSRF_COOKIE)) return;
  await http.get<void>('/sanctum/csrf-cookie');
}

/** Set once a 401 has sent this page to /login; it holds until a session is set again (native, signed in again). */
let leaving = false;

/** 401/419: session cleared (the token too on native), then /login: in-app on native, a page load on web (spec section 4). */
function onUnauthenticated() {
  // A page's requests fail together when its session ends: the first one goes to /login, and the others, were they
  // to go too, would each start the load again, each cancelling the one before (the sign-in page loaded twice).
  if (leaving && !getSession().user) return;
  const here = window.location.pathname;
  clearSession({ quiet: !isNative() && !isGuestPath(here) });
  if (isNative()) setToken(null);
  if (isGuestPath(here)) return;
  leaving = true;
  rememberReturnTo(here + window.location.search);
  leaveFor('/login');
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The response of a request index.html's script started for `url` before the app ran (the home page's data,
 * lib/first-requests.ts), handed over once and without waiting for the first paint; none after its first seconds,
 * and none in the native app, whose API is on another host and takes a token.
 */
function startedEarly(url: string): Promise<Response> | undefined {
  if (isNative()) return undefined;
  const started = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    FIRST_REQUESTS_GLOBAL
  ];
  const response = started?.[url];
  if (response) delete started[url];
  return response;
}

/**
 * Offline, a write is refused at once and said so: it is never kept to be sent later. A read that the service
 * worker has no copy of fails without an alert: the frame's offline notice already says why.
 */
function failOffline(method: Method): never {
  const message = method === 'GET' ? OFFLINE_MSG.read : OFFLINE_MSG.write;
  if (method !== 'GET') window.alert(message);
  throw new HttpError(0, message, undefined);
}

async function request<T>(method: Method, url: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  if (method !== 'GET' && isOffline()) failOffline(method);
  if (method !== 'GET' && !isNative() && !readCookie(XSRF_COOKIE)) await ensureCsrfCookie();

  let init: RequestInit;
  let target: string;
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...authHeaders(),
    };
    if (method !== 'GET' && !isNative()) {
      const xsrf = readCookie(XSRF_COOKIE);
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData)
      payload = body; // the browser sets the multipart boundary itself
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    target = buildUrl(url, opts?.params);
    init = { method, headers, body: payload, credentials: requestCredentials() };
  } catch (err) {
    // The request could not even be built (spec section 8: "other request errors").
    const message = err instanceof Error ? err.message : String(err);
    window.alert(`${MSG.requestError} ${message}`);
    throw new HttpError(0, message, undefined);
  }

  let response: Response;
  try {
    const early = method === 'GET' ? startedEarly(target) : undefined;
    if (!early) await firstPaint();
    response = await (early ?? fetch(target, init));
    // An early answer was rebuilt from the first screen's: the worker tells of that one itself (lib/offline.ts).
    if (!early) noteResponse(response);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw new HttpError(0, 'Request aborted', undefined);
    if (isOffline()) failOffline(method);
    window.alert(MSG.noResponse);
    throw new HttpError(0, MSG.noResponse, undefined);
  }

  const data = await parseBody(response);
  opts?.onStatus?.(response.status);
  if (response.ok) return data as T;

  if (response.status === 401 || response.status === 419) onUnauthenticated();
  const obj = (data && typeof data === 'object' ? data : {}) as { message?: unknown; errors?: unknown };
  const message = typeof obj.message === 'string' && obj.message ? obj.message : MSG.genericError;
  const errors = obj.errors && typeof obj.errors === 'object' ? (obj.errors as Record<string, string[]>) : undefined;
  throw new HttpError(response.status, message, data, errors);
}

export const http = {
  get: <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, undefined, opts),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string, opts?: RequestOptions) => request<T>('DELETE', url, undefined, opts),
};
