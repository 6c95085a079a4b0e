import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { MeetingsPage, MyMeetingsPage } from './meetings-page.tsx';
import { meeting } from './meetings.test-data.ts';

const weekly = meeting(1, { title: 'Comité semanal', tickets_count: 3, participants_count: 5 });
const done = meeting(2, {
  title: 'Revisión de seguridad',
  status: 'Finalizada',
  place: null,
  video_url: 'https://meet.example.org/x',
  can: { update: false, cancel: false, run: false },
});

const pastUnstarted = meeting(3, { title: 'Comité de marzo', display_status: 'Sin iniciar' });

describe('MeetingsPage', () => {
  it('lists title, date and times, place, organiser, counts and status; filters live in the URL', async () => {
    signInWith(['Ver reuniones', 'Registrar reuniones', 'Actualizar reuniones', 'Iniciar reunión']);
    const calls = mockApi({ 'GET /api/meetings': () => pageOf([weekly, done, pastUnstarted]) });
    renderPage(<MeetingsPage />, { route: '/meetings?status=Programada' });
    await screen.findByText('Comité semanal');
    expect(screen.getByRole('heading', { name: 'Reuniones' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reuniones' });
    const row = within(table).getByText('Comité semanal').closest('tr')!;
    expect(within(row).getByText('Sala 2')).toBeInTheDocument();
    expect(within(row).getByText('Carmen Vega')).toBeInTheDocument();
    expect(within(row).getByText('Programada')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    // A meeting past its end that nobody started reads as what the API derives, not as 'Programada'.
    const past = within(table).getByText('Comité de marzo').closest('tr')!;
    expect(within(past).getByText('Sin iniciar')).toBeInTheDocument();
    expect(within(past).queryByText('Programada')).not.toBeInTheDocument();
    const other = within(table).getByText('Revisión de seguridad').closest('tr')!;
    expect(within(other).getByRole('link', { name: 'Videollamada' })).toHaveAttribute(
      'href',
      'https://meet.example.org/x',
    );
    expect(calls.find((c) => c.url === '/api/meetings')?.params).toMatchObject({ status: 'Programada', page: 1 });
    expect(screen.getAllByRole('link', { name: 'Crear reunión' })[0]).toHaveAttribute('href', '/create_meeting');

    // Row actions follow each row's `can`: no edit or run for a finished meeting.
    await userEvent.click(within(other).getByRole('button', { name: /Acciones/ }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Conducir reunión' })).not.toBeInTheDocument();
  });

  it('opens the meeting on a row click', async () => {
    signInWith(['Ver reuniones']);
    mockApi({ 'GET /api/meetings': () => pageOf([weekly]) });
    renderPage(<MeetingsPage />, { route: '/meetings' });
    await userEvent.click(await screen.findByText('Comité semanal'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/meeting/show/${weekly.public_id}`));
    expect(screen.queryByRole('link', { name: 'Crear reunión' })).not.toBeInTheDocument();
  });
});

describe('MyMeetingsPage', () => {
  it('asks for my meetings and says so when there are none', async () => {
    signInWith(['Mis reuniones']);
    const calls = mockApi({ 'GET /api/my_meetings': () => pageOf([]) });
    renderPage(<MyMeetingsPage />, { route: '/my_meetings' });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis reuniones' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/my_meetings')).toBe(true);
  });
});
