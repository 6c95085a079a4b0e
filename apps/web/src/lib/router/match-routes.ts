import type { ReactNode } from 'react';

/** A route of the table: a path (absolute, or relative to its parent's), what it shows, and its nested routes. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** The routes from the outermost layout to the matched one, and the path's parameters (`:id`, `*`). */
export interface RouteMatch<R extends RouteObject = RouteObject> {
  routes: R[];
  params: Params;
}

interface Branch<R> {
  routes: R[];
  /** The pattern's segments after its leading '/': a static one lower-cased, a parameter as ':name'. */
  segments: string[];
  /** Ends in '*': the rest of the path, whatever it is, is the parameter '*'. */
  splat: boolean;
  score: number;
}

/**
 * React Router's ranking, so that a path reaches the same route as before: each segment scores (static 10, `:param`
 * 3, empty 1), plus one per segment, minus 2 for a `*`. '/task/create' (24) beats '/task/:id' (17); the catch-all
 * '/*' scores 1. Equal scores keep the table's order.
 */
const score = (path: string) =>
  path.split('/').reduce((sum, s) => sum + 1 + (s === '*' ? -2 : s.startsWith(':') ? 3 : s === '' ? 1 : 10), 0);

/**
 * A path pattern, matched as React Router's compiled one did (case-insensitive, trailing slashes allowed), segment
 * by segment: no regular expression, whose compilation V8 does on its first use — for a hundred routes tried in
 * turn, most of a long task of the first render on a slow phone (Total Blocking Time).
 */
function branch<R>(path: string, routes: R[]): Branch<R> {
  const splat = path.endsWith('*');
  const trimmed = path.replace(/\/*\*?$/, '').replace(/^\/*/, '');
  const segments = trimmed === '' ? [] : trimmed.split('/').map((s) => (s.startsWith(':') ? s : s.toLowerCase()));
  return { routes, segments, splat, score: score(path) };
}

/** The parameters of `parts` (a path's segments after its leading '/') for `b`, or null when it does not match. */
function paramsOf(b: Branch<unknown>, parts: string[]): Record<string, string> | null {
  const { segments, splat } = b;
  // Trailing slashes are allowed; a splat takes them as they are.
  let end = parts.length;
  if (!splat) while (end > 0 && parts[end - 1] === '') end -= 1;
  if (splat ? end < segments.length : end !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const want = segments[i];
    const part = parts[i];
    if (want.startsWith(':')) {
      if (part === '') return null;
      params[want.slice(1)] = part.replace(/%2F/g, '/');
    } else if (part.toLowerCase() !== want) return null;
  }
  if (splat) params['*'] = parts.slice(segments.length).join('/').replace(/%2F/g, '/');
  return params;
}

/** Every route with a path, its layouts before it (a layout without a path matches whatever its children do). */
function flatten<R extends RouteObject>(routes: readonly R[], parents: R[] = [], base = ''): Branch<R>[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : `${base}/${route.path ?? ''}`.replace(/\/\/+/g, '/');
    const chain = [...parents, route];
    const nested = route.children ? flatten(route.children as R[], chain, route.path === undefined ? base : path) : [];
    return route.path === undefined ? nested : [...nested, branch(path, chain)];
  });
}

const ranked = new WeakMap<readonly RouteObject[], Branch<RouteObject>[]>();

/** The best route for `pathname`, or null. Each table is ranked once (the app's is built once, in main.tsx). */
export function matchRoutes<R extends RouteObject>(routes: readonly R[], pathname: string): RouteMatch<R> | null {
  let branches = ranked.get(routes) as Branch<R>[] | undefined;
  if (!branches) ranked.set(routes, (branches = flatten(routes).sort((a, b) => b.score - a.score)));
  const decoded = decodePath(pathname);
  if (!decoded.startsWith('/')) return null;
  const parts = decoded.slice(1).split('/');
  for (const b of branches) {
    const params = paramsOf(b, parts);
    if (params) return { routes: b.routes, params };
  }
  return null;
}

/** Each segment decoded (an encoded '/' stays one until the parameter is read), as React Router did. */
function decodePath(pathname: string) {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
