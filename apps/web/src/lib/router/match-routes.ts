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
  pattern: RegExp;
  names: string[];
  score: number;
}

/**
 * React Router's ranking, so that a path reaches the same route as before: each segment scores (static 10, `:param`
 * 3, empty 1), plus one per segment, minus 2 for a `*`. '/task/create' (24) beats '/task/:id' (17); the catch-all
 * '/*' scores 1. Equal scores keep the table's order.
 */
const score = (path: string) =>
  path.split('/').reduce((sum, s) => sum + 1 + (s === '*' ? -2 : s.startsWith(':') ? 3 : s === '' ? 1 : 10), 0);

/** A path pattern as React Router compiled it: case-insensitive, trailing slashes allowed. */
function branch<R>(path: string, routes: R[]): Branch<R> {
  const names: string[] = [];
  let source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '/*' ? '(.*)' : '(?:\\/(.+)|\\/*)';
  } else source += '\\/*';
  return { routes, pattern: new RegExp(`^${source}$`, 'i'), names, score: score(path) };
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
  for (const { routes: matched, pattern, names } of branches) {
    const values = pattern.exec(decoded);
    if (values) {
      const params = Object.fromEntries(names.map((name, i) => [name, values[i + 1]?.replace(/%2F/g, '/') ?? '']));
      return { routes: matched, params };
    }
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
