/** Where the app is: the parts of a URL the router reads, and the state a navigation carried (`navigate(to, { state })`). */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export interface Location extends Path {
  state: unknown;
}

/** A target: '/task/5?tab=2', '?page=3' (the same page), or its parts. */
export type To = string | Partial<Path>;
export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** What a listener hears: back and forward are POP, with how many entries they moved (null when unknown). */
export interface Update {
  action: Action;
  location: Location;
  delta: number | null;
}

/**
 * The app's history: the browser's (browser-history.ts), or one in memory for tests (memory-history.ts). Push and
 * replace reach the listeners at once; back and forward when the browser reports them.
 */
export interface History {
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: Update) => void): () => void;
}

const prefixed = (part: string | undefined, mark: string) =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : mark + part;

/**
 * `to` as a whole path. Without a pathname of its own ('?page=2', '#top') it stays on `pathname`, keeping neither
 * the current query nor the hash, as React Router did. Paths are absolute: the app has no relative links.
 */
export function resolvePath(to: To, pathname: string): Path {
  let parts = to;
  if (typeof to === 'string') {
    const [, path, search, hash] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(to)!;
    parts = { pathname: path, search, hash };
  }
  const { pathname: own, search, hash } = parts as Partial<Path>;
  return { pathname: own || pathname, search: prefixed(search, '?'), hash: prefixed(hash, '#') };
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;
