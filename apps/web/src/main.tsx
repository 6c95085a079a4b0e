import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HistoryRouter } from './lib/router/history-router.tsx';
import './app/styles-first-paint.css';
import { BaseProviders } from './app/base-providers.tsx';
import { AppRoutes, buildRoutes, createAppHistory } from './app/router.tsx';
import { LazyToasts } from './app/toasts.tsx';
import { setInAppNavigate } from './lib/http.ts';

const history = createAppHistory();
const routes = buildRoutes();
setInAppNavigate((to) => history.replace(to));

// A transition: React renders the shell and the page in slices of a few milliseconds, yielding to the browser
// between them, instead of in one long task that blocks input on a slow phone (Lighthouse's Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
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
);
