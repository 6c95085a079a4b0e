import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { MeetingTicketsPage } from './meeting-tickets-page.tsx';
import { meetingDetail, meetingTicket, meetingTicketsPage, pedro } from './meetings.test-data.ts';

describe('MeetingTicketsPage', () => {
  it('lists the tickets the meeting raised with their status, responsible and due date', async () => {
    signInWith(['Ver reuniones']);
    const m = meetingDetail(11, { title: 'Comité de dirección', status: 'Finalizada' });
    const calls = mockApi({
      'GET /api/meetings/:id/tickets': () =>
        meetingTicketsPage(m, [
          meetingTicket(901, { title: 'Actualizar la caja', status: 'En proceso' }),
          meetingTicket(902, { title: 'Renovar licencias', responsible: pedro, overdue: true }),
        ]),
    });
    renderPage(
      <Routes>
        <Route path="/ticket_in_meetings/:id" element={<MeetingTicketsPage />} />
      </Routes>,
      { route: `/ticket_in_meetings/${m.public_id}` },
    );
    // The skeleton's table is replaced once the page arrives: look for the rows first.
    await screen.findByText('Actualizar la caja');
    const table = screen.getByRole('table', { name: 'Tickets de la reunión' });
    const first = within(table).getByText('Actualizar la caja').closest('tr')!;
    expect(within(first).getByText('En proceso')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'TCK-2026-00901' })).toHaveAttribute(
      'href',
      `/find_ticket/${meetingTicket(901).public_id}`,
    );
    const second = within(table).getByText('Renovar licencias').closest('tr')!;
    expect(within(second).getByText('Abierto · vencido')).toBeInTheDocument();
    expect(within(second).getByText('Pedro Soto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comité de dirección' })).toHaveAttribute(
      'href',
      `/meeting/show/${m.public_id}`,
    );
    expect(calls[0].url).toBe(`/api/meetings/${m.public_id}/tickets`);
  });
});
