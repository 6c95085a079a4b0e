import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { ProjectDetailPage } from './project-detail-page.tsx';
import { detail } from './projects.test-data.ts';
import { uid } from '../../test/factories.ts';

const pav = detail(1, {
  code: 'PAV-2026',
  name: 'Pavimentación Av. Ejército',
  description: 'Tramo norte de la avenida.',
  progress: { tasks: 5, finished: 3, percent: 60 },
  stages: [
    {
      public_id: uid(11),
      name: 'Diseño',
      position: 1,
      status: 'Finalizada',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      progress: { tasks: 2, finished: 2, percent: 100 },
    },
    {
      public_id: uid(12),
      name: 'Ejecución',
      position: 2,
      status: 'En proceso',
      start_date: null,
      end_date: null,
      progress: { tasks: 2, finished: 1, percent: 50 },
    },
  ],
});

const at = () => (
  <Routes>
    <Route path="/project/:id" element={<ProjectDetailPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('ProjectDetailPage', () => {
  it('shows the header, the summary, the progress and the stages in order with links', async () => {
    signInWith(['Ver todos los proyectos', 'Ver etapas']);
    mockApi({ 'GET /api/projects/:id': () => pav });
    renderPage(at(), { route: `/project/${pav.public_id}` });

    expect(await screen.findByRole('heading', { name: 'Pavimentación Av. Ejército' })).toBeInTheDocument();
    expect(screen.getByText('PAV-2026')).toBeInTheDocument();
    expect(screen.getByText('En curso')).toBeInTheDocument();
    expect(screen.getByText('Municipalidad de Arequipa')).toBeInTheDocument();
    expect(screen.getByText('Ingeniería')).toBeInTheDocument();
    expect(screen.getByText('Carmen Vega')).toBeInTheDocument();
    expect(screen.getByText('Tramo norte de la avenida.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance: 60 % (3 de 5 tareas finalizadas)' })).toBeInTheDocument();

    const stages = within(screen.getByRole('list', { name: 'Etapas del proyecto' })).getAllByRole('listitem');
    expect(stages.map((s) => s.getAttribute('aria-label'))).toEqual(['Diseño', 'Ejecución']);
    expect(within(stages[0]).getByRole('link', { name: 'Diseño' })).toHaveAttribute('href', `/stage/detail/${uid(11)}`);
    expect(within(stages[0]).getByText('Finalizada')).toBeInTheDocument();
    expect(within(stages[0]).getByRole('progressbar', { name: /100 %/ })).toBeInTheDocument();
    expect(within(stages[1]).getByText('En proceso')).toBeInTheDocument();
    expect(within(stages[1]).getByRole('progressbar', { name: /50 %/ })).toBeInTheDocument();
  });

  it('offers Nueva etapa, Registrar tarea, Editar and Eliminar only with their permissions', async () => {
    signInWith([
      'Ver todos los proyectos',
      'Ver etapas',
      'Registrar etapas',
      'Registrar tareas',
      'Actualizar proyectos',
      'Eliminar proyectos',
    ]);
    mockApi({ 'GET /api/projects/:id': () => pav });
    renderPage(at(), { route: `/project/${pav.public_id}` });
    expect(await screen.findByRole('link', { name: 'Nueva etapa' })).toHaveAttribute(
      'href',
      `/stage/create?project=${pav.public_id}`,
    );
    expect(screen.getByRole('link', { name: 'Registrar tarea' })).toHaveAttribute(
      'href',
      `/task/create?project=${pav.public_id}`,
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/project/edit/${pav.public_id}`);
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('hides every action, and the stage links, from a user who may only look at projects', async () => {
    signInWith(['Ver solo los proyectos creados por el usuarios']);
    // The server says what this viewer may do with the project (`can`); the page shows only that.
    mockApi({ 'GET /api/projects/:id': () => ({ ...pav, can: { update: false, delete: false } }) });
    renderPage(at(), { route: `/project/${pav.public_id}` });
    await screen.findByRole('heading', { name: 'Pavimentación Av. Ejército' });
    for (const name of ['Nueva etapa', 'Registrar tarea', 'Editar'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Diseño' })).not.toBeInTheDocument();
    expect(screen.getByText('Diseño')).toBeInTheDocument();
  });

  it('says when the project has no stages yet', async () => {
    signInWith(['Ver todos los proyectos']);
    mockApi({ 'GET /api/projects/:id': () => ({ ...pav, stages: [] }) });
    renderPage(at(), { route: `/project/${pav.public_id}` });
    expect(await screen.findByText('Este proyecto aún no tiene etapas.')).toBeInTheDocument();
  });

  it('deletes the project after confirming and goes back to the list', async () => {
    signInWith(['Ver todos los proyectos', 'Eliminar proyectos']);
    const calls = mockApi({
      'GET /api/projects/:id': () => pav,
      'DELETE /api/projects/:id': () => ({ message: 'El registro fue eliminado' }),
    });
    renderPage(at(), { route: `/project/${pav.public_id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar proyecto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/projects/${pav.public_id}`)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/project$/));
  });

  it("shows the server's message for a project out of reach, with a way back", async () => {
    signInWith(['Ver solo los proyectos creados por el usuarios']);
    mockApi({
      'GET /api/projects/:id': () => {
        throw new HttpError(404, 'El recurso solicitado no existe.', {});
      },
    });
    renderPage(at(), { route: `/project/${uid(99)}` });
    expect(await screen.findByText('El recurso solicitado no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a proyectos' })).toHaveAttribute('href', '/project');
  });
});
