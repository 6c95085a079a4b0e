import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMicroTask } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import type { TSubtask } from '@gestora/contract/subtasks/subtasks.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith, TEST_USER } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { TaskSubtasksSection } from './task-subtasks-section.tsx';
import { build, day, people } from '../../test/factories.ts';

const { camila, pedro } = people;

const TASK_ID = '0190a000-0000-7000-8000-00000000aaaa';
const me = {
  public_id: TEST_USER.public_id,
  name: 'Ana',
  last_name: 'Pruebas',
  avatar_url: '/images/users/default.svg',
};

/** A subtask of the task with two micro-tasks, mine and due in three days unless `extra` says otherwise. */
const sub = (n: number, title: string, extra: Partial<TSubtask> = {}): TSubtask =>
  build.subtask(title, {
    public_id: `0190a000-0000-7000-8000-0000000005${String(n).padStart(2, '0')}`,
    task: { public_id: TASK_ID, title: 'Coordinar cortes' },
    responsible: me,
    start_date: '2026-03-05',
    end_date: day(3),
    remaining_days: 'Faltan 3 días',
    micro_tasks_total: 2,
    ...extra,
  });

const mine = sub(1, 'Solicitar corte programado');
const theirs = sub(2, 'Avisar a los vecinos', {
  responsible: pedro,
  status: '2',
  end_date: null,
  start_date: null,
  remaining_days: 'No aplica',
});

const micro = (n: number, title: string, toggle: boolean): TMicroTask => ({
  public_id: `0190a000-0000-7000-8000-0000000006${String(n).padStart(2, '0')}`,
  subtask_public_id: mine.public_id,
  title,
  responsible: me,
  due_date: null,
  done: false,
  done_at: null,
  overdue: false,
  can: { toggle, edit: false },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});

const subtaskPage = (data: TSubtask[], manage = false) => ({
  ...pageOf(data),
  task: {
    public_id: TASK_ID,
    title: 'Coordinar cortes',
    status: '2' as const,
    start_date: null,
    end_date: null,
    remaining_days: 'No aplica',
    members: [camila, me],
    created_by: camila,
    can: { manage },
  },
});

const render = () => renderPage(<TaskSubtasksSection taskId={TASK_ID} />, { route: `/task/${TASK_ID}` });

describe('TaskSubtasksSection', () => {
  it('lists the subtasks with status, responsible, dates and remaining days, and links the screen for Ver subtareas', async () => {
    signInWith(['Ver tareas', 'Ver subtareas']);
    const calls = mockApi({ 'GET /api/tasks/:id/subtasks': () => subtaskPage([mine, theirs]) });
    render();
    const row = await screen.findByRole('article', { name: 'Avisar a los vecinos' });
    expect(within(row).getByText('En proceso')).toBeInTheDocument();
    expect(within(row).getByText('Pedro Soto')).toBeInTheDocument();
    expect(within(row).getByText('Sin fechas')).toBeInTheDocument();
    expect(within(row).getByText('No aplica')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Solicitar corte programado' });
    expect(within(first).getByText('Faltan 3 días')).toBeInTheDocument();
    expect(within(first).getByText('Ana Pruebas')).toBeInTheDocument();
    expect(within(first).getByText(/^Del 5 de marzo de 2026 al/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subtareas (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestionar subtareas' })).toHaveAttribute(
      'href',
      `/subtasks_in_task/${TASK_ID}`,
    );
    expect(calls[0]).toMatchObject({ url: `/api/tasks/${TASK_ID}/subtasks`, params: { per_page: 100 } });
  });

  it("lets the subtask's responsible move its status and tick its micro-tasks, with no link to the screen", async () => {
    signInWith(['Gestionar tareas asignadas', 'Gestionar microtareas']);
    let current = mine;
    const items = [micro(1, 'Llamar a la distribuidora', true), micro(2, 'Enviar el oficio', true)];
    const calls = mockApi({
      'GET /api/tasks/:id/subtasks': () => subtaskPage([current, theirs]),
      'PUT /api/subtasks/:id/status': ({ body }) => {
        current = { ...mine, ...(body as { status: '5' }), remaining_days: 'No aplica' };
        return current;
      },
      'GET /api/subtasks/:id/micro_tasks': () => ({ data: items, total: 2, done: items.filter((m) => m.done).length }),
      'PUT /api/micro_tasks/:id/done': ({ path, body }) => {
        const i = items.findIndex((m) => m.public_id === path.id);
        items[i] = { ...items[i], ...(body as { done: boolean }) };
        return items[i];
      },
    });
    render();
    const row = await screen.findByRole('article', { name: 'Solicitar corte programado' });
    expect(screen.queryByRole('link', { name: 'Gestionar subtareas' })).not.toBeInTheDocument();
    // Someone else's subtask stays read-only.
    const other = screen.getByRole('article', { name: 'Avisar a los vecinos' });
    expect(within(other).queryByRole('button', { name: /^Acciones de/ })).not.toBeInTheDocument();

    // The same card as on the subtasks screen: the status moves from its menu, without 'Editar' here.
    await userEvent.click(within(row).getByRole('button', { name: 'Acciones de Solicitar corte programado' }));
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Finalizada' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/subtasks/${mine.public_id}/status`,
      body: { status: '5' },
    });
    await waitFor(() => expect(within(row).getByText('No aplica')).toBeInTheDocument());

    await userEvent.click(within(row).getByRole('button', { name: /Microtareas \(0\/2\)/ }));
    const box = await within(row).findByRole('checkbox', { name: 'Llamar a la distribuidora' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      url: `/api/micro_tasks/${items[0].public_id}/done`,
      body: { done: true },
    });
  });

  it('puts the status back and shows the server message when the change is refused', async () => {
    signInWith(['Gestionar tareas asignadas']);
    mockApi({
      'GET /api/tasks/:id/subtasks': () => subtaskPage([mine]),
      'PUT /api/subtasks/:id/status': () => {
        throw new HttpError(403, 'No tiene permiso para realizar esta acción.', {});
      },
    });
    render();
    const row = await screen.findByRole('article', { name: 'Solicitar corte programado' });
    await userEvent.click(within(row).getByRole('button', { name: 'Acciones de Solicitar corte programado' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'En revisión' }));
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Pendiente')).toBeInTheDocument());
    expect(within(row).queryByText('En revisión')).not.toBeInTheDocument();
  });

  it('shows subtasks of others read-only: no status control, micro-tasks that cannot be ticked', async () => {
    signInWith(['Gestionar tareas asignadas']);
    const items = [micro(1, 'Llamar a la distribuidora', false)];
    mockApi({
      'GET /api/tasks/:id/subtasks': () => subtaskPage([{ ...mine, responsible: pedro }]),
      'GET /api/subtasks/:id/micro_tasks': () => ({ data: items, total: 1, done: 0 }),
    });
    render();
    const row = await screen.findByRole('article', { name: 'Solicitar corte programado' });
    expect(within(row).queryByRole('button', { name: /^Acciones de/ })).not.toBeInTheDocument();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Microtareas/ }));
    expect(await within(row).findByRole('checkbox', { name: 'Llamar a la distribuidora' })).toBeDisabled();
    expect(within(row).queryByRole('textbox', { name: 'Nueva microtarea' })).not.toBeInTheDocument();
  });

  it("says 'Esta tarea no tiene subtareas' when there are none", async () => {
    signInWith(['Gestionar tareas asignadas']);
    mockApi({ 'GET /api/tasks/:id/subtasks': () => subtaskPage([]) });
    render();
    expect(await screen.findByText('Esta tarea no tiene subtareas')).toBeInTheDocument();
  });
});
