import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { StageDetailPage } from './stage-detail-page.tsx';
import { PROJECT, detailOf } from './stages.test-data.ts';

afterEach(() => vi.restoreAllMocks());

const stage = detailOf();
const at = (id = stage.public_id) =>
  renderPage(
    <Routes>
      <Route path="/stage/detail/:id" element={<StageDetailPage />} />
    </Routes>,
    { route: `/stage/detail/${id}` },
  );

describe('StageDetailPage', () => {
  it('shows the stage header, its activities and its tasks', async () => {
    signInWith(['Ver etapas', 'Ver todos los proyectos', 'Ver tareas']);
    mockApi({ 'GET /api/stages/:id': () => stage });
    at();
    expect(await screen.findByRole('heading', { name: 'Construcción' })).toBeInTheDocument();
    expect(screen.getByText('Obra gruesa y terminaciones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /OBR-12/ })).toHaveAttribute('href', `/project/${PROJECT.public_id}`);
    expect(screen.getByText('1 de marzo de 2026 – 31 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByText('1 de 4 tareas finalizadas')).toBeInTheDocument();

    const activities = screen.getByRole('table', { name: 'Actividades' });
    expect(within(activities).getByText('Cimientos')).toBeInTheDocument();
    expect(within(activities).getByText('Lucía Fernández')).toBeInTheDocument();
    expect(within(activities).getByRole('progressbar', { name: /100 %/ })).toBeInTheDocument();

    const tasks = screen.getByRole('table', { name: 'Tareas' });
    expect(within(tasks).getByRole('link', { name: 'Hormigonar losa' })).toHaveAttribute(
      'href',
      `/task/${stage.tasks.data[0].public_id}`,
    );
    expect(within(tasks).getByText('En revisión')).toBeInTheDocument();
    expect(within(tasks).getByText('Urgente')).toBeInTheDocument();
    expect(within(tasks).getByText('20 de marzo de 2026')).toBeInTheDocument();
    expect(within(tasks).getByLabelText('Miembros: Lucía Fernández')).toBeInTheDocument();
  });

  it('offers new activity and new task, with the stage and project, only to who may create them', async () => {
    signInWith(['Ver etapas', 'Registrar actividades en etapa', 'Registrar tareas', 'Actualizar etapas']);
    mockApi({ 'GET /api/stages/:id': () => stage });
    at();
    expect(await screen.findByRole('link', { name: 'Nueva actividad' })).toHaveAttribute(
      'href',
      `/stage_activity/create?stage=${stage.public_id}`,
    );
    expect(screen.getByRole('link', { name: 'Registrar tarea' })).toHaveAttribute(
      'href',
      `/task/create?project=${PROJECT.public_id}&stage=${stage.public_id}`,
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/stage/edit/${stage.public_id}`);
  });

  it('shows no action buttons to a reader, and says when the tasks are capped', async () => {
    signInWith(['Ver etapas', 'Ver tareas']);
    mockApi({ 'GET /api/stages/:id': () => detailOf({ tasks: { ...stage.tasks, total: 75 } }) });
    at();
    await screen.findByRole('heading', { name: 'Construcción' });
    for (const name of ['Nueva actividad', 'Registrar tarea', 'Editar'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.getByText('1 de 75 tareas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las tareas del proyecto' })).toHaveAttribute(
      'href',
      `/task?project_id=${PROJECT.public_id}`,
    );
  });

  it('shows the server’s message when the stage does not exist for the user', async () => {
    signInWith(['Ver etapas']);
    mockApi({
      'GET /api/stages/:id': () => {
        throw new HttpError(404, 'El recurso solicitado no existe.', {});
      },
    });
    at();
    expect(await screen.findByText('El recurso solicitado no existe.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
