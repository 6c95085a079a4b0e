import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http.ts';
import { pageOf } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { MyTicketsPage } from './my-tickets-page.tsx';
import { emptyPage, ticketDetail, ticketItem } from './tickets.test-utils.ts';

// The real-time connection is the server's; here its listeners are kept so that a test can play an event.
const live = vi.hoisted(() => ({ listeners: new Map<string, (payload: unknown) => void>() }));
vi.mock('../../lib/realtime.ts', () => ({
  onRealtime: (event: string, listener: (payload: unknown) => void) => {
    live.listeners.set(event, listener);
    return () => live.listeners.delete(event);
  },
  onRealtimeReconnect: () => () => undefined,
  connectRealtime: () => undefined,
  disconnectRealtime: () => undefined,
}));

const mine = ticketItem({ title: 'Impresora atascada', status: 'En proceso' });
const detail = ticketDetail({ ...mine, description: '<p>Atasca cada hoja.</p><script>alert(1)</script>' });

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/my_tickets': () => pageOf([mine]),
    'GET /api/tickets/:id': () => detail,
    'GET /api/tickets/:id/comments': () => emptyPage,
    'GET /api/tickets/:id/history': () => emptyPage,
    'GET /api/active_departments': () => [],
    ...extra,
  });

describe('MyTicketsPage', () => {
  it('shows a ticket assigned while the page is open, without a reload', async () => {
    signInWith(['Gestionar ticket asignados']);
    const arrived = ticketItem({ title: 'Nuevo acceso a la VPN' });
    let assigned = false;
    api({ 'GET /api/my_tickets': () => pageOf(assigned ? [arrived, mine] : [mine]) });
    renderPage(<MyTicketsPage />, { route: '/ticket/manage_ticket' });
    await screen.findByText('Impresora atascada');
    expect(screen.queryByText('Nuevo acceso a la VPN')).not.toBeInTheDocument();
    assigned = true;
    act(() => live.listeners.get('TicketAssignedPublic')?.({ public_id: arrived.public_id }));
    expect(await screen.findByText('Nuevo acceso a la VPN')).toBeInTheDocument();
  });

  it('opens the ticket of the link (?ticket=) with its description cleaned, and sends no responsible filter', async () => {
    signInWith(['Gestionar ticket asignados']);
    const calls = api();
    renderPage(<MyTicketsPage />, { route: `/ticket/manage_ticket?ticket=${mine.public_id}&responsible_id=x` });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del ticket' });
    expect(await within(drawer).findByText('Atasca cada hoja.')).toBeInTheDocument();
    expect(drawer.querySelector('script')).toBeNull();
    expect(calls.find((c) => c.url === '/api/my_tickets')?.params).not.toHaveProperty('responsible_id');
    expect(screen.queryByRole('combobox', { name: 'Responsable' })).not.toBeInTheDocument();
  });

  it('solves a ticket: the server asks for the solution first, then takes it', async () => {
    signInWith(['Gestionar ticket asignados']);
    let tries = 0;
    const calls = api({
      'PUT /api/tickets/:id/status': ({ body }) => {
        tries += 1;
        if (tries === 1)
          throw new HttpError(
            422,
            'Datos inválidos',
            {},
            {
              solution: ['Escriba la solución para resolver o rechazar el ticket.'],
            },
          );
        return ticketDetail({ ...detail, ...(body as object), status: 'Resuelto' });
      },
    });
    renderPage(<MyTicketsPage />, { route: `/ticket/manage_ticket?ticket=${mine.public_id}` });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del ticket' });
    const form = await within(drawer).findByRole('form', { name: 'Atender ticket' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resuelto' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(form).findByText('Escriba la solución para resolver o rechazar el ticket.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(tries).toBe(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      url: `/api/tickets/${mine.public_id}/status`,
      body: { status: 'Resuelto' },
    });
  });

  it('comments on a ticket', async () => {
    signInWith(['Gestionar ticket asignados']);
    const calls = api({
      'POST /api/tickets/:id/comments': ({ body }) => ({
        public_id: mine.public_id,
        body: (body as { body: string }).body,
        author: null,
        created_at: new Date().toISOString(),
      }),
    });
    renderPage(<MyTicketsPage />, { route: `/ticket/manage_ticket?ticket=${mine.public_id}` });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del ticket' });
    await userEvent.type(await within(drawer).findByRole('textbox', { name: 'Nuevo comentario' }), 'Voy en camino');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `/api/tickets/${mine.public_id}/comments`,
        body: { body: '<p>Voy en camino</p>' },
      }),
    );
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'Nuevo comentario' })).toHaveValue(''));
  });
});
