import { vi } from 'vitest';
import { http } from '../lib/http.ts';
import { API_RESPONSES, type ApiAnswer, type ApiCall } from './api-responses.ts';

export interface MockRequest {
  params?: Record<string, unknown>;
  body?: unknown;
  /** The ':name' parts of the path. */
  path: Record<string, string>;
}

export type Handlers = { [K in ApiCall]?: (request: MockRequest) => ApiAnswer<K> | Promise<ApiAnswer<K>> };

export interface Call {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

function matchPath(pattern: string, url: string): Record<string, string> | null {
  const p = pattern.split('/');
  const u = url.split('?')[0].split('/');
  if (p.length !== u.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) out[p[i].slice(1)] = decodeURIComponent(u[i]);
    else if (p[i] !== u[i]) return null;
  }
  return out;
}

/**
 * Stubs the HTTP boundary (lib/http.ts) with handlers keyed 'METHOD /api/path/:param'. A handler's return value
 * is the answer, parsed with the contract's schema for that call (api-responses.ts) so that a mock cannot drift
 * from what the server sends; a thrown HttpError is the server's refusal. Unknown calls fail the test loudly.
 * Returns the calls made, in order.
 */
export function mockApi(handlers: Handlers): Call[] {
  const calls: Call[] = [];
  const answer = async (method: string, url: string, params?: Record<string, unknown>, body?: unknown) => {
    calls.push({ method, url, params, body });
    for (const [key, handler] of Object.entries(handlers) as [ApiCall, (r: MockRequest) => unknown][]) {
      const [m, pattern] = key.split(' ');
      const path = m === method ? matchPath(pattern, url) : null;
      if (!path) continue;
      const raw = await handler({ params, body, path });
      const parsed = API_RESPONSES[key].safeParse(raw);
      if (!parsed.success) {
        const error = new Error(`The mocked answer to ${key} does not match the contract: ${parsed.error.message}`);
        console.error(error.message);
        throw error;
      }
      return parsed.data;
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  };
  vi.spyOn(http, 'get').mockImplementation((url, opts) => answer('GET', url, opts?.params) as Promise<never>);
  vi.spyOn(http, 'post').mockImplementation((url, body) => answer('POST', url, undefined, body) as Promise<never>);
  vi.spyOn(http, 'put').mockImplementation((url, body) => answer('PUT', url, undefined, body) as Promise<never>);
  vi.spyOn(http, 'patch').mockImplementation((url, body) => answer('PATCH', url, undefined, body) as Promise<never>);
  // A mocked delete answers 200 (the saved-files table accepts a delete only on 200).
  vi.spyOn(http, 'delete').mockImplementation(async (url, opts) => {
    const data = await answer('DELETE', url);
    opts?.onStatus?.(200);
    return data as never;
  });
  return calls;
}

export interface SavedDownload {
  name: string;
  blob: Blob;
}

/**
 * Stubs the fetch of the downloads read as a stream (lib/export-download.ts) and the browser's save of what they
 * bring: `answer` gets each URL asked for and gives the server's Response (a ReadableStream body lets a test hold
 * the file half sent). Returns the URLs asked for and the files saved, in order.
 */
export function mockDownloads(answer: (url: URL) => Response | Promise<Response>) {
  const requested: URL[] = [];
  const saved: SavedDownload[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    requested.push(url);
    return answer(url);
  });
  // jsdom has no object URLs: stand-ins that remember the bytes the anchor's click then saves.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:download';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  return { requested, saved };
}
