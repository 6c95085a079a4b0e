import { Suspense, useEffect, type ComponentType } from 'react';
import { clearToastsOnNavigation } from '../lib/notify.ts';
import { createBrowserHistory } from '../lib/router/browser-history.ts';
import { useLocation } from '../lib/router/history-router.tsx';
import { matchRoutes, type RouteObject } from '../lib/router/match-routes.ts';
import { useRoutes } from '../lib/router/routes.tsx';
import { WEB_ROUTES, type WebRoute } from '@gestora/contract/routes';
import { deferredComponent } from '../lib/deferred-component.tsx';
import { afterFirstCommit } from '../lib/first-paint.ts';
import { guardHistory } from '../lib/guarded-history.ts';
import { withOverlays, type OverlayHistory } from '../lib/overlay-history.ts';
import { PageLoader } from './layout/page-loader.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PAGES } from './pages.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-page.tsx';
import { RequireLogin, RouteGuard } from './route-guard.tsx';

/** The signed-in frame loads with the first signed-in page, so that /login downloads none of it. */
export const ShellLayout = deferredComponent(() => import('./layout/shell-layout.tsx').then((m) => m.ShellLayout));

export type PageMap = Partial<Record<string, ComponentType>>;

/** Beside the page, under its Suspense: its effect runs when the page itself is committed, not its loader. */
function FirstCommit() {
  useEffect(afterFirstCommit, []);
  return null;
}

function element(route: WebRoute, pages: PageMap) {
  const Page = pages[route.path] ?? NotFoundPage;
  return (
    <RouteGuard access={route.access}>
      <Suspense fallback={<PageLoader />}>
        <Page />
        <FirstCommit />
      </Suspense>
    </RouteGuard>
  );
}

/**
 * Starts loading the signed-in page's code together with the shell's, instead of after the shell has rendered:
 * one round trip less on a first visit.
 */
function PreloadPage({ routes, pages }: { routes: WebRoute[]; pages: PageMap }) {
  const path = matchRoutes(routes, useLocation().pathname)?.routes.at(-1)?.path;
  const Page = path ? (pages[path] as { preload?: () => Promise<unknown> } | undefined) : undefined;
  useEffect(() => void Page?.preload?.(), [Page]);
  return null;
}

/**
 * The route tree built from the contract's route table: guest and public pages stand alone; every other
 * page renders inside the shell, which only a signed-in user reaches. Unknown paths get the not-found page.
 * A page that fails shows the error page inside the shell; anything else that fails, the error page alone.
 */
export function buildRoutes(pages: PageMap = PAGES, Shell: ComponentType = ShellLayout): RouteObject[] {
  const standalone = WEB_ROUTES.filter((r) => r.access === 'guest' || r.access === 'public');
  const inShell = WEB_ROUTES.filter((r) => !standalone.includes(r));
  return [
    {
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        ...standalone.map((r) => ({ path: r.path, element: element(r, pages) })),
        {
          element: (
            <RequireLogin>
              <PreloadPage routes={inShell} pages={pages} />
              <Suspense fallback={<PageLoader />}>
                <Shell />
              </Suspense>
            </RequireLogin>
          ),
          children: [
            ...inShell.map((r) => ({
              path: r.path,
              element: <RouteErrorBoundary>{element(r, pages)}</RouteErrorBoundary>,
            })),
            {
              path: '*',
              element: (
                <>
                  <NotFoundPage />
                  <FirstCommit />
                </>
              ),
            },
          ],
        },
      ],
    },
  ];
}

/** The routes, rendered under the router of main.tsx (tests pass their own pages and shell). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The browser's history as the app's router (lib/router/) reads it; forms guard unsaved changes through it
 * (lib/guarded-history.ts), and open modals and drawers hold entries that the phone's back removes first
 * (lib/overlay-history.ts).
 */
export function createAppHistory(): OverlayHistory {
  const history = withOverlays(guardHistory(createBrowserHistory()));
  // Toasts end with their page when the router changes the address, not when React has rendered the next page:
  // on a busy phone the next page's code can take seconds, and the toast announcing it must survive that wait.
  let pathname = history.location.pathname;
  history.listen(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    clearToastsOnNavigation();
  });
  return history;
}
