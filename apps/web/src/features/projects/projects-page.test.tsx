import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { ProjectsPage } from './projects-page.tsx';
import { carmen, project } from './projects.test-data.ts';
import { uid } from '../../test/factories.ts';

const VIEW: Permission[] = ['Ver todos los proyectos'];
const ALL: Permission[] = [...VIEW, 'Registrar proyectos', 'Actualizar proyectos', 'Eliminar proyectos'];

const pav = project(1, { code: 'PAV-2026', name: 'Pavimentación Av. Ejército' });
const paused = project(2, {
  code: 'HSR-01',
  name: 'Ampliación hospital',
  status: 'Pausado',
  client: null,
  manager: null,
  end_date: null,
  progress: { tasks: 0, finished: 0, percent: 0 },
});

const options = {
  'GET /api/client_options': () => [{ public_id: uid(301), name: 'Municipalidad de Arequipa' }],
  'GET /api/active_departments': () => [{ public_id: uid(401), name: 'Ingeniería' }],
  'GET /api/user_options': () => [carmen],
};

describe('ProjectsPage', () => {
  it('lists code, name, client, manager, status, dates and progress', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/projects': () => pageOf([pav, paused]), ...options });
    renderPage(<ProjectsPage />, { route: '/project' });

    await screen.findByText('Pavimentación Av. Ejército');
    const table = screen.getByRole('table', { name: 'Proyectos' });
    const row = within(table).getByText('PAV-2026').closest('tr')!;
    expect(within(row).getByText('Municipalidad de Arequipa')).toBeInTheDocument();
    expect(within(row).getByText('Carmen Vega')).toBeInTheDocument();
    expect(within(row).getByText('En curso')).toBeInTheDocument();
    expect(within(row).getByText('1 de marzo de 2026')).toBeInTheDocument();
    expect(within(row).getByText('al 30 de junio de 2026')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar', { name: /Avance: 75 %/ })).toBeInTheDocument();
    const other = within(table).getByText('HSR-01').closest('tr')!;
    expect(within(other).getByText('Pausado')).toBeInTheDocument();
    expect(within(other).getByText('sin fecha de fin')).toBeInTheDocument();
    expect(within(other).getByRole('progressbar', { name: /Sin tareas/ })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/projects')?.params).toMatchObject({ page: 1, per_page: 20 });
  });

  it('reads its filters from the URL, sends them, and keeps the search there', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/projects': () => pageOf([pav]), ...options });
    renderPage(<ProjectsPage />, {
      route: `/project?status=En%20curso&client_id=${uid(301)}&from=2026-01-01&to=2026-12-31`,
    });
    await screen.findByText('Pavimentación Av. Ejército');
    expect(calls.find((c) => c.url === '/api/projects')?.params).toMatchObject({
      status: 'En curso',
      client_id: uid(301),
      from: '2026-01-01',
      to: '2026-12-31',
    });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por código o nombre' }), 'pav');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=pav'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/projects').at(-1)?.params).toMatchObject({
        q: 'pav',
        status: 'En curso',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/project$/));
  });

  it('filters by status from the select', async () => {
    signInWith(VIEW);
    mockApi({ 'GET /api/projects': () => pageOf([pav]), ...options });
    renderPage(<ProjectsPage />, { route: '/project' });
    await screen.findByText('Pavimentación Av. Ejército');
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finalizado' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=Finalizado'));
  });

  it('hides create, edit and delete without those permissions, and still opens a project', async () => {
    signInWith(['Ver solo los proyectos creados por el usuarios']);
    mockApi({ 'GET /api/projects': () => pageOf([pav]), ...options });
    renderPage(<ProjectsPage />, { route: '/project' });
    await screen.findByText('Pavimentación Av. Ejército');
    expect(screen.queryByRole('button', { name: 'Nuevo proyecto' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de PAV-2026 Pavimentación Av. Ejército' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Ver' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/project/${pav.public_id}`));
  });

  it('offers the client filter only to who may read the client options', async () => {
    signInWith(VIEW);
    const calls = mockApi({ 'GET /api/projects': () => pageOf([pav]), ...options });
    renderPage(<ProjectsPage />, { route: '/project' });
    await screen.findByText('Pavimentación Av. Ejército');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/client_options')).toBe(false);
  });

  it('offers the client filter to who may see clients', async () => {
    signInWith([...VIEW, 'Ver clientes']);
    mockApi({ 'GET /api/projects': () => pageOf([pav]), ...options });
    renderPage(<ProjectsPage />, { route: '/project' });
    await screen.findByText('Pavimentación Av. Ejército');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
  });

  it('goes to the create page, and to the edit page from the row menu', async () => {
    signInWith(ALL);
    mockApi({ 'GET /api/projects': () => pageOf([pav]), ...options });
    renderPage(<ProjectsPage />, { route: '/project' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Acciones de PAV-2026 Pavimentación Av. Ejército' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/project/edit/${pav.public_id}`));
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo proyecto' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/project/create'));
  });

  it('deletes a project after confirming, naming it', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/projects': () => pageOf([pav]),
      'DELETE /api/projects/:id': () => ({ message: 'El registro fue eliminado' }),
      ...options,
    });
    renderPage(<ProjectsPage />, { route: '/project' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Acciones de PAV-2026 Pavimentación Av. Ejército' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar proyecto' });
    expect(dialog).toHaveTextContent('¿Desea eliminar el proyecto «PAV-2026 · Pavimentación Av. Ejército»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/projects/${pav.public_id}`)).toBe(true);
  });
});
