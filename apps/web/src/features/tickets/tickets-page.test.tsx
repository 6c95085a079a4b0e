import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http.ts';
import { pageOf } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { TicketsPage } from './tickets-page.tsx';
import { camila, emptyPage, pedro, soporte, ticketDetail, ticketItem } from './tickets.test-utils.ts';

const late = ticketItem({
  title: 'Servidor caído',
  overdue: true,
  due_at: new Date(Date.now() - 3_600_000).toISOString(),
});
const fresh = ticketItem({ title: 'Cambiar contraseña', responsible: pedro });
const readOnly = ticketItem({
  title: 'Pedido cerrado',
  status: 'Cerrado',
  can: { update: false, work: false, close: false, comment: true, attach: false },
});

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/tickets': () => pageOf([late, fresh, readOnly]),
    'GET /api/active_departments': () => [soporte],
    'GET /api/user_options': () => [camila, pedro],
    ...extra,
  });

describe('TicketsPage', () => {
  it('lists every ticket with its code, status and responsible; an overdue row stands out', async () => {
    signInWith(['Ver ticket', 'Actualizar ticket']);
    api();
    renderPage(<TicketsPage />, { route: '/ticket' });
    const row = (await screen.findByText('Servidor caído')).closest('tr')!;
    expect(row).toHaveAttribute('data-tone', 'orange');
    expect(within(row).getByText(/Venció el/)).toBeInTheDocument();
    expect(within(row).getByText('Sin asignar')).toBeInTheDocument();
    const other = screen.getByText('Cambiar contraseña').closest('tr')!;
    expect(other).not.toHaveAttribute('data-tone');
    expect(within(other).getByText('Pedro Soto')).toBeInTheDocument();
  });

  it('keeps the filters in the URL and sends them to the API', async () => {
    signInWith(['Ver ticket']);
    const calls = api();
    renderPage(<TicketsPage />, { route: '/ticket?status=Abierto&overdue=true' });
    await screen.findByRole('table', { name: 'Tickets' });
    expect(calls.find((c) => c.url === '/api/tickets')?.params).toMatchObject({ status: 'Abierto', overdue: 'true' });
    await userEvent.type(screen.getByPlaceholderText('Buscar por código o título'), 'TCK-2026-00001');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=TCK-2026-00001'));
  });

  it('offers the actions each row allows: nothing to change on a ticket whose can says no', async () => {
    signInWith(['Ver ticket', 'Actualizar ticket']);
    api();
    renderPage(<TicketsPage />, { route: '/ticket' });
    await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${readOnly.code} Pedido cerrado` }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Asignar responsable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it('assigns the responsible of a ticket', async () => {
    signInWith(['Ver ticket', 'Actualizar ticket']);
    const calls = api({
      'PUT /api/tickets/:id/responsible': ({ path }) =>
        ticketDetail({ ...late, public_id: path.id, responsible: camila }),
    });
    renderPage(<TicketsPage />, { route: '/ticket' });
    await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${late.code} Servidor caído` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Asignar responsable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar responsable' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Responsable' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Camila Rojas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: `/api/tickets/${late.public_id}/responsible`,
        body: { responsible_id: camila.public_id },
      }),
    );
  });

  it('closes a ticket after asking', async () => {
    signInWith(['Ver ticket', 'Actualizar ticket']);
    const calls = api({
      'POST /api/tickets/:id/close': () => ticketDetail({ ...fresh, status: 'Cerrado' }),
    });
    renderPage(<TicketsPage />, { route: '/ticket' });
    await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${fresh.code} Cambiar contraseña` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar ticket' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar ticket' }));
    await waitFor(() => expect(calls.some((c) => c.url === `/api/tickets/${fresh.public_id}/close`)).toBe(true));
  });

  it('raises a new ticket, showing the server’s message under its field', async () => {
    signInWith(['Ver ticket']);
    let attempt = 0;
    const calls = api({
      'GET /api/tickets': () => emptyPage,
      'POST /api/tickets': ({ body }) => {
        attempt += 1;
        if (attempt === 1)
          throw new HttpError(422, 'El título ya existe.', {}, { title: ['Use otro título, por favor.'] });
        return ticketDetail({ ...(body as object), department: soporte });
      },
    });
    renderPage(<TicketsPage />, { route: '/ticket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    // Without 'Actualizar ticket' the responsible is left to the administration.
    expect(within(dialog).queryByRole('combobox', { name: 'Responsable' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Proyector roto');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Departamento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soporte técnico' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ticket' }));
    expect(await within(dialog).findByText('Use otro título, por favor.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ticket' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo ticket' })).not.toBeInTheDocument());
    const post = calls.filter((c) => c.method === 'POST').at(-1);
    expect(post?.body).toMatchObject({ title: 'Proyector roto', department_id: soporte.public_id, priority: 'Media' });
    expect(post?.body).not.toHaveProperty('responsible_id');
  });

  it('shows the empty state when there is no ticket', async () => {
    signInWith(['Ver ticket']);
    api({ 'GET /api/tickets': () => emptyPage });
    renderPage(<TicketsPage />, { route: '/ticket' });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
  });
});
