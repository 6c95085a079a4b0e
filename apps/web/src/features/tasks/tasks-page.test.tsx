import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTaskBoard, TTaskListItem } from '@gestora/contract/tasks/tasks.schema';
import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { TasksPage } from './tasks-page.tsx';
import { camila, pedro, projectA, taskItem } from './tasks.test-utils.ts';
import { build, day } from '../../test/factories.ts';

const ALL: Permission[] = [
  'Ver tareas',
  'Registrar tareas',
  'Actualizar tareas',
  'Eliminar tareas',
  'Ver todos los proyectos',
];

const dueToday = taskItem({ title: 'Preparar informe', end_date: day(0), priority: 'Alta' });
const late = taskItem({ title: 'Enviar propuesta', end_date: day(-2), status: '2' });
const soon = taskItem({ title: 'Revisar diseño', end_date: day(3), priority: 'Urgente', members: [camila, pedro] });
const tomorrow = taskItem({ title: 'Llamar al cliente', end_date: day(1) });
const noDate = taskItem({ title: 'Ordenar archivo' });
const finishedLate = taskItem({ title: 'Cerrar contrato', end_date: day(-5), status: '5' });
const ALL_TASKS = [dueToday, late, soon, tomorrow, noDate, finishedLate];

function boardOf(tasks: TTaskListItem[]): TTaskBoard {
  const names = ['Pendiente', 'En proceso', 'En revisión', 'Devuelta', 'Finalizada'];
  return {
    columns: (['1', '2', '3', '4', '5'] as const).map((status, i) => {
      const data = tasks.filter((t) => t.status === status);
      return { status, name: names[i], total: data.length, data };
    }),
  };
}

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/tasks': () => pageOf(ALL_TASKS),
    'GET /api/tasks/board': () => boardOf(ALL_TASKS),
    'GET /api/project_options': () => [projectA],
    'GET /api/user_options': () => [camila, pedro],
    ...extra,
  });

const column = (status: string) => screen.getByTestId(`board-column-${status}`);

describe('TasksPage list', () => {
  it('shows each task with project, status, priority and the remaining-days label', async () => {
    signInWith(ALL);
    api();
    renderPage(<TasksPage />, { route: '/task' });
    await screen.findByText('Preparar informe');
    const table = screen.getByRole('table', { name: 'Tareas' });
    const row = (title: string) => within(table).getByText(title).closest('tr') as HTMLElement;
    expect(within(row('Preparar informe')).getByText('Finaliza hoy')).toBeInTheDocument();
    expect(
      within(row('Enviar propuesta')).getByText('La fecha  de entrega terminó', { normalizer: (s) => s }),
    ).toBeInTheDocument();
    expect(within(row('Revisar diseño')).getByText('Faltan 3 días')).toBeInTheDocument();
    expect(within(row('Llamar al cliente')).getByText('Falta 1 día')).toBeInTheDocument();
    expect(within(row('Ordenar archivo')).getByText('No aplica')).toBeInTheDocument();
    expect(within(row('Cerrar contrato')).getByText('No aplica')).toBeInTheDocument();
    expect(within(row('Cerrar contrato')).getByText('Finalizada')).toBeInTheDocument();
    expect(within(row('Enviar propuesta')).getByText('En proceso')).toBeInTheDocument();
    expect(within(row('Revisar diseño')).getByText('Urgente')).toBeInTheDocument();
    expect(within(row('Revisar diseño')).getByLabelText('Miembros: Camila Rojas, Pedro Soto')).toBeInTheDocument();
    expect(within(row('Preparar informe')).getByText('Portal web')).toBeInTheDocument();
  });

  it('sends the filters of the URL to the server', async () => {
    signInWith(ALL);
    const calls = api();
    renderPage(<TasksPage />, {
      route: `/task?status=2&priority=Alta&project_id=${projectA.public_id}&member_id=${camila.public_id}&date_from=2026-01-01&date_to=2026-12-31&q=informe`,
    });
    await screen.findByRole('table', { name: 'Tareas' });
    expect(calls.find((c) => c.url === '/api/tasks')?.params).toMatchObject({
      status: '2',
      priority: 'Alta',
      project_id: projectA.public_id,
      member_id: camila.public_id,
      date_from: '2026-01-01',
      date_to: '2026-12-31',
      q: 'informe',
    });
    // The filter bar writes its dates as every screen does (spec section 9), not '1 ene 2026'.
    expect(screen.getByLabelText('Vence desde')).toHaveTextContent('1 de enero de 2026');
    expect(screen.getByLabelText('Vence hasta')).toHaveTextContent('31 de diciembre de 2026');
  });

  it('without write permissions: no create button, only "Ver" in the row menu', async () => {
    signInWith(['Ver tareas']);
    api();
    renderPage(<TasksPage />, { route: '/task' });
    await screen.findByText('Preparar informe');
    expect(screen.queryByRole('link', { name: 'Registrar tarea' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Preparar informe' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('switches to the board through the segmented control, kept in the URL', async () => {
    signInWith(ALL);
    api();
    renderPage(<TasksPage />, { route: '/task?priority=Alta' });
    await screen.findByRole('table', { name: 'Tareas' });
    expect(screen.getByRole('link', { name: 'Registrar tarea' })).toHaveAttribute('href', '/task/create');
    await userEvent.click(screen.getByText('Tablero'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/task?priority=Alta&view=board'));
    expect(await screen.findByRole('region', { name: 'Pendiente' })).toBeInTheDocument();
  });
});

describe('TasksPage board', () => {
  it('drops a card on another column: moves it at once and calls the status API', async () => {
    signInWith(ALL);
    let release: () => void = () => {};
    let saved = ALL_TASKS;
    const calls = api({
      'GET /api/tasks/board': () => boardOf(saved),
      'PUT /api/tasks/:id/status': ({ body }) =>
        new Promise((resolve) => {
          release = () => {
            saved = ALL_TASKS.map((t) => (t === dueToday ? { ...t, status: '5' } : t));
            resolve(build.taskDetail({ ...dueToday, ...(body as object) }));
          };
        }),
    });
    renderPage(<TasksPage />, { route: '/task?view=board' });
    const card = await within(column('1')).findByRole('listitem', { name: 'Preparar informe' });
    expect(within(column('1')).getByText('Finaliza hoy')).toBeInTheDocument();

    fireEvent.dragStart(card);
    fireEvent.dragOver(column('5'));
    fireEvent.drop(column('5'));

    // Optimistic: in 'Finalizada' before the server answers, where the label becomes 'No aplica'.
    const moved = await within(column('5')).findByRole('listitem', { name: 'Preparar informe' });
    expect(within(moved).getByText('No aplica')).toBeInTheDocument();
    expect(within(column('1')).queryByRole('listitem', { name: 'Preparar informe' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/tasks/${dueToday.public_id}/status`,
      body: { status: '5' },
    });
    // While the server has not answered, the card says it is being saved.
    expect(moved).toHaveAttribute('aria-busy', 'true');
    expect(within(moved).getByRole('status', { name: 'Guardando el estado de Preparar informe' })).toBeInTheDocument();
    await act(async () => release());
    // Accepted: a short toast says where it went, and the card is marked where it landed.
    expect(await screen.findByText('La tarea «Preparar informe» pasó a Finalizada.')).toBeInTheDocument();
    const landed = within(column('5')).getByRole('listitem', { name: 'Preparar informe' });
    expect(landed).toHaveAttribute('data-move', 'moved');
    expect(landed).not.toHaveAttribute('aria-busy');
  });

  it('puts the card back and shows the server message when the move is refused', async () => {
    signInWith(ALL);
    let boards = 0;
    let answerRefetch: () => void = () => {};
    api({
      // The refetch after the refusal waits: what shows first is the rollback, not the server's board.
      'GET /api/tasks/board': () =>
        ++boards === 1
          ? boardOf(ALL_TASKS)
          : new Promise((resolve) => {
              answerRefetch = () => resolve(boardOf(ALL_TASKS));
            }),
      'PUT /api/tasks/:id/status': () => {
        throw new HttpError(403, 'No tiene permiso para realizar esta acción.', {});
      },
    });
    renderPage(<TasksPage />, { route: '/task?view=board' });
    const card = await within(column('2')).findByRole('listitem', { name: 'Enviar propuesta' });
    fireEvent.dragStart(card);
    fireEvent.dragOver(column('3'));
    fireEvent.drop(column('3'));
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(column('2')).getByRole('listitem', { name: 'Enviar propuesta' })).toBeInTheDocument(),
    );
    expect(within(column('3')).queryByRole('listitem', { name: 'Enviar propuesta' })).not.toBeInTheDocument();
    // Back where it was, marked as refused once the board is read again, and no word of success.
    await act(async () => answerRefetch());
    await waitFor(() =>
      expect(within(column('2')).getByRole('listitem', { name: 'Enviar propuesta' })).toHaveAttribute(
        'data-move',
        'failed',
      ),
    );
    expect(screen.queryByText(/pasó a/)).not.toBeInTheDocument();
  });

  it('moves a card from its menu too (keyboard and touch)', async () => {
    signInWith(ALL);
    const calls = api({
      'PUT /api/tasks/:id/status': ({ body }) => build.taskDetail({ ...soon, ...(body as object) }),
    });
    renderPage(<TasksPage />, { route: '/task?view=board' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mover Revisar diseño' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'En revisión' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { status: '3' } });
  });

  it('moves only the cards the server lets this viewer move (can.change_status: a member without update rights)', async () => {
    signInWith(['Ver tareas', 'Gestionar tareas asignadas'], { public_id: pedro.public_id });
    const locked = { update: false, delete: false, change_status: false };
    const rows = ALL_TASKS.map((t) => ({ ...t, can: t === soon ? { ...locked, change_status: true } : locked }));
    api({ 'GET /api/tasks/board': () => boardOf(rows) });
    renderPage(<TasksPage />, { route: '/task?view=board' });
    const own = await screen.findByRole('listitem', { name: 'Revisar diseño' });
    const other = screen.getByRole('listitem', { name: 'Preparar informe' });
    expect(own).toHaveAttribute('draggable', 'true');
    expect(other).toHaveAttribute('draggable', 'false');
    expect(screen.queryByRole('button', { name: 'Mover Preparar informe' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover Revisar diseño' })).toBeInTheDocument();
  });

  it('loads a long column’s further cards page by page (Cargar más), and a card moved from them leaves at once', async () => {
    signInWith(ALL);
    const CAP = TASK_BOARD_COLUMN_CAP;
    const pending = Array.from({ length: 2 * CAP + 5 }, (_, i) => taskItem({ title: `Pendiente nº ${i + 1}` }));
    const firstCards = pending.slice(0, CAP);
    const calls = api({
      'GET /api/tasks/board': () => {
        const board = boardOf(firstCards);
        board.columns[0].total = pending.length;
        return board;
      },
      'GET /api/tasks': ({ params }) => {
        const page = Number(params?.page);
        return pageOf(pending.slice((page - 1) * CAP, page * CAP), {
          current_page: page,
          per_page: CAP,
          total: pending.length,
        });
      },
      'PUT /api/tasks/:id/status': () => new Promise(() => {}),
    });
    renderPage(<TasksPage />, { route: '/task?view=board&priority=Alta' });
    await within(column('1')).findByRole('listitem', { name: `Pendiente nº ${CAP}` });
    expect(within(column('1')).queryByRole('listitem', { name: `Pendiente nº ${CAP + 1}` })).not.toBeInTheDocument();

    await userEvent.click(within(column('1')).getByRole('button', { name: `Cargar más (${CAP} de ${2 * CAP + 5})` }));
    await within(column('1')).findByRole('listitem', { name: `Pendiente nº ${2 * CAP}` });
    // The column's own status, the board's filters, the list's page of the board's size.
    expect(calls.filter((c) => c.url === '/api/tasks').map((c) => c.params)).toEqual([
      { priority: 'Alta', status: '1', per_page: CAP, page: 2 },
    ]);
    await userEvent.click(
      within(column('1')).getByRole('button', { name: `Cargar más (${2 * CAP} de ${2 * CAP + 5})` }),
    );
    await within(column('1')).findByRole('listitem', { name: `Pendiente nº ${2 * CAP + 5}` });
    expect(within(column('1')).getAllByRole('listitem')).toHaveLength(2 * CAP + 5);
    expect(within(column('1')).queryByRole('button', { name: /Cargar más/ })).not.toBeInTheDocument();

    const further = within(column('1')).getByRole('listitem', { name: `Pendiente nº ${CAP + 3}` });
    fireEvent.dragStart(further);
    fireEvent.dragOver(column('5'));
    fireEvent.drop(column('5'));
    await waitFor(() =>
      expect(within(column('1')).queryByRole('listitem', { name: `Pendiente nº ${CAP + 3}` })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { status: '5' } });
  });
});
