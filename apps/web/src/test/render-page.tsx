import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '../lib/router/memory-history.ts';
import { HistoryRouter, useLocation } from '../lib/router/history-router.tsx';
import { Route, Routes } from '../lib/router/routes.tsx';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import type { Permission } from '@gestora/contract/permissions';
import { Providers } from '../app/providers.tsx';
import { guardHistory } from '../lib/guarded-history.ts';
import { setSession } from '../lib/session.ts';
import { resetToastClock } from '../lib/notify.ts';
import { build } from './factories.ts';

/** Shows the current URL so that tests can check that filters live in the query string. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The signed-in user of the web tests. */
export const TEST_USER: TAuthUser = build.authUser();

/** Signs in a test user holding exactly `permissions`. */
export function signInWith(permissions: Permission[], user: Partial<TAuthUser> = {}) {
  setSession({ ...TEST_USER, ...user, permissions }, permissions);
}

/** Renders a page with the app's providers, a fresh query cache and a router at `route`. */
export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  // In act(): a page rendered earlier in the same test is still mounted, and its toasts re-render.
  act(() => resetToastClock());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The app's history, in memory: forms guard unsaved changes through it.
  const history = guardHistory(createMemoryHistory({ initialEntries: [route] }));
  const result = render(
    <Providers queryClient={queryClient}>
      <HistoryRouter history={history}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </HistoryRouter>
    </Providers>,
  );
  return { ...result, queryClient, history };
}
