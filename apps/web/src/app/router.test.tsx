import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { signInWith, TEST_USER } from '../test/render-page.tsx';
import { mockApi } from '../test/mock-api.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { Providers } from './providers.tsx';
import { buildRoutes, type PageMap } from './router.tsx';
import { UnauthorizedPage } from './unauthorized-page.tsx';

const pages: PageMap = {
  '/': () => <h1>Página de inicio</h1>,
  '/login': LoginPage,
  '/department': () => <h1>Áreas</h1>,
  '/unauthorized': UnauthorizedPage,
};
const Shell = () => (
  <main>
    <Outlet />
  </main>
);

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(pages, Shell), { initialEntries: [path] });
  render(
    <Providers queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const here = (router: ReturnType<typeof renderAt>) => router.state.location.pathname + router.state.location.search;

afterEach(() => vi.restoreAllMocks());

describe('navigation guard', () => {
  it('sends an unauthenticated visitor to /login and back to the wanted path and query after signing in', async () => {
    mockApi({
      'GET /sanctum/csrf-cookie': () => undefined,
      'POST /login': () => ({ data: { ...TEST_USER, permissions: ['Ver departamentos'] } }),
    });
    const router = renderAt('/department?q=Operaciones');

    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(here(router)).toBe('/login');

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@test.local');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Áreas' })).toBeInTheDocument();
    expect(here(router)).toBe('/department?q=Operaciones');
  });

  it('sends a user lacking the route permission to /unauthorized', async () => {
    signInWith(['Gestionar cuenta']);
    const router = renderAt('/department');
    expect(await screen.findByText('No tiene permiso para ver esta página')).toBeInTheDocument();
    expect(here(router)).toBe('/unauthorized');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('lets a user holding the permission in', async () => {
    signInWith(['Ver departamentos']);
    renderAt('/department');
    expect(await screen.findByRole('heading', { name: 'Áreas' })).toBeInTheDocument();
  });

  it.each(['/login', '/forgot_password', '/password-reset/abc123?email=a@b.c'])(
    'sends a signed-in user on %s home',
    async (path) => {
      signInWith([]);
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument();
      expect(here(router)).toBe('/');
    },
  );

  it('sends an unauthenticated visitor of an unknown path to /login too', async () => {
    const router = renderAt('/no-existe');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(here(router)).toBe('/login');
  });

  it.each(['/no-existe/esta-ruta', '/vehicle'])(
    'shows a Spanish not-found page for %s (unknown, or a module not built yet)',
    async (path) => {
      signInWith(['Módulo de vehículos']);
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    },
  );
});
