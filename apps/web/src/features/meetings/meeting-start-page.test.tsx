import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import dayjs from 'dayjs';
import type { TMeetingDetail, TMeetingTicket } from '@gestora/contract/meetings/meetings.schema';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { uid } from '../../test/factories.ts';
import { MeetingStartPage } from './meeting-start-page.tsx';
import { camila, meetingDetail, meetingTicket, meetingTicketsPage, pedro } from './meetings.test-data.ts';

const at = (id: string) => ({ route: `/meeting/start/${id}` });
const page = (
  <Routes>
    <Route path="/meeting/start/:id" element={<MeetingStartPage />} />
    <Route path="*" element={null} />
  </Routes>
);

/** A small server: the meeting's state moves with the calls the page makes. */
function meetingServer(initial: TMeetingDetail, previousTickets: TMeetingTicket[] = []) {
  let m = initial;
  const tickets: TMeetingTicket[] = [];
  const previous = previousTickets.map((t) => ({ ...t, carried: false }));
  const calls = mockApi({
    'GET /api/meetings/:id': () => m,
    'POST /api/meetings/:id/start': () => (m = { ...m, status: 'En curso', started_at: '2026-03-05T14:01:00.000Z' }),
    'PUT /api/meetings/:id/attendance': () => m,
    'PUT /api/meetings/:id/minutes': () => m,
    'POST /api/meetings/:id/finish': () =>
      (m = { ...m, status: 'Finalizada', can: { update: false, cancel: false, run: false } }),
    'POST /api/meetings/:id/agreements': ({ body }) => {
      const t = meetingTicket(tickets.length + 801, { title: (body as { title: string }).title });
      tickets.push(t);
      return t;
    },
    'GET /api/meetings/:id/tickets': () => meetingTicketsPage(m, tickets, 100),
    'GET /api/meetings/:id/carry_over': () => ({
      previous: previous.length
        ? { public_id: meetingDetail(2).public_id, title: 'Comité anterior', start_at: '2026-02-26T14:00:00.000Z' }
        : null,
      tickets: previous,
    }),
    'POST /api/meetings/:id/carry_over': ({ body }) => {
      const t = previous.find((p) => p.public_id === (body as { ticket_id: string }).ticket_id)!;
      t.carried = true;
      const { carried: _c, ...ticket } = t;
      tickets.push({ ...ticket, carried_over: true });
      return { ...ticket, carried_over: true };
    },
    'GET /api/user_options': () => [camila, pedro],
  });
  return calls;
}

describe('MeetingStartPage', () => {
  it('starts the meeting, takes attendance, raises an agreement as a ticket and finishes after confirming', async () => {
    signInWith(['Iniciar reunión', 'Mis reuniones']);
    const m = meetingDetail(5, { title: 'Comité semanal' });
    const calls = meetingServer(m, [meetingTicket(700, { title: 'Pendiente anterior', status: 'En proceso' })]);
    renderPage(page, at(m.public_id));

    expect(await screen.findByRole('heading', { name: 'Comité semanal' })).toBeInTheDocument();
    expect(screen.getByText('Revisar avances')).toBeInTheDocument();
    // Before it starts, the organiser sees who is invited.
    expect(screen.getByRole('heading', { name: 'Participantes (2)' })).toBeInTheDocument();
    expect(screen.getByText(`${pedro.name} ${pedro.last_name}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar reunión' }));
    expect(await screen.findByRole('button', { name: 'Guardar asistencia' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/start'))).toBe(true);

    // Carried over from the previous meeting of the same people: the same ticket joins this meeting's agreements.
    const carried = await screen.findByRole('table', { name: 'Acuerdos pendientes' });
    expect(within(carried).getByText('Pendiente anterior')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: `Asistió ${camila.name} ${camila.last_name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar asistencia' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.url.endsWith('/attendance'))?.body).toEqual({
        attendance: [
          { user_id: camila.public_id, attended: true },
          { user_id: pedro.public_id, attended: false },
        ],
      }),
    );

    const form = screen.getByRole('form', { name: 'Nuevo acuerdo' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Acuerdo/ }), 'Enviar el informe');
    const responsible = within(form).getByRole('combobox', { name: /Responsable/ });
    // Picked until the input shows it, then sent: once in CI (2026-11-28) the agreement's toast never came, most
    // likely a click on an option the remote select had just drawn again on a busy machine.
    await waitFor(async () => {
      if ((responsible as HTMLInputElement).value !== 'Pedro Soto') {
        await userEvent.click(responsible);
        await userEvent.click(await screen.findByRole('option', { name: /Pedro Soto/ }));
      }
      expect(responsible).toHaveValue('Pedro Soto');
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar acuerdo' }));
    expect(await screen.findByText('Se creó el ticket TCK-2026-00801 para el acuerdo.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/agreements'))?.body).toEqual({
      title: 'Enviar el informe',
      responsible_id: pedro.public_id,
      due_date: dayjs().add(7, 'day').format('YYYY-MM-DD'),
    });
    const agreements = await screen.findByRole('table', { name: 'Acuerdos de la reunión' });
    expect(await within(agreements).findByText('Enviar el informe')).toBeInTheDocument();

    await userEvent.click(within(carried).getByRole('button', { name: 'Trasladar TCK-2026-00700 a esta reunión' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/carry_over'))?.body).toEqual({
        ticket_id: uid(700),
      }),
    );
    expect(await within(carried).findByText('Trasladado')).toBeInTheDocument();
    expect(within(carried).queryByRole('button', { name: /^Trasladar/ })).not.toBeInTheDocument();
    expect(await within(agreements).findByText('Pendiente anterior')).toBeInTheDocument();
    expect(within(agreements).getByText('Trasladado')).toBeInTheDocument();
    expect(within(agreements).getByText('En proceso')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Finalizar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar reunión' });
    expect(calls.some((c) => c.url.endsWith('/finish'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar reunión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/meeting/show/${m.public_id}`));
    const order = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.split('/').pop()}`);
    expect(order.slice(-3)).toEqual(['PUT attendance', 'PUT minutes', 'POST finish']);
  });

  it('tells someone who may not run it why, with a way to the meeting', async () => {
    signInWith(['Iniciar reunión', 'Mis reuniones']);
    const m = meetingDetail(6, { status: 'Finalizada', can: { update: false, cancel: false, run: false } });
    meetingServer(m);
    renderPage(page, at(m.public_id));
    expect(await screen.findByText('La reunión está finalizada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la reunión' })).toHaveAttribute(
      'href',
      `/meeting/show/${m.public_id}`,
    );
    expect(screen.queryByRole('button', { name: 'Finalizar reunión' })).not.toBeInTheDocument();
  });
});
