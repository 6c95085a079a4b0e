import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';
import { useLocation } from './history-router.tsx';
import { matchRoutes, type Params, type RouteObject } from './match-routes.ts';

/** What a matched route gives the routes inside it: the nested route to show (`<Outlet />`) and the parameters. */
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

/**
 * The element of the route that matches the current path, inside its layouts; null when none does. Every level
 * sees all the path's parameters.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const match = matchRoutes(routes, useLocation().pathname);
  if (!match) return null;
  return match.routes.reduceRight<ReactNode>(
    (outlet, route) => <RouteContext value={{ outlet, params: match.params }}>{route.element ?? outlet}</RouteContext>,
    null,
  );
}

/** Where a layout shows the route nested in it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The path's parameters: `/task/:id` at /task/5 gives `{ id: '5' }`, decoded. */
export const useParams = (): Params => useContext(RouteContext).params;

export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route declared in JSX inside `<Routes>` (the tests' way); it renders nothing by itself. */
export function Route(_: RouteProps): ReactNode {
  return null;
}

const routesOf = (children: ReactNode): RouteObject[] =>
  Children.toArray(children)
    .filter(isValidElement<RouteProps>)
    .map(({ props }) => ({ path: props.path, element: props.element, children: routesOf(props.children) }));

/** `<Routes><Route path="/task/:id" element={…} /></Routes>`: useRoutes over routes written as elements. */
export function Routes({ children }: { children: ReactNode }) {
  return useRoutes(routesOf(children));
}
