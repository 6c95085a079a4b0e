import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { pageOf } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { FindTicketPage } from './find-ticket-page.tsx';
import { TicketSolutionsPage } from './ticket-solutions-page.tsx';
import { publicTicket, soporte } from './tickets.test-utils.ts';

const at = () => (
  <Routes>
    <Route path="/find_ticket/:id" element={<FindTicketPage />} />
    <Route path="/find_ticket" element={<TicketSolutionsPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('FindTicketPage', () => {
  it('shows a ticket’s status, solution and status steps by its code', async () => {
    signInWith([]);
    const calls = mockApi({ 'GET /api/find_ticket/:id': () => publicTicket() });
    renderPage(at(), { route: '/find_ticket/TCK-2026-00042' });
    expect(await screen.findByRole('heading', { name: 'La impresora no imprime' })).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/find_ticket/TCK-2026-00042');
    // The ticket's facts (TicketFacts, as in the drawer), with its state, and no people: the page is public.
    const ticket = publicTicket();
    for (const label of ['Estado', 'Prioridad', 'Departamento', 'Registrado', 'Vencimiento'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(ticket.department!.name)).toBeInTheDocument();
    expect(screen.queryByText('Solicitante')).not.toBeInTheDocument();
    const solution = screen.getByLabelText('Solución');
    expect(within(solution).getByText('tóner')).toBeInTheDocument();
    const steps = screen.getByLabelText('Historial del ticket');
    expect(within(steps).getByText('Ticket registrado')).toBeInTheDocument();
    expect(within(steps).getByText('Responsable asignado')).toBeInTheDocument();
    expect(within(steps).getByText('Cambio de estado')).toBeInTheDocument();
  });

  it('says so when no ticket has that code, and offers to search again', async () => {
    signInWith([]);
    mockApi({
      'GET /api/find_ticket/:id': () => {
        throw new HttpError(404, 'No se encontró ningún ticket con ese código.', {});
      },
    });
    renderPage(at(), { route: '/find_ticket/TCK-2026-09999' });
    expect(await screen.findByText('No se encontró ningún ticket con ese código.')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar ticket por código' })).toBeInTheDocument();
  });
});

describe('TicketSolutionsPage', () => {
  const solved = {
    public_id: publicTicket().public_id,
    code: 'TCK-2026-00042',
    title: 'La impresora no imprime',
    status: 'Resuelto' as const,
    department: soporte,
    solved_at: new Date().toISOString(),
    solution_excerpt: 'Se cambió el tóner.',
  };

  it('searches the solutions and looks a ticket up by code', async () => {
    signInWith([]);
    const calls = mockApi({
      'GET /api/ticket_solutions': () => pageOf([solved]),
      'GET /api/find_ticket/:id': () => publicTicket(),
    });
    renderPage(at(), { route: '/find_ticket' });
    expect(await screen.findByText('Se cambió el tóner.')).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Buscar ticket por código' });
    await userEvent.type(within(search).getByRole('textbox', { name: 'Código del ticket' }), 'abc');
    await userEvent.click(within(search).getByRole('button', { name: 'Buscar ticket' }));
    expect(await within(search).findByText('Ingrese un código de ticket (TCK-AAAA-NNNNN).')).toBeInTheDocument();
    await userEvent.clear(within(search).getByRole('textbox', { name: 'Código del ticket' }));
    await userEvent.type(within(search).getByRole('textbox', { name: 'Código del ticket' }), 'tck-2026-00042');
    await userEvent.click(within(search).getByRole('button', { name: 'Buscar ticket' }));
    expect(await screen.findByRole('heading', { name: 'La impresora no imprime' })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/find_ticket/TCK-2026-00042');
  });

  it('opens the new ticket form from the address (?nuevo=1, the ticket menu’s link) for any signed-in user', async () => {
    signInWith([]);
    mockApi({ 'GET /api/ticket_solutions': () => pageOf([]), 'GET /api/active_departments': () => [soporte] });
    renderPage(at(), { route: '/find_ticket?nuevo=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toBeInTheDocument();
  });
});
