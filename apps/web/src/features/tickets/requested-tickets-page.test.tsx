import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { RequestedTicketsPage } from './requested-tickets-page.tsx';
import { emptyPage, pedro, soporte, ticketDetail, ticketItem } from './tickets.test-utils.ts';

const REQUESTER = { update: false, work: false, close: false, comment: true, attach: true };
const late = ticketItem({
  title: 'Proyector sin imagen',
  responsible: pedro,
  overdue: true,
  due_at: new Date(Date.now() - 3_600_000).toISOString(),
  can: REQUESTER,
});
const waiting = ticketItem({ title: 'Alta en el sistema de nóminas', can: REQUESTER });
const file = {
  public_id: uid(4901),
  name: 'captura.png',
  mime: 'image/png',
  size: 2048,
  url: `/api/files/${uid(4901)}/captura.png`,
  uploaded_by: null,
  created_at: new Date().toISOString(),
};

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/my_requested_tickets': () => pageOf([late, waiting]),
    'GET /api/tickets/:id': ({ path }) =>
      path.id === late.public_id ? ticketDetail({ ...late, files: [file] }) : ticketDetail(waiting),
    'GET /api/tickets/:id/comments': () => emptyPage,
    'GET /api/tickets/:id/history': () => emptyPage,
    'GET /api/active_departments': () => [soporte],
    ...extra,
  });

describe('RequestedTicketsPage', () => {
  it('lists the tickets I raised with status, responsible and due date; overdue rows stand out', async () => {
    signInWith([]);
    const calls = api();
    renderPage(<RequestedTicketsPage />, { route: '/ticket/my_requests?status=Abierto&responsible_id=x' });
    expect(await screen.findByRole('heading', { name: 'Mis tickets solicitados' })).toBeInTheDocument();
    const row = (await screen.findByText('Proyector sin imagen')).closest('tr')!;
    expect(row).toHaveAttribute('data-tone', 'orange');
    expect(within(row).getByText('Pedro Soto')).toBeInTheDocument();
    expect(within(row).getByText(/Venció el/)).toBeInTheDocument();
    expect(within(screen.getByText('Alta en el sistema de nóminas').closest('tr')!).getByText('Sin asignar'));
    const params = calls.find((c) => c.url === '/api/my_requested_tickets')?.params;
    expect(params).toMatchObject({ status: 'Abierto' });
    expect(params).not.toHaveProperty('responsible_id');
    expect(screen.queryByRole('combobox', { name: 'Responsable' })).not.toBeInTheDocument();
  });

  it('opens a ticket with its files to download, and lets me add more while it is not closed', async () => {
    signInWith([]);
    api();
    renderPage(<RequestedTicketsPage />, { route: `/ticket/my_requests?ticket=${late.public_id}` });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del ticket' });
    await userEvent.click(await within(drawer).findByRole('tab', { name: 'Archivos (1)' }));
    expect(await within(drawer).findByRole('button', { name: 'Descargar captura.png' })).toBeInTheDocument();
    expect(within(drawer).getByText('Arrastre archivos o haga clic para elegirlos')).toBeInTheDocument();
    // Neither removing files nor the responsible's work panel: those are for who works the ticket.
    expect(within(drawer).queryByRole('button', { name: 'Quitar captura.png' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('form', { name: 'Atender ticket' })).not.toBeInTheDocument();
  });

  it('raises a new ticket with its files, then opens it', async () => {
    signInWith([]);
    const created = ticketDetail({ title: 'Silla rota', can: REQUESTER });
    const calls = api({
      'POST /api/tickets': () => created,
      'POST /api/tickets/:id/files': () => ({ data: [file] }),
      'GET /api/tickets/:id': () => created,
    });
    const { container } = renderPage(<RequestedTicketsPage />, { route: '/ticket/my_requests' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo ticket' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Silla rota');
    await userEvent.click(within(form).getByRole('combobox', { name: /^Departamento/ }));
    await userEvent.click(await screen.findByRole('option', { name: soporte.name }));
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'silla.png', { type: 'image/png' }));
    expect(await within(form).findByText('silla.png')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar ticket' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`ticket=${created.public_id}`));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/tickets')?.body).toMatchObject({
      title: 'Silla rota',
      department_id: soporte.public_id,
    });
    const upload = calls.find((c) => c.url === `/api/tickets/${created.public_id}/files`);
    expect((upload?.body as FormData).getAll('files').map((f) => (f as File).name)).toEqual(['silla.png']);
    expect(await screen.findByRole('dialog', { name: 'Detalle del ticket' })).toBeInTheDocument();
  });
});
