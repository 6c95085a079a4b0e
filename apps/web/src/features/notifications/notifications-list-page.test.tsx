import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { MSG } from '@gestora/contract/messages';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { HttpError } from '../../lib/http.ts';
import { TaskNotificationsPage, TicketNotificationsPage } from './notifications-list-page.tsx';
import {
  installIntersectionObserver,
  makeNotification,
  notificationsPage,
  reachEnd,
} from './notifications.test-utils.ts';

beforeEach(() => installIntersectionObserver());

function renderList(route: string) {
  return renderPage(
    <Routes>
      <Route path="/notification/all_tasks_notifications/:id" element={<TaskNotificationsPage />} />
      <Route path="/notification/all_tickets_notifications/:id" element={<TicketNotificationsPage />} />
    </Routes>,
    { route },
  );
}

describe('full notification lists', () => {
  it('lists the task notifications with messages cut at 30, loads pages while scrolling and ends on an empty page', async () => {
    signInWith(['Gestionar cuenta']);
    const first = Array.from({ length: 20 }, (_, i) =>
      makeNotification({
        title: `Tarea ${i + 1}`,
        message: 'Se le asignó la tarea «Preparar el informe trimestral»',
        status: i === 1 ? '0' : '1',
      }),
    );
    const pages: Record<number, ReturnType<typeof makeNotification>[]> = {
      1: first,
      2: [makeNotification({ title: 'Tarea 21' })],
    };
    const calls = mockApi({
      'GET /api/all_notifications': ({ params }) => notificationsPage(pages[params?.page as number] ?? [], 5),
    });
    renderList('/notification/all_tasks_notifications/all');

    expect(await screen.findByRole('heading', { name: 'Notificaciones de tareas' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('notification-row');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Se le asignó la tarea «Prepara...');
    expect(rows[0]).toHaveTextContent('María González');
    expect(within(rows[1]).getByText(MSG.seen)).toBeInTheDocument();
    expect(within(rows[0]).queryByText(MSG.seen)).not.toBeInTheDocument();
    expect(calls[0].params).toEqual({ page: 1, reviewed: '1', type: 'task' });

    act(() => reachEnd());
    expect(await screen.findByText('Tarea 21')).toBeInTheDocument();
    act(() => reachEnd());
    expect(await screen.findByText(MSG.noMore)).toBeInTheDocument();
    act(() => reachEnd());
    expect(calls.map((c) => c.params?.page)).toEqual([1, 2, 3]);
  });

  it("says 'No se encontraron registros' when the first page is empty", async () => {
    signInWith(['Gestionar cuenta']);
    const calls = mockApi({ 'GET /api/all_notifications': () => notificationsPage([]) });
    renderList('/notification/all_tickets_notifications/all');
    expect(await screen.findByText(MSG.noRecords)).toBeInTheDocument();
    expect(screen.queryByText(MSG.noMore)).not.toBeInTheDocument();
    expect(calls[0].params).toMatchObject({ type: 'ticket' });
  });

  it('opens the notification of the address in a modal and marks it seen; closing goes back to the whole list', async () => {
    signInWith(['Gestionar cuenta']);
    const n = makeNotification({
      type: 'Ticket',
      title: 'Ticket resuelto',
      message: 'Su ticket «Impresora» fue resuelto por el equipo de soporte',
      link: '/ticket',
    });
    const calls = mockApi({
      'GET /api/all_notifications': () => notificationsPage([n]),
      'GET /api/find_notification': ({ params }) =>
        params?.public_id === n.public_id ? n : Promise.reject(new HttpError(404, MSG.notFound, {})),
      'POST /api/update_all_notifications': () => ({ status: true }),
    });
    renderList(`/notification/all_tickets_notifications/${n.public_id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Ticket resuelto' });
    expect(within(dialog).getByText(n.message)).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ public_id: n.public_id }));
    expect(await within(dialog).findByText(MSG.seen)).toBeInTheDocument();
    expect(within(screen.getByTestId('notification-row')).getByText(MSG.seen)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ticket$/);
  });

  it('a click on a row opens it; a notification that is not mine closes quietly back to the list', async () => {
    signInWith(['Gestionar cuenta']);
    const n = makeNotification({ title: 'Tarea vencida', status: '0' });
    const calls = mockApi({
      'GET /api/all_notifications': () => notificationsPage([n]),
      'GET /api/find_notification': ({ params }) =>
        params?.public_id === n.public_id ? n : Promise.reject(new HttpError(404, MSG.notFound, {})),
    });
    renderList('/notification/all_tasks_notifications/0190a000-0000-7000-8000-00000000dead');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/notification/all_tasks_notifications/all'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByText('Tarea vencida'));
    expect(await screen.findByRole('dialog', { name: 'Tarea vencida' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/notification/all_tasks_notifications/${n.public_id}`);
    // Already seen: nothing to tell the server.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/notification/all_tasks_notifications/all'),
    );
  });
});
