import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import type { TMicroTask } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import type { TSubtask, TSubtaskTaskSummary } from '@gestora/contract/subtasks/subtasks.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { SubtasksPage } from './subtasks-page.tsx';

const TASK_ID = '0190a000-0000-7000-8000-00000000aaaa';
const pedro = {
  public_id: '0190a000-0000-7000-8000-0000000000b1',
  name: 'Pedro',
  last_name: 'Ramírez',
  avatar_url: '/images/users/default.svg',
};

const task = (manage: boolean): TSubtaskTaskSummary => ({
  public_id: TASK_ID,
  title: 'Instalar servidores',
  status: '2',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  remaining_days: 'Faltan 12 días',
  members: [pedro],
  created_by: null,
  can: { manage },
});

const sub = (title: string, extra: Partial<TSubtask> = {}): TSubtask => ({
  public_id: `0190a000-0000-7000-8000-${String(title.length).padStart(12, '0')}`,
  task: { public_id: TASK_ID, title: 'Instalar servidores' },
  title,
  description: 'Cable categoría 6',
  responsible: pedro,
  start_date: '2026-03-05',
  end_date: '2026-03-10',
  status: '1',
  completed_at: null,
  remaining_days: 'La fecha  de entrega terminó',
  micro_tasks_total: 2,
  micro_tasks_done: 1,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const rack = sub('Cablear el rack');
const micro = (title: string, done: boolean, extra: Partial<TMicroTask> = {}): TMicroTask => ({
  public_id: `0190a000-0000-7000-8000-${title.padStart(12, '0')}`,
  subtask_public_id: rack.public_id,
  title,
  responsible: pedro,
  due_date: '2026-03-08',
  done,
  done_at: null,
  overdue: !done,
  can: { toggle: true, edit: true },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const page = (manage: boolean, data: TSubtask[] = [rack]) => ({ ...pageOf(data), task: task(manage) });
const render = () =>
  renderPage(
    <Routes>
      <Route path="/subtasks_in_task/:id" element={<SubtasksPage />} />
    </Routes>,
    { route: `/subtasks_in_task/${TASK_ID}` },
  );

afterEach(() => vi.restoreAllMocks());

describe('SubtasksPage', () => {
  it('shows the task at the top and its subtasks with status, responsible, dates and remaining days', async () => {
    signInWith(['Ver subtareas']);
    const calls = mockApi({ [`GET /api/tasks/:id/subtasks`]: () => page(false) });
    render();
    const card = await screen.findByRole('article', { name: 'Cablear el rack' });
    const header = screen.getByLabelText('Tarea');
    expect(header).toHaveTextContent('Instalar servidores');
    expect(within(header).getByText('En proceso')).toBeInTheDocument();
    expect(within(header).getByText('Faltan 12 días')).toBeInTheDocument();
    expect(within(card).getByText('Pendiente')).toBeInTheDocument();
    expect(within(card).getByText('Pedro Ramírez')).toBeInTheDocument();
    expect(within(card).getByText('Del 5 de marzo de 2026 al 10 de marzo de 2026')).toBeInTheDocument();
    expect(
      within(card).getByText('La fecha de entrega terminó', { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(calls[0].url).toBe(`/api/tasks/${TASK_ID}/subtasks`);
    // A reader without the right to manage sees neither the create button nor the actions.
    expect(screen.queryByRole('button', { name: 'Nueva subtarea' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Acciones de Cablear el rack' })).not.toBeInTheDocument();
  });

  it('filters by status through the URL', async () => {
    signInWith(['Ver subtareas']);
    const calls = mockApi({ 'GET /api/tasks/:id/subtasks': () => page(false) });
    render();
    await screen.findByRole('article', { name: 'Cablear el rack' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En revisión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=3'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ status: '3', page: 1 }));
  });

  it('creates a subtask in a modal and shows the server 422 under its field', async () => {
    signInWith(['Ver subtareas', 'Actualizar tareas']);
    const calls = mockApi({
      'GET /api/tasks/:id/subtasks': () => page(true),
      'POST /api/subtasks': () => {
        throw new HttpError(
          422,
          'Los datos enviados no son válidos.',
          {},
          { end_date: ['La fecha de fin no puede ser posterior al fin de la tarea (31 de marzo de 2026).'] },
        );
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva subtarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva subtarea' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Probar enlaces');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Responsable/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pedro Ramírez' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'La fecha de fin no puede ser posterior al fin de la tarea (31 de marzo de 2026).',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      task_id: TASK_ID,
      title: 'Probar enlaces',
      responsible_id: pedro.public_id,
    });
  });

  it('refuses to save without a responsible, in Spanish, before calling the server', async () => {
    signInWith(['Ver subtareas', 'Actualizar tareas']);
    const calls = mockApi({ 'GET /api/tasks/:id/subtasks': () => page(true, []) });
    render();
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Nueva subtarea' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva subtarea' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Sin dueño');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Seleccione un responsable.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('moves the status from the actions menu', async () => {
    signInWith(['Ver subtareas', 'Actualizar tareas']);
    const calls = mockApi({
      'GET /api/tasks/:id/subtasks': () => page(true),
      'PUT /api/subtasks/:id/status': ({ body }) => ({ ...rack, ...(body as object) }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Cablear el rack' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Finalizada' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/subtasks/${rack.public_id}/status`,
      body: { status: '5' },
    });
  });

  it('lets the responsible (not a manager) move their own subtask but not edit it', async () => {
    signInWith(['Gestionar tareas asignadas'], { public_id: pedro.public_id });
    mockApi({ 'GET /api/tasks/:id/subtasks': () => page(false) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Cablear el rack' }));
    expect(await screen.findByRole('menuitem', { name: 'En proceso' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('opens the checklist: ticks an item at once, adds one and deletes one', async () => {
    signInWith(['Ver subtareas', 'Actualizar tareas']);
    let release: () => void = () => undefined;
    const calls = mockApi({
      'GET /api/tasks/:id/subtasks': () => page(true),
      'GET /api/subtasks/:id/micro_tasks': () => ({
        data: [micro('Medir', false), micro('Comprar', true)],
        total: 2,
        done: 1,
      }),
      'PUT /api/micro_tasks/:id/done': () => new Promise((resolve) => (release = () => resolve(micro('Medir', true)))),
      'POST /api/micro_tasks': ({ body }) => micro((body as { title: string }).title, false),
      'DELETE /api/micro_tasks/:id': () => ({ message: 'El registro fue eliminado' }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Microtareas (1/2)' }));
    const medir = await screen.findByRole('checkbox', { name: 'Medir' });
    expect(medir).not.toBeChecked();
    expect(screen.getByText('Venció el 8 de marzo de 2026')).toBeInTheDocument();
    await userEvent.click(medir);
    // Checked before the server answers.
    expect(screen.getByRole('checkbox', { name: 'Medir' })).toBeChecked();
    release();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { done: true } });

    await userEvent.type(screen.getByRole('textbox', { name: 'Nueva microtarea' }), 'Etiquetar{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        subtask_id: rack.public_id,
        title: 'Etiquetar',
        due_date: null,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar microtarea Comprar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar microtarea' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows the server message and Reintentar when the task cannot be seen', async () => {
    signInWith(['Ver subtareas']);
    mockApi({
      'GET /api/tasks/:id/subtasks': () => {
        throw new HttpError(404, 'El recurso solicitado no existe.', {});
      },
    });
    render();
    expect(await screen.findByText('El recurso solicitado no existe.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
