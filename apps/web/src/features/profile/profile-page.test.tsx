import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import type { TSession } from '@gestora/contract/profile/profile.schema';
import { HttpError } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { resetToastClock } from '../../lib/notify.ts';
import { renderPage, signInWith, TEST_USER } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { ProfilePage } from './profile-page.tsx';

const profile: TAuthUser = {
  ...TEST_USER,
  name: 'Camila',
  last_name: 'Rojas Navarro',
  email: 'camila.rojas@gestora.local',
  phone: '+56 9 1234 5678',
  department: { public_id: '0190a000-0000-7000-8000-0000000000d4', name: 'Tecnologías de la Información' },
  roles: [{ public_id: '0190a000-0000-7000-8000-0000000000c1', name: 'Colaborador' }],
  permissions: ['Gestionar cuenta'],
};

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const recent = new Date(Date.now() - 5 * 60_000).toISOString();
const sessions: TSession[] = [
  {
    public_id: '0190a000-0000-7000-8000-00000000e001',
    kind: 'web',
    user_agent: CHROME_WINDOWS,
    ip: '10.0.0.7',
    created_at: recent,
    last_used_at: recent,
    current: true,
  },
  {
    public_id: '0190a000-0000-7000-8000-00000000e002',
    kind: 'web',
    user_agent: SAFARI_IPHONE,
    ip: '10.0.0.9',
    created_at: recent,
    last_used_at: recent,
    current: false,
  },
];

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/profile': () => profile,
    'GET /api/profile/sessions': () => sessions,
    'GET /api/user': () => profile,
    ...extra,
  });

beforeEach(() => {
  signInWith(['Gestionar cuenta'], { name: 'Camila', last_name: 'Rojas Navarro' });
});

describe('ProfilePage', () => {
  it('shows my data, with email, area and roles read-only', async () => {
    api();
    renderPage(<ProfilePage />, { route: '/profile' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Teléfono/ })).toHaveValue('+56 9 1234 5678'));
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Área/ })).toHaveValue('Tecnologías de la Información');
    expect(screen.getByText('Colaborador')).toBeInTheDocument();
  });

  it('saves name and phone, says so, and refreshes the signed-in user for the top bar', async () => {
    const calls = api({ 'PUT /api/profile': ({ body }) => ({ ...profile, ...(body as object) }) });
    renderPage(<ProfilePage />, { route: '/profile' });
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(name).toHaveValue('Camila'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Cami');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Cami',
      last_name: 'Rojas Navarro',
      phone: '+56 9 1234 5678',
    });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1));
    expect(getSession().user?.email).toBe(profile.email);
  });

  it('shows the 422 of a field under it and clears it on typing', async () => {
    api({
      'PUT /api/profile': () => {
        throw new HttpError(
          422,
          'Los datos enviados no son válidos.',
          {},
          { phone: ['El teléfono no puede superar 30 caracteres.'] },
        );
      },
    });
    renderPage(<ProfilePage />, { route: '/profile' });
    const phone = await screen.findByRole('textbox', { name: /Teléfono/ });
    await waitFor(() => expect(phone).toHaveValue('+56 9 1234 5678'));
    await userEvent.type(phone, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El teléfono no puede superar 30 caracteres.')).toBeInTheDocument();
    await userEvent.type(phone, '1');
    expect(screen.queryByText('El teléfono no puede superar 30 caracteres.')).not.toBeInTheDocument();
  });

  it('changes the password: a wrong current one is said under its field', async () => {
    const calls = api({
      'PUT /api/profile/password': () => {
        throw new HttpError(
          422,
          'Los datos enviados no son válidos.',
          {},
          { current_password: ['La contraseña actual no es correcta.'] },
        );
      },
    });
    renderPage(<ProfilePage />, { route: '/profile' });
    const card = (await screen.findByRole('heading', { name: 'Cambiar contraseña' })).closest('section')!;
    await userEvent.type(within(card).getByLabelText(/Contraseña actual/), 'equivocada');
    await userEvent.type(within(card).getByLabelText(/^Nueva contraseña/), 'Nueva-Clave-2026');
    await userEvent.type(within(card).getByLabelText(/Confirmar nueva contraseña/), 'Otra-Clave-2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(card).findByText('La confirmación no coincide con la contraseña.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(within(card).getByLabelText(/Confirmar nueva contraseña/));
    await userEvent.type(within(card).getByLabelText(/Confirmar nueva contraseña/), 'Nueva-Clave-2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(card).findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      current_password: 'equivocada',
      password: 'Nueva-Clave-2026',
      password_confirmation: 'Nueva-Clave-2026',
    });
  });

  it('lists my sessions in plain words and ends another one', async () => {
    const calls = api({ 'DELETE /api/profile/sessions/:id': () => ({ message: 'Sesión cerrada' }) });
    renderPage(<ProfilePage />, { route: '/profile' });
    const list = await screen.findByRole('list', { name: 'Sesiones activas' });
    const mine = within(list).getByRole('listitem', { name: 'Chrome en Windows' });
    expect(within(mine).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /^Cerrar/ })).not.toBeInTheDocument();
    expect(within(mine).getByText(/hace 5 minutos/)).toBeInTheDocument();
    const phone = within(list).getByRole('listitem', { name: 'Safari en iPhone' });
    await userEvent.click(within(phone).getByRole('button', { name: 'Cerrar Safari en iPhone' }));
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/profile/sessions/${sessions[1].public_id}`)).toBe(
      true,
    );
  });

  it('groups the sessions by device and browser, with their count and last use, and ends a group or one session', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const session = (n: number, ua: string, minutes: number, current = false): TSession => ({
      ...sessions[0],
      public_id: `0190a000-0000-7000-8000-00000000f00${n}`,
      user_agent: ua,
      created_at: at(minutes + 60),
      last_used_at: at(minutes),
      current,
    });
    const many = [
      session(1, CHROME_WINDOWS, 120),
      session(2, CHROME_WINDOWS, 2, true),
      session(3, CHROME_WINDOWS, 60 * 24 * 3),
      session(4, SAFARI_IPHONE, 60 * 24 * 2),
      session(5, SAFARI_IPHONE, 30),
    ];
    const calls = api({
      'GET /api/profile/sessions': () => many,
      'DELETE /api/profile/sessions/:id': () => ({ message: 'Sesión cerrada' }),
    });
    renderPage(<ProfilePage />, { route: '/profile' });
    const list = await screen.findByRole('list', { name: 'Sesiones activas' });
    const groups = within(list).getAllByRole('listitem', { name: /en (Windows|iPhone)$/ });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Chrome en Windows', 'Safari en iPhone']);

    // This browser's group: marked, its count, the last use of its latest session.
    const chrome = groups[0];
    expect(within(chrome).getAllByText('Esta sesión').length).toBeGreaterThan(0);
    expect(within(chrome).getByText('3 sesiones')).toBeInTheDocument();
    expect(within(chrome).getByText('Último uso hace 2 minutos')).toBeInTheDocument();
    // The iPhone: two sign-ins, one line, last used half an hour ago.
    const iphone = groups[1];
    expect(within(iphone).getByText('2 sesiones')).toBeInTheDocument();
    expect(within(iphone).getByText('Último uso hace 30 minutos')).toBeInTheDocument();
    expect(within(iphone).queryByText('Esta sesión')).not.toBeInTheDocument();

    // One session of this browser's group, opened from its toggle; this session itself has no 'Cerrar'.
    await userEvent.click(within(chrome).getByRole('button', { name: 'Ver las 3 sesiones' }));
    const lines = within(within(chrome).getByRole('list', { name: 'Sesiones de Chrome en Windows' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(3);
    expect(within(lines[0]).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(lines[0]).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.click(within(lines[1]).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    const deleted = () => calls.filter((c) => c.method === 'DELETE').map((c) => c.url);
    expect(deleted()).toEqual([`/api/profile/sessions/${many[0].public_id}`]);

    // The whole iPhone group at once (a second toast so soon after the first would be dropped: single-toast mode).
    act(() => resetToastClock());
    await userEvent.click(within(iphone).getByRole('button', { name: 'Cerrar Safari en iPhone' }));
    expect(await screen.findByText('Se cerraron 2 sesiones')).toBeInTheDocument();
    expect(deleted().slice(1).sort()).toEqual(
      [`/api/profile/sessions/${many[3].public_id}`, `/api/profile/sessions/${many[4].public_id}`].sort(),
    );
  });

  it("'Cerrar las demás sesiones' asks first, then ends every other session in one call", async () => {
    const calls = api({
      'DELETE /api/profile/sessions': () => ({ message: 'Se cerraron las demás sesiones', ended: 1 }),
    });
    renderPage(<ProfilePage />, { route: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
    const ask = await screen.findByRole('dialog', { name: 'Cerrar las demás sesiones' });
    expect(
      within(ask).getByText(/Se cerrará la otra sesión abierta con su cuenta\. Esta sesión seguirá abierta\./),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(await screen.findByText('Se cerraron las demás sesiones')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/profile/sessions']);
  });

  it("offers no 'Cerrar las demás sesiones' when this is the only session", async () => {
    api({ 'GET /api/profile/sessions': () => [sessions[0]] });
    renderPage(<ProfilePage />, { route: '/profile' });
    await screen.findByRole('listitem', { name: 'Chrome en Windows' });
    expect(screen.queryByRole('button', { name: 'Cerrar las demás sesiones' })).not.toBeInTheDocument();
  });

  it('uploads a picture as multipart field "avatar", and refuses other files', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const calls = api({ 'POST /api/profile/avatar': () => ({ ...profile, avatar_url: '/api/users/x/avatar?v=2' }) });
    renderPage(<ProfilePage />, { route: '/profile' });
    await screen.findByRole('heading', { name: 'Foto de perfil' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;

    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(
      await screen.findByText('El archivo debe ser una imagen JPG, PNG o WEBP de hasta 2 MB.'),
    ).toBeInTheDocument();

    await userEvent.upload(input, new File(['png'], 'yo.png', { type: 'image/png' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('avatar') as File).name).toBe('yo.png');
  });

  it('asks before leaving the page with unsaved changes', async () => {
    api();
    const { history } = renderPage(<ProfilePage />, { route: '/profile' });
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(name).toHaveValue('Camila'));
    await userEvent.type(name, 'x');
    await act(() => history.push('/user'));
    const ask = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    await userEvent.click(within(ask).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user'));
  });
});
