import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { Providers } from '../app/providers.tsx';
import { http } from '../lib/http.ts';
import { setSession } from '../lib/session.ts';
import { resetToastClock } from '../lib/notify.ts';

/** Shows the current URL so that tests can check that filters live in the query string. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export const TEST_USER: TAuthUser = {
  public_id: '0190a000-0000-7000-8000-000000000001',
  name: 'Ana',
  last_name: 'Pruebas',
  email: 'ana@test.local',
  phone: null,
  position: null,
  avatar_url: '/images/users/default.svg',
  active: true,
  department: null,
  roles: [{ public_id: '0190a000-0000-7000-8000-0000000000a1', name: 'Administrador' }],
  permissions: [],
};

/** Signs in a test user holding exactly `permissions`. */
export function signInWith(permissions: string[], user: Partial<TAuthUser> = {}) {
  setSession({ ...TEST_USER, ...user, permissions }, permissions);
}

/** Renders a page with the app's providers, a fresh query cache and a router at `route`. */
export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  // In act(): a page rendered earlier in the same test is still mounted, and its toasts re-render.
  act(() => resetToastClock());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // A data router, as in the app: forms guard unsaved changes with useBlocker.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, queryClient, router };
}

/** A page of a list as the API answers it. */
export function pageOf<T>(data: T[], extra: Partial<{ current_page: number; per_page: number; total: number }> = {}) {
  const per_page = extra.per_page ?? 20;
  const total = extra.total ?? data.length;
  return {
    data,
    current_page: extra.current_page ?? 1,
    per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / per_page)),
  };
}

type Handler = (request: { params?: Record<string, unknown>; body?: unknown; path: Record<string, string> }) => unknown;

function matchPath(pattern: string, url: string): Record<string, string> | null {
  const p = pattern.split('/');
  const u = url.split('?')[0].split('/');
  if (p.length !== u.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) out[p[i].slice(1)] = decodeURIComponent(u[i]);
    else if (p[i] !== u[i]) return null;
  }
  return out;
}

/**
 * Stubs the HTTP boundary (lib/http.ts) with handlers keyed 'METHOD /api/path/:param'. A handler's return value
 * is the answer; a thrown HttpError is the server's refusal. Unknown calls fail the test loudly.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: string; params?: Record<string, unknown>; body?: unknown }[] = [];
  const answer = async (method: string, url: string, params?: Record<string, unknown>, body?: unknown) => {
    calls.push({ method, url, params, body });
    for (const [key, handler] of Object.entries(handlers)) {
      const [m, pattern] = key.split(' ');
      const path = m === method ? matchPath(pattern, url) : null;
      if (path) return handler({ params, body, path });
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  };
  vi.spyOn(http, 'get').mockImplementation((url, opts) => answer('GET', url, opts?.params) as Promise<never>);
  vi.spyOn(http, 'post').mockImplementation((url, body) => answer('POST', url, undefined, body) as Promise<never>);
  vi.spyOn(http, 'put').mockImplementation((url, body) => answer('PUT', url, undefined, body) as Promise<never>);
  vi.spyOn(http, 'patch').mockImplementation((url, body) => answer('PATCH', url, undefined, body) as Promise<never>);
  vi.spyOn(http, 'delete').mockImplementation((url) => answer('DELETE', url) as Promise<never>);
  return calls;
}
