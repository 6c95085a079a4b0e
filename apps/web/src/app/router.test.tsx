import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '../lib/router/memory-history.ts';
import { HistoryRouter } from '../lib/router/history-router.tsx';
import { Outlet } from '../lib/router/routes.tsx';
import { signInWith, TEST_USER } from '../test/render-page.tsx';
import { mockApi } from '../test/mock-api.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { Providers } from './providers.tsx';
import { guardHistory } from '../lib/guarded-history.ts';
import { AppRoutes, buildRoutes, type PageMap } from './router.tsx';
import { UnauthorizedPage } from './unauthorized-page.tsx';

const pages: PageMap = {
  '/': () => <h1>Página de inicio</h1>,
  '/login': LoginPage,
  '/department': () => <h1>Áreas</h1>,
  '/unauthorized': UnauthorizedPage,
  '/rol': () => {
    throw new Error('La página falló');
  },
};
const Shell = () => (
  <main>
    <Outlet />
  </main>
);

function renderAt(path: string) {
  const history = guardHistory(createMemoryHistory({ initialEntries: [path] }));
  render(
    <Providers queryClient={new QueryClient()}>
      <HistoryRouter history={history}>
        <AppRoutes routes={buildRoutes(pages, Shell)} />
      </HistoryRouter>
    </Providers>,
  );
  return history;
}

const here = (history: ReturnType<typeof renderAt>) => history.location.pathname + history.location.search;

afterEach(() => vi.restoreAllMocks());

describe('navigation guard', () => {
  it('sends an unauthenticated visitor to /login and back to the wanted path and query after signing in', async () => {
    mockApi({
      'GET /sanctum/csrf-cookie': () => undefined,
      'POST /login': () => ({ data: { ...TEST_USER, permissions: ['Ver departamentos'] } }),
    });
    const history = renderAt('/department?q=Operaciones');

    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(here(history)).toBe('/login');

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@test.local');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Áreas' })).toBeInTheDocument();
    expect(here(history)).toBe('/department?q=Operaciones');
  });

  it('sends a user lacking the route permission to /unauthorized', async () => {
    signInWith(['Gestionar cuenta']);
    const history = renderAt('/department');
    expect(await screen.findByText('No tiene permiso para ver esta página')).toBeInTheDocument();
    expect(here(history)).toBe('/unauthorized');
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
      const history = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument();
      expect(here(history)).toBe('/');
    },
  );

  it('sends an unauthenticated visitor of an unknown path to /login too', async () => {
    const history = renderAt('/no-existe');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(here(history)).toBe('/login');
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

describe('a page that fails', () => {
  it('shows the error page inside the shell until the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInWith(['Ver roles', 'Ver departamentos']);
    const history = renderAt('/rol');
    expect(await screen.findByRole('heading', { name: 'No se pudo mostrar esta página' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Recargar' }));
    act(() => history.push('/department'));
    expect(await screen.findByRole('heading', { name: 'Áreas' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudo mostrar esta página')).not.toBeInTheDocument();
  });
});
