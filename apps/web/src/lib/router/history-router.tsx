import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { resolvePath, type History, type Location, type To } from './history.ts';

interface RouterState {
  history: History;
  location: Location;
}

const RouterContext = createContext<RouterState | null>(null);

/**
 * Renders its children at the history's location and again at each change. The change is a transition, as
 * React Router's HistoryRouter made it: a page whose code is still loading leaves the previous one on screen
 * instead of a blank loader.
 */
export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => history.listen((update) => startTransition(() => setLocation(update.location))), [history]);
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The router hooks need a <HistoryRouter> above them.');
  return router;
}

/** The location being rendered (during a transition, the page on screen still sees its own). */
export const useLocation = (): Location => useRouter().location;

/** The history itself: the forms' unsaved-changes guard registers on it (lib/guarded-history.ts). */
export const useHistory = (): History => useRouter().history;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/**
 * `navigate('/task/5')`, `navigate('?page=2', { replace: true })`, `navigate(-1)`. As with React Router, the
 * function changes with the rendered pathname (a '?…' target stays on that page), and effects that list it run
 * again on each page: the shell's refresh of the signed-in user does.
 */
export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const { pathname } = location;
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(resolvePath(to, pathname), options.state);
      else history.push(resolvePath(to, pathname), options.state);
    },
    [history, pathname],
  );
}
