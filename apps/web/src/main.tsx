import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/styles-first-paint.css';
import { BaseProviders } from './app/base-providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { LazyToasts } from './app/toasts.tsx';
import { setInAppNavigate } from './lib/http.ts';

const router = createAppRouter();
setInAppNavigate((to) => void router.navigate(to, { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BaseProviders>
      <LazyToasts />
      <RouterProvider router={router} />
    </BaseProviders>
  </StrictMode>,
);
