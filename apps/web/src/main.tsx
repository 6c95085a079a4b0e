import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import './app/styles-first-paint.css';
import { BaseProviders } from './app/base-providers.tsx';
import { AppRoutes, buildRoutes, createAppHistory } from './app/router.tsx';
import { LazyToasts } from './app/toasts.tsx';
import { setInAppNavigate } from './lib/http.ts';

const history = createAppHistory();
const routes = buildRoutes();
setInAppNavigate((to) => history.replace(to));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BaseProviders>
      <LazyToasts />
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </BaseProviders>
  </StrictMode>,
);
