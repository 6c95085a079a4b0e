import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HistoryRouter } from './lib/router/history-router.tsx';
import './app/styles-first-paint.css';
// The theme's variables, written at build time (build/theme-variables.plugin.ts).
import 'virtual:theme-variables.css';
import { BaseProviders } from './app/base-providers.tsx';
import { firstScreenReady } from './app/first-screen.ts';
import { AppRoutes, buildRoutes, createAppHistory } from './app/router.tsx';
import { LazyToasts } from './app/toasts.tsx';
import { loadDevicePreferences, setInAppNavigate } from './lib/platform.ts';
import { reloadSessionFromStorage } from './lib/session.ts';

// When the app's code starts to run (a user-timing mark, in traces too): the home page's data is asked for before it
// (lib/first-requests.ts; e2e/tests/shell/first-screen.spec.ts).
performance.mark('gestora:app-start');

const history = createAppHistory();
const routes = buildRoutes();
setInAppNavigate((to) => history.replace(to));

// First the code of the first screen, when index.html has already asked for it (app/first-screen.ts). Then a
// transition: React renders the shell and the page in slices of a few milliseconds, yielding to the browser
// between them, instead of in one long task that blocks input on a slow phone (Lighthouse's Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
// On native the token and permissions live in the device's preferences: read before the first screen asks for them.
void loadDevicePreferences()
  .then((loaded) => loaded && reloadSessionFromStorage(), console.error)
  .then(() => firstScreenReady(history.location))
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <BaseProviders>
            <LazyToasts />
            <HistoryRouter history={history}>
              <AppRoutes routes={routes} />
            </HistoryRouter>
          </BaseProviders>
        </StrictMode>,
      ),
    ),
  );
