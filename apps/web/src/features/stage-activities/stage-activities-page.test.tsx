import type { Permission } from '@gestora/contract/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { StageActivitiesPage } from './stage-activities-page.tsx';
import { StageActivityCreatePage, StageActivityEditPage } from './stage-activity-form-page.tsx';
import { LEAD, STAGE, activityOf, stageDetail } from './stage-activities.test-data.ts';

const ALL: Permission[] = [
  'Ver etapas',
  'Ver actividades en etapa',
  'Registrar actividades en etapa',
  'Actualizar actividades en etapa',
  'Eliminar actividades en etapa',
  'Ver todos los proyectos',
];
const survey = activityOf('Levantamiento');
const noLead = activityOf('Cubicación', { responsible: null, status: 'Pendiente' });

afterEach(() => vi.restoreAllMocks());

const pages = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/stage_activity" element={<StageActivitiesPage />} />
      <Route path="/stage_activity/create" element={<StageActivityCreatePage />} />
      <Route path="/stage_activity/edit/:id" element={<StageActivityEditPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );

describe('StageActivitiesPage', () => {
  it('lists activities with stage, project, responsible, status and progress', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/stage_activities': () => pageOf([survey, noLead]),
      'GET /api/project_options': () => [],
      'GET /api/user_options': () => [],
    });
    pages('/stage_activity?status=En%20proceso');
    await screen.findByText('Levantamiento');
    const table = screen.getByRole('table', { name: 'Actividades' });
    expect(within(table).getAllByRole('link', { name: 'Construcción' })[0]).toHaveAttribute(
      'href',
      `/stage/detail/${STAGE.public_id}`,
    );
    expect(within(table).getAllByText('OBR-12')).toHaveLength(2);
    expect(within(table).getByText('Lucía Fernández')).toBeInTheDocument();
    expect(within(table).getByText('Sin responsable')).toBeInTheDocument();
    expect(within(table).getAllByRole('progressbar', { name: /67 %/ })).toHaveLength(2);
    expect(calls.find((c) => c.url === '/api/stage_activities')?.params).toMatchObject({ status: 'En proceso' });
  });

  it('deletes after confirming, and shows the refusal when tasks point at it', async () => {
    signInWith(ALL);
    mockApi({
      'GET /api/stage_activities': () => pageOf([survey]),
      'GET /api/project_options': () => [],
      'GET /api/user_options': () => [],
      'DELETE /api/stage_activities/:id': () => {
        throw new HttpError(409, 'No se puede eliminar: el registro está en uso. La actividad tiene 3 tarea(s).', {});
      },
    });
    pages('/stage_activity');
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Levantamiento' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar actividad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(/La actividad tiene 3 tarea\(s\)/)).toBeInTheDocument();
  });

  it('hides create, edit and delete without those permissions', async () => {
    signInWith(['Ver actividades en etapa']);
    mockApi({
      'GET /api/stage_activities': () => pageOf([survey]),
      'GET /api/project_options': () => [],
      'GET /api/user_options': () => [],
    });
    pages('/stage_activity');
    await screen.findByText('Levantamiento');
    expect(screen.queryByRole('link', { name: 'Nueva actividad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Levantamiento' })).not.toBeInTheDocument();
  });
});

describe('StageActivity forms', () => {
  it('preselects the project and stage of ?stage= and saves back to the stage', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/stages/:id': () => stageDetail,
      'GET /api/project_options': () => [],
      'GET /api/stage_options': () => [{ public_id: STAGE.public_id, name: STAGE.name }],
      'GET /api/user_options': () => [LEAD],
      'POST /api/stage_activities': () => survey,
    });
    pages(`/stage_activity/create?stage=${STAGE.public_id}`);
    expect(await screen.findByDisplayValue('OBR-12 · Edificio central')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Construcción')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Levantamiento');
    await userEvent.click(screen.getByRole('combobox', { name: 'Responsable' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lucía Fernández' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/stage/detail/${STAGE.public_id}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      stage_id: STAGE.public_id,
      name: 'Levantamiento',
      description: '',
      responsible_id: LEAD.public_id,
      start_date: null,
      end_date: null,
      status: 'Pendiente',
    });
  });

  it('edits an activity and shows a 422 about its responsible under the field', async () => {
    signInWith(ALL);
    mockApi({
      'GET /api/stage_activities/:id': () => survey,
      'GET /api/stages/:id': () => stageDetail,
      'GET /api/project_options': () => [],
      'GET /api/stage_options': () => [{ public_id: STAGE.public_id, name: STAGE.name }],
      'GET /api/user_options': () => [],
      'PUT /api/stage_activities/:id': () => {
        throw new HttpError(
          422,
          'Los datos enviados no son válidos.',
          {},
          { responsible_id: ['El responsable seleccionado no existe o está inactivo.'] },
        );
      },
    });
    pages(`/stage_activity/edit/${survey.public_id}`);
    expect(await screen.findByDisplayValue('Levantamiento')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Lucía Fernández')).toBeInTheDocument();
    expect(
      await screen.findByText(/Dentro de las fechas de la etapa: del 1 de marzo de 2026 al 31 de marzo de 2026/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El responsable seleccionado no existe o está inactivo.')).toBeInTheDocument();
  });
});
