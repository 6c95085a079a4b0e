import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { MyTasksPage } from './my-tasks-page.tsx';
import { myTask, projectA } from './tasks.test-utils.ts';
import { build, day } from '../../test/factories.ts';

const mine = myTask({ title: 'Actualizar manual', end_date: day(2), subtasks_count: 3, status: '1' });

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/my_tasks': () => pageOf([mine]),
    'GET /api/project_options': () => [projectA],
    ...extra,
  });

describe('MyTasksPage', () => {
  it('shows my tasks with the remaining days and a subtasks link with their count', async () => {
    signInWith(['Gestionar tareas asignadas', 'Ver subtareas']);
    api();
    renderPage(<MyTasksPage />, { route: '/task/manage_task' });
    const card = await screen.findByRole('listitem', { name: 'Actualizar manual' });
    expect(within(card).getByText('Faltan 2 días')).toBeInTheDocument();
    const subtasks = within(card).getByRole('link', { name: /Subtareas/ });
    expect(subtasks).toHaveAttribute('href', `/subtasks_in_task/${mine.public_id}`);
    expect(subtasks).toHaveTextContent('3');
    expect(within(card).getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', `/task/${mine.public_id}`);
  });

  it('moves the status of a task', async () => {
    signInWith(['Gestionar tareas asignadas']);
    let current = mine;
    const calls = api({
      'GET /api/my_tasks': () => pageOf([current]),
      'PUT /api/tasks/:id/status': ({ body }) => {
        current = { ...mine, ...(body as { status: '5' }) };
        return build.taskDetail(current);
      },
    });
    renderPage(<MyTasksPage />, { route: '/task/manage_task' });
    const card = await screen.findByRole('listitem', { name: 'Actualizar manual' });
    // Without 'Ver subtareas' the subtasks live in the task detail's section.
    expect(within(card).getByRole('link', { name: /Subtareas/ })).toHaveAttribute(
      'href',
      `/task/${mine.public_id}#subtareas`,
    );
    await userEvent.click(within(card).getByRole('combobox', { name: 'Estado de Actualizar manual' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finalizada' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/tasks/${mine.public_id}/status`,
      body: { status: '5' },
    });
    await waitFor(() => expect(within(card).getByText('No aplica')).toBeInTheDocument());
  });

  it('sends a second quick status change only once the first is saved, so the last choice is the one kept', async () => {
    signInWith(['Gestionar tareas asignadas']);
    let current = mine;
    let saveFirst = () => {};
    const sent: string[] = [];
    api({
      'GET /api/my_tasks': () => pageOf([current]),
      'PUT /api/tasks/:id/status': async ({ body }) => {
        const { status } = body as { status: typeof mine.status };
        sent.push(status);
        if (sent.length === 1) await new Promise<void>((resolve) => (saveFirst = resolve));
        current = { ...current, status };
        return build.taskDetail({ ...current });
      },
    });
    renderPage(<MyTasksPage />, { route: '/task/manage_task' });
    const card = await screen.findByRole('listitem', { name: 'Actualizar manual' });
    const status = within(card).getByRole('combobox', { name: 'Estado de Actualizar manual' });
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'En proceso' }));
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'Finalizada' }));
    // The first is still on its way: the second waits for it instead of racing it.
    expect(sent).toEqual(['2']);
    saveFirst();
    await waitFor(() => expect(sent).toEqual(['2', '5']));
    await waitFor(() => expect(within(card).getByText('No aplica')).toBeInTheDocument());
    expect(current.status).toBe('5');
  });

  it("says 'No tiene tareas asignadas' when there are none, and sends the URL's filters", async () => {
    signInWith(['Gestionar tareas asignadas']);
    const calls = api({ 'GET /api/my_tasks': () => pageOf([]) });
    renderPage(<MyTasksPage />, { route: '/task/manage_task' });
    expect(await screen.findByText('No tiene tareas asignadas')).toBeInTheDocument();

    renderPage(<MyTasksPage />, {
      route: `/task/manage_task?status=2&project_id=${projectA.public_id}&date_to=2026-06-30`,
    });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/my_tasks').at(-1)?.params).toMatchObject({
      status: '2',
      project_id: projectA.public_id,
      date_to: '2026-06-30',
    });
  });

  it('opens the task a notification points at (?task=)', async () => {
    signInWith(['Gestionar tareas asignadas']);
    api();
    const { history } = renderPage(<MyTasksPage />, { route: `/task/manage_task?task=${mine.public_id}` });
    await waitFor(() => expect(history.location.pathname).toBe(`/task/${mine.public_id}`));
  });
});
