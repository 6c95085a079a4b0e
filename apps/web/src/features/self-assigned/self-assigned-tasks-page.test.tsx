import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SELF_TASK_STATUSES,
  type TSelfTask,
  type TSelfTaskBoard,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { buildSelfTask, pageOf, uid } from '../../test/factories.ts';
import { SelfAssignedTasksPage } from './self-assigned-tasks-page.tsx';

const work = { public_id: uid(8101), name: 'Trabajo', colour: '#228be6' };
const home = { public_id: uid(8102), name: 'Casa', colour: '#40c057' };

const report = buildSelfTask({
  public_id: uid(8201),
  title: 'Preparar informe',
  category: work,
  due_date: '2026-03-05',
  priority: 'Alta',
  overdue: true,
});
const call = buildSelfTask({ public_id: uid(8202), title: 'Llamar al banco', category: home, position: 2 });
const shop = buildSelfTask({ public_id: uid(8203), title: 'Comprar útiles', position: 3, priority: 'Baja' });
const review = buildSelfTask({ public_id: uid(8204), title: 'Revisar correo', status: 'En proceso' });
const done = buildSelfTask({ public_id: uid(8205), title: 'Pagar luz', status: 'Hecha', due_date: '2026-02-01' });
const ALL = [report, call, shop, review, done];

function boardOf(tasks: TSelfTask[]): TSelfTaskBoard {
  return {
    columns: SELF_TASK_STATUSES.map((status) => {
      const mine = tasks.filter((t) => t.status === status);
      return { status, total: mine.length, tasks: mine };
    }),
  };
}

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/self_assigned_task_board': () => boardOf(ALL),
    'GET /api/self_assigned_tasks': () => pageOf(ALL),
    'GET /api/self_assigned_category_options': () => [home, work],
    ...extra,
  });

const column = (status: string) => screen.getByTestId(`self-board-column-${status}`);
const titles = (status: string) =>
  within(column(status))
    .queryAllByRole('listitem')
    .map((c) => c.getAttribute('aria-label'));

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('SelfAssignedTasksPage board', () => {
  it('opens on the board: the three columns of the answer with their counts and cards', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api();
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    const card = await within(column('Pendiente')).findByRole('listitem', { name: 'Preparar informe' });
    expect(titles('Pendiente')).toEqual(['Preparar informe', 'Llamar al banco', 'Comprar útiles']);
    expect(titles('En proceso')).toEqual(['Revisar correo']);
    expect(titles('Hecha')).toEqual(['Pagar luz']);
    expect(within(column('Pendiente')).getByLabelText('3 tareas')).toHaveTextContent('3');
    expect(within(column('Hecha')).getByLabelText('1 tarea')).toHaveTextContent('1');
    // Category, priority and the overdue mark in the spec's date format.
    expect(within(card).getByText('Trabajo')).toBeInTheDocument();
    expect(within(card).getByText('Alta')).toBeInTheDocument();
    expect(within(card).getByText('Venció el 5 de marzo de 2026')).toBeInTheDocument();
    expect(within(column('Pendiente')).getByRole('listitem', { name: 'Comprar útiles' })).toHaveTextContent(
      'Sin categoría',
    );
    expect(calls.some((c) => c.url === '/api/self_assigned_tasks')).toBe(false);
  });

  it('sends the search, category and priority to the board, with "Sin categoría" as none', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api();
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task?category_id=none&priority=Alta&status=Hecha' });
    await screen.findByRole('region', { name: 'Pendiente' });
    const asked = calls.find((c) => c.url === '/api/self_assigned_task_board');
    expect(asked?.params).toEqual({ category_id: 'none', priority: 'Alta' });
    // The board has no status filter: its columns are the statuses.
    expect(screen.queryByRole('combobox', { name: 'Estado' })).not.toBeInTheDocument();
  });

  it('drops a card on another column: moves it at once and saves it after the card above it', async () => {
    signInWith(['Gestionar cuenta']);
    let release: () => void = () => {};
    const calls = api({
      'POST /api/self_assigned_tasks/:id/move': ({ body }) =>
        new Promise((resolve) => {
          release = () => resolve({ ...call, ...(body as object) });
        }),
    });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    const card = await within(column('Pendiente')).findByRole('listitem', { name: 'Llamar al banco' });
    // Onto the column itself: at its end, after 'Revisar correo'.
    fireEvent.dragStart(card);
    fireEvent.dragOver(column('En proceso'));
    fireEvent.drop(column('En proceso'));

    await waitFor(() => expect(titles('En proceso')).toEqual(['Revisar correo', 'Llamar al banco']));
    expect(titles('Pendiente')).toEqual(['Preparar informe', 'Comprar útiles']);
    expect(within(column('En proceso')).getByLabelText('2 tareas')).toBeInTheDocument();
    const moved = within(column('En proceso')).getByRole('listitem', { name: 'Llamar al banco' });
    expect(moved).toHaveAttribute('aria-busy', 'true');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/self_assigned_tasks/${call.public_id}/move`,
      body: { status: 'En proceso', after_id: review.public_id },
    });
    await act(async () => release());
  });

  it('reorders within a column: dropped on a card it goes before it (after_id null at the top)', async () => {
    signInWith(['Gestionar cuenta']);
    // The server's answer waits: what shows is the optimistic board.
    const calls = api({ 'POST /api/self_assigned_tasks/:id/move': () => new Promise(() => {}) });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    const last = await within(column('Pendiente')).findByRole('listitem', { name: 'Comprar útiles' });
    const first = within(column('Pendiente')).getByRole('listitem', { name: 'Preparar informe' });
    fireEvent.dragStart(last);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    await waitFor(() => expect(titles('Pendiente')).toEqual(['Comprar útiles', 'Preparar informe', 'Llamar al banco']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'Pendiente', after_id: null });
  });

  it('sends nothing when a card is dropped where it already is', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api();
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    const first = await within(column('Pendiente')).findByRole('listitem', { name: 'Preparar informe' });
    const second = within(column('Pendiente')).getByRole('listitem', { name: 'Llamar al banco' });
    // Before the card right below it: the same place.
    fireEvent.dragStart(first);
    fireEvent.dragOver(second);
    fireEvent.drop(second);
    // The last card onto its own column's end.
    const last = within(column('Pendiente')).getByRole('listitem', { name: 'Comprar útiles' });
    fireEvent.dragStart(last);
    fireEvent.dragOver(column('Pendiente'));
    fireEvent.drop(column('Pendiente'));
    expect(titles('Pendiente')).toEqual(['Preparar informe', 'Llamar al banco', 'Comprar útiles']);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('puts the card back and shows the server message when the move is refused', async () => {
    signInWith(['Gestionar cuenta']);
    let boards = 0;
    let answerRefetch: () => void = () => {};
    api({
      // The refetch after the refusal waits: what shows first is the rollback, not the server's board.
      'GET /api/self_assigned_task_board': () =>
        ++boards === 1
          ? boardOf(ALL)
          : new Promise((resolve) => {
              answerRefetch = () => resolve(boardOf(ALL));
            }),
      'POST /api/self_assigned_tasks/:id/move': () => {
        throw new HttpError(404, 'La tarea no existe o fue eliminada.', {});
      },
    });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    const card = await within(column('En proceso')).findByRole('listitem', { name: 'Revisar correo' });
    fireEvent.dragStart(card);
    fireEvent.dragOver(column('Hecha'));
    fireEvent.drop(column('Hecha'));
    expect(await screen.findByText('La tarea no existe o fue eliminada.')).toBeInTheDocument();
    await waitFor(() => expect(titles('En proceso')).toEqual(['Revisar correo']));
    expect(titles('Hecha')).toEqual(['Pagar luz']);
    await act(async () => answerRefetch());
  });

  it('on a phone stacks the columns and moves a card from its menu ("Mover a…")', async () => {
    window.innerWidth = 375;
    signInWith(['Gestionar cuenta']);
    const calls = api({ 'POST /api/self_assigned_tasks/:id/move': () => new Promise(() => {}) });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    await within(column('Pendiente')).findByRole('listitem', { name: 'Preparar informe' });
    // All three on the page, one under the other.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Pendiente',
      'En proceso',
      'Hecha',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Preparar informe' }));
    expect(await screen.findByText('Mover a…')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pendiente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Hecha' }));
    await waitFor(() => expect(titles('Hecha')).toEqual(['Preparar informe', 'Pagar luz']));
    // Done, it is no longer marked overdue.
    const moved = within(column('Hecha')).getByRole('listitem', { name: 'Preparar informe' });
    expect(within(moved).getByText('Vence el 5 de marzo de 2026')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/self_assigned_tasks/${report.public_id}/move`,
      body: { status: 'Hecha', after_id: null },
    });
  });

  it('moves a card one place down from its menu', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({
      'POST /api/self_assigned_tasks/:id/move': ({ body }) => ({ ...report, ...(body as object) }),
    });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Preparar informe' }));
    expect(screen.queryByRole('menuitem', { name: 'Subir' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bajar' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'Pendiente', after_id: call.public_id });
  });

  it('creates a task from "Nueva tarea" with its category, and shows the 422 messages under their fields', async () => {
    signInWith(['Gestionar cuenta']);
    let attempts = 0;
    const calls = api({
      'POST /api/self_assigned_tasks': ({ body }) => {
        if (++attempts === 1)
          throw new HttpError(
            422,
            'La categoría no existe.',
            {},
            { category_id: ['La categoría no existe.'], title: ['El título es demasiado parecido.'] },
          );
        return buildSelfTask(body as Partial<TSelfTask>);
      },
    });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva tarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tarea' });
    const title = within(dialog).getByRole('textbox', { name: /Título/ });
    await userEvent.type(title, 'Renovar pasaporte');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Casa' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText('La categoría no existe.')).toBeInTheDocument();
    expect(within(dialog).getByText('El título es demasiado parecido.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Renovar pasaporte',
      description: '',
      category_id: home.public_id,
      due_date: null,
      priority: 'Media',
      status: 'Pendiente',
    });
    await userEvent.type(title, ' y visa');
    expect(within(dialog).queryByText('El título es demasiado parecido.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
  });

  it('checks the title before sending', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api();
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva tarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tarea' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/El título/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens a card for editing on click', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({ 'PUT /api/self_assigned_tasks/:id': ({ body }) => ({ ...review, ...(body as object) }) });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    await userEvent.click(await screen.findByText('Revisar correo'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarea' });
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Revisar correo');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Título/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Revisar correos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/self_assigned_tasks/${review.public_id}`,
      body: { title: 'Revisar correos', status: 'En proceso' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar tarea' })).not.toBeInTheDocument());
  });

  it('deletes a card from its menu after confirming', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({ 'DELETE /api/self_assigned_tasks/:id': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Pagar luz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar tarea' });
    expect(confirm).toHaveTextContent('¿Desea eliminar la tarea «Pagar luz»?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/self_assigned_tasks/${done.public_id}`)).toBe(
      true,
    );
  });
});

describe('SelfAssignedTasksPage list', () => {
  it('switches to the list, kept in the URL, with its columns, filters and sort', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api();
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task?priority=Alta' });
    await screen.findByRole('region', { name: 'Pendiente' });
    await userEvent.click(screen.getByText('Lista'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/self_assigned_task?priority=Alta&view=list'),
    );
    const table = await screen.findByRole('table', { name: 'Tareas autoasignadas' });
    const row = within(table).getByText('Preparar informe').closest('tr') as HTMLElement;
    expect(within(row).getByText('Trabajo')).toBeInTheDocument();
    expect(within(row).getByText('Venció el 5 de marzo de 2026')).toBeInTheDocument();
    expect(within(row).getByText('Alta')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/self_assigned_tasks')?.params).toMatchObject({
      priority: 'Alta',
      sort: 'due_date',
      page: 1,
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Vencimiento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vencidas' }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ overdue: 'true', priority: 'Alta' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hecha' }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ status: 'Hecha', overdue: 'true' }));
  });

  it('edits and deletes from the row menu', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({ 'DELETE /api/self_assigned_tasks/:id': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(<SelfAssignedTasksPage />, { route: '/self_assigned_task?view=list' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Llamar al banco' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarea' });
    expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toHaveValue('Casa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Llamar al banco' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar tarea' })).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/self_assigned_tasks/${call.public_id}`)).toBe(
        true,
      ),
    );
  });
});
