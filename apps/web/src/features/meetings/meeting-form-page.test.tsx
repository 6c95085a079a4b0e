import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import dayjs from 'dayjs';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { MeetingCreatePage, MeetingEditPage } from './meeting-form-page.tsx';
import { camila, meetingDetail } from './meetings.test-data.ts';

const options = {
  'GET /api/user_options': ({ params }: { params?: Record<string, unknown> }) =>
    params?.q && 'camila rojas'.includes(String(params.q).toLowerCase()) ? [camila] : [],
};

const time = (name: RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('MeetingCreatePage', () => {
  it('sends the title, the instants of the day and times, the place and the participants', async () => {
    signInWith(['Registrar reuniones', 'Mis reuniones']);
    const calls = mockApi({ ...options, 'POST /api/meetings': () => meetingDetail(7) });
    renderPage(<MeetingCreatePage />, { route: '/create_meeting' });
    expect(screen.getByRole('heading', { name: 'Crear reunión' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), 'Comité semanal');
    await userEvent.type(screen.getByRole('textbox', { name: /Lugar/ }), 'Sala 2');
    time(/Hora de inicio/, '09:30');
    time(/Hora de fin/, '10:45');
    await userEvent.type(screen.getByRole('combobox', { name: /Participantes/ }), 'cami');
    await userEvent.click(await screen.findByRole('option', { name: /Camila Rojas/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    const day = dayjs().add(1, 'day').format('YYYY-MM-DD');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Comité semanal',
      agenda: null,
      start_at: dayjs(`${day}T09:30`).toISOString(),
      end_at: dayjs(`${day}T10:45`).toISOString(),
      place: 'Sala 2',
      video_url: null,
      participant_ids: [camila.public_id],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/meeting/show/${meetingDetail(7).public_id}`),
    );
  });

  it('says what is wrong before sending, and shows the server’s 422 under its field', async () => {
    signInWith(['Registrar reuniones']);
    const calls = mockApi({
      ...options,
      'POST /api/meetings': () => {
        throw new HttpError(
          422,
          'Uno o más participantes no existen o están inactivos.',
          {},
          {
            participant_ids: ['Uno o más participantes no existen o están inactivos.'],
          },
        );
      },
    });
    renderPage(<MeetingCreatePage />, { route: '/create_meeting' });
    time(/Hora de inicio/, '11:00');
    time(/Hora de fin/, '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La hora de fin debe ser posterior a la hora de inicio.')).toBeInTheDocument();
    expect(screen.getByText('El título debe tener al menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Seleccione al menos un participante.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    time(/Hora de fin/, '12:00');
    await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), 'Comité');
    await userEvent.type(screen.getByRole('combobox', { name: /Participantes/ }), 'cami');
    await userEvent.click(await screen.findByRole('option', { name: /Camila Rojas/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Uno o más participantes no existen o están inactivos.')).toBeInTheDocument();
  });
});

describe('MeetingEditPage', () => {
  it('loads the meeting into the form and saves it with PUT', async () => {
    signInWith(['Actualizar reuniones', 'Mis reuniones']);
    const existing = meetingDetail(9, { title: 'Comité a editar', participants: [{ ...camila, attended: null }] });
    const calls = mockApi({
      ...options,
      'GET /api/meetings/:id': () => existing,
      'PUT /api/meetings/:id': () => existing,
    });
    renderPage(
      <Routes>
        <Route path="/meeting/edit/:id" element={<MeetingEditPage />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: `/meeting/edit/${existing.public_id}` },
    );
    expect(await screen.findByDisplayValue('Comité a editar')).toBeInTheDocument();
    expect(screen.getByLabelText(/Hora de inicio/)).toHaveValue(dayjs(existing.start_at).format('HH:mm'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/meetings/${existing.public_id}`);
    expect(put?.body).toMatchObject({
      title: 'Comité a editar',
      start_at: existing.start_at,
      end_at: existing.end_at,
      participant_ids: [camila.public_id],
      agenda: '<p>Revisar avances</p>',
    });
  });
});
