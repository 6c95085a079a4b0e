import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMicroTask, TMyMicroTaskGroup } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { MyMicroTasksPage } from './my-micro-tasks-page.tsx';
import { SIDEBAR } from '@gestora/contract/sidebar';

const item = (title: string, extra: Partial<TMicroTask> = {}): TMicroTask => ({
  public_id: `0190a000-0000-7000-8000-${title.padStart(12, '0')}`,
  subtask_public_id: '0190a000-0000-7000-8000-00000000bbbb',
  title,
  responsible: null,
  due_date: null,
  done: false,
  done_at: null,
  overdue: false,
  can: { toggle: true, edit: false },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const group = (task: string, subtask: string, items: TMicroTask[], total = items.length): TMyMicroTaskGroup => ({
  task: { public_id: `0190a000-0000-7000-8000-${String(task.length).padStart(12, '0')}`, title: task },
  subtask: {
    public_id: `0190a000-0000-7000-8000-${String(subtask.length).padStart(12, '1')}`,
    title: subtask,
    status: '2',
  },
  items,
  total,
});

const answer = (groups: TMyMicroTaskGroup[], counts = { pending: 3, done: 4 }) => ({
  ...pageOf(groups, { per_page: 10 }),
  counts,
});

afterEach(() => vi.restoreAllMocks());

describe('MyMicroTasksPage', () => {
  it('shows my micro-tasks grouped by task and subtask with due-date badges, overdue in orange', async () => {
    signInWith(['Gestionar microtareas', 'Ver subtareas']);
    const calls = mockApi({
      'GET /api/my_micro_tasks': () =>
        answer([
          group(
            'Instalar servidores',
            'Cablear el rack',
            [item('Medir', { due_date: '2026-03-02', overdue: true }), item('Comprar', { due_date: '2099-01-05' })],
            60,
          ),
          group('Migrar correo', 'Exportar buzones', [item('Exportar')]),
        ]),
    });
    renderPage(<MyMicroTasksPage />, { route: '/activity/manage_activity' });
    const first = await screen.findByRole('region', { name: 'Instalar servidores · Cablear el rack' });
    expect(within(first).getByRole('checkbox', { name: 'Medir' })).not.toBeChecked();
    const overdue = within(first).getByText('Venció el 2 de marzo de 2026');
    expect(overdue.closest('.mantine-Badge-root')).toHaveAttribute('data-variant', 'outline');
    expect(within(first).getByText('Vence el 5 de enero de 2099')).toBeInTheDocument();
    expect(within(first).getByText('y 58 más en esta subtarea')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Cablear el rack' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/subtasks_in_task\//),
    );
    expect(screen.getByRole('region', { name: 'Migrar correo · Exportar buzones' })).toBeInTheDocument();
    expect(screen.getByText('Pendientes (3)')).toBeInTheDocument();
    expect(calls[0].params).toMatchObject({ state: 'pending', page: 1, per_page: 10 });
  });

  it("is titled with the sidebar's label, 'Microsubtarea' (issue 43, point 12)", async () => {
    signInWith(['Gestionar microtareas']);
    mockApi({
      'GET /api/my_micro_tasks': () => answer([group('Migrar correo', 'Exportar buzones', [item('Exportar')])]),
    });
    renderPage(<MyMicroTasksPage />, { route: '/activity/manage_activity' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Microsubtarea' })).toBeInTheDocument();
    const entry = SIDEBAR.flatMap((g) => g.entries).find((e) => e.to === '/activity/manage_activity');
    expect(entry?.label).toBe('Microsubtarea');
  });

  it('ticks an item at once and puts it back when the server refuses', async () => {
    signInWith(['Gestionar microtareas']);
    let refuse: (e: Error) => void = () => undefined;
    const calls = mockApi({
      'GET /api/my_micro_tasks': () => answer([group('Instalar servidores', 'Cablear el rack', [item('Medir')])]),
      'PUT /api/micro_tasks/:id/done': () => new Promise((_, reject) => (refuse = reject)),
    });
    renderPage(<MyMicroTasksPage />, { route: '/activity/manage_activity' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Medir' }));
    expect(screen.getByRole('checkbox', { name: 'Medir' })).toBeChecked();
    expect(screen.getByText('Pendientes (2)')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/micro_tasks/${item('Medir').public_id}/done`,
      body: { done: true },
    });
    refuse(new HttpError(403, 'No tiene permiso para realizar esta acción.', {}));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Medir' })).not.toBeChecked());
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    // Without 'Ver subtareas' the subtask is plain text, not a link.
    expect(screen.queryByRole('link', { name: 'Cablear el rack' })).not.toBeInTheDocument();
  });

  it('switches between pending and done through the URL', async () => {
    signInWith(['Gestionar microtareas']);
    const calls = mockApi({
      'GET /api/my_micro_tasks': () => answer([group('Instalar servidores', 'Cablear el rack', [item('Medir')])]),
    });
    renderPage(<MyMicroTasksPage />, { route: '/activity/manage_activity' });
    await screen.findByRole('checkbox', { name: 'Medir' });
    await userEvent.click(screen.getByText('Hechas (4)'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('state=done'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ state: 'done' }));
  });

  it('says so when there is nothing pending', async () => {
    signInWith(['Gestionar microtareas']);
    mockApi({ 'GET /api/my_micro_tasks': () => answer([], { pending: 0, done: 0 }) });
    renderPage(<MyMicroTasksPage />, { route: '/activity/manage_activity' });
    expect(await screen.findByText('No tiene microtareas pendientes')).toBeInTheDocument();
  });
});
