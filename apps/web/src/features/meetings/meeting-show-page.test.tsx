import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { MeetingShowPage } from './meeting-show-page.tsx';
import { camila, meetingDetail, meetingTicket, meetingTicketsPage, participant, pedro } from './meetings.test-data.ts';

const page = (
  <Routes>
    <Route path="/meeting/show/:id" element={<MeetingShowPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('MeetingShowPage', () => {
  it('reads the meeting: when, where, participants with attendance, agenda, minutes and the .ics download', async () => {
    signInWith(['Mis reuniones', 'Ver reuniones']);
    const m = meetingDetail(3, {
      title: 'Revisión de seguridad',
      status: 'Finalizada',
      minutes: '<p>Se acordó <strong>parchar</strong></p><img src=x onerror="alert(1)">',
      participants: [participant(camila, true), participant(pedro, false)],
      tickets_count: 2,
      can: { update: false, cancel: false, run: false },
    });
    mockApi({
      'GET /api/meetings/:id': () => m,
      'GET /api/meetings/:id/tickets': () =>
        meetingTicketsPage(m, [meetingTicket(31, { title: 'Parchar equipos', status: 'Cerrado' })]),
    });
    renderPage(page, { route: `/meeting/show/${m.public_id}` });
    expect(await screen.findByRole('heading', { name: 'Revisión de seguridad' })).toBeInTheDocument();
    expect(screen.getByText('Finalizada')).toBeInTheDocument();
    expect(screen.getByText('Sala 2')).toBeInTheDocument();
    expect(screen.getByText('Organiza: Carmen Vega')).toBeInTheDocument();
    expect(screen.getByText('Asistió')).toBeInTheDocument();
    expect(screen.getByText('No asistió')).toBeInTheDocument();
    expect(screen.getByText('parchar')).toBeInTheDocument();
    const agreements = await screen.findByRole('table', { name: 'Acuerdos de la reunión' });
    expect(await within(agreements).findByText('Parchar equipos')).toBeInTheDocument();
    expect(within(agreements).getByText('Cerrado')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Descargar .ics' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/api/meetings/${m.public_id}/ics`),
    );
    expect(screen.getByRole('link', { name: 'Ver tickets' })).toHaveAttribute(
      'href',
      `/ticket_in_meetings/${m.public_id}`,
    );
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar reunión' })).not.toBeInTheDocument();
  });

  it('cancels a scheduled meeting after confirming', async () => {
    signInWith(['Mis reuniones', 'Actualizar reuniones', 'Iniciar reunión']);
    let m = meetingDetail(4, { title: 'Comité' });
    const calls = mockApi({
      'GET /api/meetings/:id': () => m,
      'POST /api/meetings/:id/cancel': () =>
        (m = {
          ...m,
          status: 'Cancelada',
          display_status: 'Cancelada',
          can: { update: false, cancel: false, run: false },
        }),
    });
    renderPage(page, { route: `/meeting/show/${m.public_id}` });
    expect(await screen.findByRole('link', { name: 'Iniciar reunión' })).toHaveAttribute(
      'href',
      `/meeting/start/${m.public_id}`,
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/meeting/edit/${m.public_id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reunión' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reunión' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancelar reunión' })).not.toBeInTheDocument();
  });

  it("reads a past meeting never started as 'Sin iniciar', and lets the server name its calendar file", async () => {
    signInWith(['Mis reuniones', 'Actualizar reuniones', 'Iniciar reunión']);
    const m = meetingDetail(5, {
      title: 'Presentación de Gestora a las jefaturas de todas las áreas',
      start_at: '2026-03-05T14:00:00.000Z',
      end_at: '2026-03-05T15:00:00.000Z',
      status: 'Programada',
      display_status: 'Sin iniciar',
    });
    mockApi({ 'GET /api/meetings/:id': () => m });
    renderPage(page, { route: `/meeting/show/${m.public_id}` });
    const heading = await screen.findByRole('heading', { name: m.title });
    expect(screen.getByText('Sin iniciar')).toBeInTheDocument();
    expect(screen.queryByText('Programada')).not.toBeInTheDocument();
    // The actions sit in their own row after the header, not in the title's row.
    const actions = screen.getByRole('group', { name: 'Acciones de la reunión' });
    expect(within(actions).getByRole('link', { name: 'Iniciar reunión' })).toBeInTheDocument();
    expect(heading.parentElement?.parentElement?.contains(actions)).toBe(false);
    expect(within(actions).getByRole('link', { name: 'Descargar .ics' })).toHaveAttribute('download', '');
  });
});
