import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@gestora/contract/messages';
import { renderPage, signInWith, TEST_USER } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import {
  EMPTY_NOTIFICATION_API,
  lastSocket,
  makeMenuItem,
  makeNotification,
  notificationsPage,
  prepareMenus,
  reachEnd,
} from '../../features/notifications/notifications.test-utils.ts';
import { NotificationBell } from './top-bar-buttons.tsx';
import { TaskMenu } from './task-menu.tsx';
import { TicketMenu } from './ticket-menu.tsx';

vi.mock(
  '../../lib/live-socket.ts',
  async () => (await import('../../features/notifications/notifications.test-utils.ts')).socketModule,
);

beforeEach(prepareMenus);

function renderMenus() {
  return renderPage(
    <>
      <NotificationBell />
      <TicketMenu />
      <TaskMenu />
    </>,
  );
}

type Api = Parameters<typeof mockApi>[0];

function api(over: Api = {}) {
  return mockApi({
    ...EMPTY_NOTIFICATION_API,
    'POST /api/update_all_notifications': () => ({ status: true }),
    'GET /api/user': () => ({ ...TEST_USER, permissions: ['Gestionar cuenta'] }),
    ...over,
  });
}

const LONG_TITLE = 'Revisar el contrato de mantenimiento de la flota norte 2026';

describe('task and ticket menus', () => {
  it("shows titles cut at 50 characters, the relative date and 'Visto'; opening zeroes the count and tells the server", async () => {
    signInWith([]);
    const seen = makeMenuItem({ title: 'Tarea ya revisada', status: '0' });
    const calls = api({
      'GET /api/tasks_in_member': ({ params }) =>
        params?.page === 1
          ? { tasks: [makeMenuItem({ title: LONG_TITLE }), seen], quantity_unread_notification: 3 }
          : { tasks: [], quantity_unread_notification: 3 },
    });
    renderMenus();

    expect(await screen.findByTestId('task-menu-count')).toHaveTextContent('3');
    expect(calls.find((c) => c.url === '/api/tasks_in_member')?.params).toEqual({
      page: 1,
      userId: TEST_USER.public_id,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tareas asignadas' }));

    const items = await screen.findAllByTestId('notification-item');
    expect(items[0]).toHaveTextContent(`${LONG_TITLE.slice(0, 50)}...`);
    expect(items[0]).toHaveTextContent('hace 5 minutos');
    expect(within(items[0]).queryByText(MSG.seen)).not.toBeInTheDocument();
    expect(within(items[1]).getByText(MSG.seen)).toBeInTheDocument();
    expect(screen.queryByTestId('task-menu-count')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/update_task_notification')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/notification/all_tasks_notifications/all',
    );
  });

  it("says 'No tiene tickets asignados' when there are none, and opening tells the server", async () => {
    signInWith([]);
    const calls = api();
    renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Tickets asignados' }));
    expect(await screen.findByText(MSG.noTickets)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/update_ticket_notification')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Tareas asignadas' }));
    expect(await screen.findByText(MSG.noTasks)).toBeInTheDocument();
  });

  it("loads the next page at the end of the list and stops, with 'No hay más registros.', on an empty page", async () => {
    signInWith([]);
    const pages: Record<number, ReturnType<typeof makeMenuItem>[]> = {
      1: Array.from({ length: 20 }, (_, i) => makeMenuItem({ title: `Tarea ${i + 1}` })),
      2: [makeMenuItem({ title: 'Tarea 21' })],
    };
    const calls = api({
      'GET /api/tasks_in_member': ({ params }) => ({
        tasks: pages[params?.page as number] ?? [],
        quantity_unread_notification: 0,
      }),
    });
    renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Tareas asignadas' }));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(20);
    expect(screen.queryByText(MSG.noMore)).not.toBeInTheDocument();

    act(() => reachEnd());
    expect(await screen.findByText('Tarea 21')).toBeInTheDocument();
    act(() => reachEnd());
    expect(await screen.findByText(MSG.noMore)).toBeInTheDocument();
    act(() => reachEnd());
    const pagesAsked = calls.filter((c) => c.url === '/api/tasks_in_member').map((c) => c.params?.page);
    expect(pagesAsked).toEqual([1, 2, 3]);
    expect(screen.getAllByTestId('notification-item')).toHaveLength(21);
  });

  it('a click marks the item seen and opens its link, or its place in the full list when it has none', async () => {
    signInWith([]);
    const withLink = makeMenuItem({ title: 'Con enlace', link: '/ticket/manage_ticket' });
    const without = makeMenuItem({ title: 'Sin enlace', link: null });
    const calls = api({
      'GET /api/tickets_in_responsible': () => ({ tickets: [withLink, without], quantity_unread_notification: 0 }),
    });
    renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Tickets asignados' }));
    await userEvent.click(await screen.findByText('Con enlace'));
    expect(screen.getByTestId('location')).toHaveTextContent('/ticket/manage_ticket');
    expect(calls.find((c) => c.url === '/api/update_all_notifications')?.body).toEqual({
      public_id: withLink.public_id,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Tickets asignados' }));
    expect(
      within(screen.getByText('Con enlace').closest('[data-testid="notification-item"]')!).getByText(MSG.seen),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Sin enlace'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/notification/all_tickets_notifications/${without.public_id}`,
    );
  });
});

describe('notification bell', () => {
  it("shows title, message cut at 30, 'Visto', the unread total, and marks all seen", async () => {
    signInWith([]);
    const unread = makeNotification({
      title: 'Ticket asignado',
      message: 'El ticket «Impresora del segundo piso» le fue asignado',
    });
    const read = makeNotification({ title: 'Reunión', message: 'Corta', status: '0' });
    const calls = api({
      'GET /api/all_notifications': ({ params }) =>
        params?.page === 1 ? notificationsPage([unread, read], 4) : notificationsPage([]),
    });
    renderMenus();
    expect(await screen.findByTestId('bell-count')).toHaveTextContent('4');
    expect(calls.find((c) => c.url === '/api/all_notifications')?.params).toMatchObject({ page: 1, reviewed: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    const [first, second] = await screen.findAllByTestId('notification-item');
    expect(first).toHaveTextContent('Ticket asignado');
    expect(first).toHaveTextContent(`${unread.message.slice(0, 30)}...`);
    expect(first).not.toHaveTextContent(MSG.seen);
    expect(second).toHaveTextContent(MSG.seen);

    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como vistas' }));
    expect(calls.find((c) => c.url === '/api/update_all_notifications')?.body).toEqual({ public_id: 'all' });
    expect(screen.queryByTestId('bell-count')).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('notification-item')[0]).getByText(MSG.seen)).toBeInTheDocument();
  });

  it("says 'No hay notificaciones' when there are none", async () => {
    signInWith([]);
    api();
    renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText(MSG.noNotifications)).toBeInTheDocument();
  });

  it('a click marks one seen (the count drops by one) and opens its link', async () => {
    signInWith([]);
    const n = makeNotification({ title: 'Sus permisos fueron actualizados', type: 'Account', link: '/profile' });
    const calls = api({
      'GET /api/all_notifications': ({ params }) =>
        params?.page === 1 ? notificationsPage([n], 2) : notificationsPage([]),
    });
    renderMenus();
    expect(await screen.findByTestId('bell-count')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    await userEvent.click(await screen.findByText('Sus permisos fueron actualizados'));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(calls.find((c) => c.url === '/api/update_all_notifications')?.body).toEqual({ public_id: n.public_id });
    expect(screen.getByTestId('bell-count')).toHaveTextContent('1');
  });
});

describe('real time', () => {
  it('ignores a NotificationChanel for someone else, and puts mine on top with the counts one higher', async () => {
    signInWith([]);
    const old = makeNotification({ title: 'Anterior' });
    api({
      'GET /api/all_notifications': ({ params }) =>
        params?.page === 1 ? notificationsPage([old], 1) : notificationsPage([]),
      'GET /api/tasks_in_member': () => ({ tasks: [makeMenuItem()], quantity_unread_notification: 1 }),
    });
    renderMenus();
    expect(await screen.findByTestId('bell-count')).toHaveTextContent('1');
    expect(await screen.findByTestId('task-menu-count')).toHaveTextContent('1');
    const socket = lastSocket();
    // The page's own origin (undefined), so that the session cookie goes with the handshake.
    expect(socket.options).toMatchObject({ path: '/socket.io', url: undefined });
    act(() => socket.serverConnect());
    // Only the board's channel is public; the assignment events come in the user's own room.
    expect(socket.sent.map((s) => s.args[0])).toEqual(['information-board-channel']);

    act(() =>
      socket.serverEmit('NotificationChanel', {
        notification: makeNotification({
          title: 'De otra persona',
          recipient_public_id: '0190a000-0000-7000-8000-0000000000ff',
        }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // the query cache notifies on a timer
    expect(screen.getByTestId('bell-count')).toHaveTextContent('1');

    act(() =>
      socket.serverEmit('NotificationChanel', { notification: makeNotification({ title: 'Tarea nueva para mí' }) }),
    );
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('task-menu-count')).toHaveTextContent('2');
    expect(screen.queryByTestId('ticket-menu-count')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Tarea nueva para mí', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Tarea nueva para mí'),
      expect.stringContaining('Anterior'),
    ]);
    expect(screen.queryByText('De otra persona')).not.toBeInTheDocument();
  });

  it("raises the ticket menu only for a ticket: a post or an 'Account' change goes to the bell (which reloads the permissions)", async () => {
    signInWith([]);
    const calls = api({
      'GET /api/tickets_in_responsible': () => ({
        tickets: [makeMenuItem({ title: 'TCK-2026-00009 · Acceso a la VPN' })],
        quantity_unread_notification: 0,
      }),
    });
    renderMenus();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/tickets_in_responsible')).toHaveLength(1));
    const socket = lastSocket();
    act(() =>
      socket.serverEmit('NotificationChanel', {
        notification: makeNotification({ type: 'Account', title: 'Sus permisos fueron actualizados' }),
      }),
    );
    act(() =>
      socket.serverEmit('NotificationChanel', {
        notification: makeNotification({ type: 'InformationBoard', title: 'Bienvenida al nuevo portal' }),
      }),
    );
    expect(await screen.findByTestId('bell-count')).toHaveTextContent('2');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/user')).toBe(true));
    expect(screen.queryByTestId('ticket-menu-count')).not.toBeInTheDocument();
    expect(screen.queryByTestId('task-menu-count')).not.toBeInTheDocument();

    act(() =>
      socket.serverEmit('NotificationChanel', {
        notification: makeNotification({ type: 'Ticket', title: 'TCK-2026-00016 · Impresora del segundo piso' }),
      }),
    );
    expect(await screen.findByTestId('ticket-menu-count')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Tickets asignados' }));
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('TCK-2026-00016 · Impresora del segundo piso'),
      expect.stringContaining('TCK-2026-00009 · Acceso a la VPN'),
    ]);
  });

  it('reloads the task menu on TaskAssignedPublic, the ticket menu on TicketAssignedPublic, and everything after a reconnection', async () => {
    signInWith([]);
    const calls = api();
    renderMenus();
    const count = (url: string) => calls.filter((c) => c.url === url).length;
    await waitFor(() => expect(count('/api/tasks_in_member')).toBe(1));
    const socket = lastSocket();
    act(() => socket.serverConnect());
    // The server sends these only to the assignees' own sockets, with nothing but the item's id.
    act(() => socket.serverEmit('TaskAssignedPublic', { public_id: '0190a000-0000-7000-8000-0000000000aa' }));
    await waitFor(() => expect(count('/api/tasks_in_member')).toBe(2));
    expect(count('/api/tickets_in_responsible')).toBe(1);
    act(() => socket.serverEmit('TicketAssignedPublic', { public_id: '0190a000-0000-7000-8000-0000000000bb' }));
    await waitFor(() => expect(count('/api/tickets_in_responsible')).toBe(2));
    expect(count('/api/tasks_in_member')).toBe(2);

    act(() => socket.serverConnect()); // a reconnection: catch up on what was missed
    await waitFor(() => expect(count('/api/all_notifications')).toBe(2));
    await waitFor(() => expect(count('/api/tickets_in_responsible')).toBe(3));
    expect(count('/api/tasks_in_member')).toBe(3);
  });

  it('closes the connection when the session ends', async () => {
    signInWith([]);
    api();
    renderMenus();
    await screen.findByRole('button', { name: 'Notificaciones' });
    const socket = lastSocket();
    const { clearSession } = await import('../../lib/session.ts');
    act(() => clearSession());
    expect(socket.disconnected).toBe(true);
  });
});
