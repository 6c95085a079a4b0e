import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { clearToastsOnNavigation } from '../lib/notify.ts';
import { createBrowserRouter, matchRoutes, useLocation, type RouteObject } from 'react-router';
import { WEB_ROUTES, type WebRoute } from '@gestora/contract/routes';
import { PageLoader } from './layout/page-loader.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PAGES } from './pages.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { RequireLogin, RouteGuard } from './route-guard.tsx';

/** The signed-in frame loads with the first signed-in page, so that /login downloads none of it. */
const ShellLayout = lazy(() => import('./layout/shell-layout.tsx').then((m) => ({ default: m.ShellLayout })));

export type PageMap = Partial<Record<string, ComponentType>>;

function element(route: WebRoute, pages: PageMap) {
  const Page = pages[route.path] ?? NotFoundPage;
  return (
    <RouteGuard access={route.access}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}

/**
 * Starts loading the signed-in page's code together with the shell's, instead of after the shell has rendered:
 * one round trip less on a first visit.
 */
function PreloadPage({ routes, pages }: { routes: WebRoute[]; pages: PageMap }) {
  const location = useLocation();
  const path = matchRoutes(
    routes.map((r) => ({ path: r.path })),
    location,
  )?.at(-1)?.route.path;
  const Page = path ? (pages[path] as { preload?: () => void } | undefined) : undefined;
  useEffect(() => Page?.preload?.(), [Page]);
  return null;
}

/**
 * The route tree built from the contract's route table: guest and public pages stand alone; every other
 * page renders inside the shell, which only a signed-in user reaches. Unknown paths get the not-found page.
 */
export function buildRoutes(pages: PageMap = PAGES, Shell: ComponentType = ShellLayout): RouteObject[] {
  const standalone = WEB_ROUTES.filter((r) => r.access === 'guest' || r.access === 'public');
  const inShell = WEB_ROUTES.filter((r) => !standalone.includes(r));
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
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
            ...inShell.map((r) => ({ path: r.path, element: element(r, pages), errorElement: <RouteErrorPage /> })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  // Toasts end with their page when the router changes the address, not when React has rendered the next page:
  // on a busy phone the next page's code can take seconds, and the toast announcing it must survive that wait.
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    clearToastsOnNavigation();
  });
  return router;
}
