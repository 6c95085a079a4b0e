import type { Permission } from '@gestora/contract/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { StagesPage } from './stages-page.tsx';
import { PROJECT, stageOf } from './stages.test-data.ts';

const ALL: Permission[] = [
  'Ver etapas',
  'Registrar etapas',
  'Actualizar etapas',
  'Eliminar etapas',
  'Ver todos los proyectos',
];
const design = stageOf('Diseño', { position: 1 });
const works = stageOf('Obras civiles', {
  position: 2,
  status: 'Pendiente',
  progress: { tasks: 0, finished: 0, percent: 0 },
});

afterEach(() => vi.restoreAllMocks());

describe('StagesPage', () => {
  it('lists stages with project, dates, status and progress', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/stages': () => pageOf([design, works]),
      'GET /api/project_options': () => [PROJECT],
    });
    renderPage(<StagesPage />, { route: '/stage' });
    await screen.findByText('Diseño');
    const table = screen.getByRole('table', { name: 'Etapas' });
    expect(within(table).getAllByText('OBR-12')).toHaveLength(2);
    expect(within(table).getAllByText('1 de marzo de 2026')).toHaveLength(2);
    expect(within(table).getByText('Pendiente')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar', { name: /Avance: 25 %/ })).toBeInTheDocument();
    expect(within(table).getByText('Diseño').closest('a')).toHaveAttribute('href', `/stage/detail/${design.public_id}`);
    expect(calls.find((c) => c.url === '/api/stages')?.params).toMatchObject({ page: 1, per_page: 20 });
  });

  it('filters by project through the URL, and the new stage keeps that project', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/stages': () => pageOf([design]), 'GET /api/project_options': () => [PROJECT] });
    renderPage(<StagesPage />, { route: `/stage?project_id=${PROJECT.public_id}` });
    await screen.findAllByText('Diseño');
    expect(calls.find((c) => c.url === '/api/stages')?.params).toMatchObject({ project_id: PROJECT.public_id });
    expect(screen.getByRole('link', { name: 'Nueva etapa' })).toHaveAttribute(
      'href',
      `/stage/create?project=${PROJECT.public_id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stage$/));
  });

  it('hides create, edit, reorder and delete without those permissions', async () => {
    signInWith(['Ver etapas']);
    mockApi({ 'GET /api/stages': () => pageOf([design]), 'GET /api/project_options': () => [] });
    renderPage(<StagesPage />, { route: '/stage' });
    await screen.findAllByText('Diseño');
    expect(screen.queryByRole('link', { name: 'Nueva etapa' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Diseño' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('moves a stage down in the order', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/stages': () => pageOf([design, works]),
      'GET /api/project_options': () => [],
      'PUT /api/stages/:id/position': ({ body }) => ({ ...design, ...(body as object) }),
    });
    renderPage(<StagesPage />, { route: '/stage' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Diseño' }));
    expect(screen.queryByRole('menuitem', { name: 'Subir en el orden' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bajar en el orden' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: `/api/stages/${design.public_id}/position`,
        body: { position: 2 },
      }),
    );
  });

  it('asks before deleting and shows the server’s refusal', async () => {
    signInWith(ALL);
    mockApi({
      'GET /api/stages': () => pageOf([design]),
      'GET /api/project_options': () => [],
      'DELETE /api/stages/:id': () => {
        throw new HttpError(409, 'No se puede eliminar: el registro está en uso. La etapa tiene 2 tarea(s).', {});
      },
    });
    renderPage(<StagesPage />, { route: '/stage' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Diseño' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar etapa' });
    expect(dialog).toHaveTextContent('¿Desea eliminar la etapa «Diseño»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(/La etapa tiene 2 tarea\(s\)/)).toBeInTheDocument();
  });
});
