import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '@gestora/contract/users/users.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith, TEST_USER } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { UsersPage } from './users-page.tsx';

const ALL: Permission[] = [
  'Ver usuarios',
  'Registrar usuarios',
  'Actualizar usuarios',
  'Ver roles',
  'Ver registro de seguridad',
];
const ti = { public_id: '0190a000-0000-7000-8000-0000000000d4', name: 'Tecnologías de la Información' };
const collaboratorRole = { public_id: '0190a000-0000-7000-8000-0000000000c1', name: 'Colaborador' };
const adminRole = { public_id: '0190a000-0000-7000-8000-0000000000a1', name: 'Administrador' };

const camila: TUser = {
  public_id: '0190a000-0000-7000-8000-000000000c01',
  name: 'Camila',
  last_name: 'Rojas Navarro',
  email: 'camila.rojas@gestora.local',
  phone: null,
  position: 'Desarrolladora',
  avatar_url: '/images/users/default.svg',
  active: true,
  department: ti,
  roles: [collaboratorRole],
  last_login_at: null,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-10T10:00:00.000Z',
};
const me: TUser = {
  ...camila,
  public_id: TEST_USER.public_id,
  name: 'Ana',
  last_name: 'Pruebas',
  email: 'ana@test.local',
  roles: [adminRole],
};

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/users': () => pageOf([camila, me]),
    'GET /api/role_options': () => [adminRole, collaboratorRole],
    'GET /api/active_departments': () => [ti],
    ...extra,
  });

describe('UsersPage', () => {
  it('lists users with area, role badges, state and last sign-in', async () => {
    signInWith(ALL);
    api();
    renderPage(<UsersPage />, { route: '/user' });
    await screen.findByText('Camila Rojas Navarro');
    const table = screen.getByRole('table', { name: 'Usuarios' });
    expect(within(table).getByText('camila.rojas@gestora.local')).toBeInTheDocument();
    expect(within(table).getAllByText('Tecnologías de la Información')).toHaveLength(2);
    expect(within(table).getByText('Colaborador')).toBeInTheDocument();
    expect(within(table).getAllByText('Nunca')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Registro de seguridad' })).toHaveAttribute('href', '/user/security_log');
    expect(screen.getAllByLabelText('Rol').length).toBeGreaterThan(0);
  });

  it('sends the filters of the URL to the server', async () => {
    signInWith(ALL);
    const calls = api();
    renderPage(<UsersPage />, {
      route: `/user?department_id=${ti.public_id}&role_id=${collaboratorRole.public_id}&active=true&q=rojas`,
    });
    await screen.findByText('Camila Rojas Navarro');
    const list = calls.find((c) => c.url === '/api/users');
    expect(list?.params).toMatchObject({
      department_id: ti.public_id,
      role_id: collaboratorRole.public_id,
      active: 'true',
      q: 'rojas',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' })).toHaveValue('rojas');
  });

  it('without write permissions: no create button, no row actions, no security log link', async () => {
    signInWith(['Ver usuarios']);
    api();
    renderPage(<UsersPage />, { route: '/user' });
    await screen.findByText('Camila Rojas Navarro');
    expect(screen.queryByRole('button', { name: 'Nuevo usuario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Camila Rojas Navarro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registro de seguridad' })).not.toBeInTheDocument();
    // Filtering by role needs only the role names (GET /api/role_options), which 'Ver usuarios' opens.
    expect(screen.queryAllByLabelText('Rol').length).toBeGreaterThan(0);
  });

  it('creates a user without a password (an invitation is mailed) and shows 422s under their fields', async () => {
    signInWith(ALL);
    let attempts = 0;
    const calls = api({
      'POST /api/users': ({ body }) => {
        attempts += 1;
        if (attempts === 1) {
          throw new HttpError(
            422,
            'Los datos enviados no son válidos.',
            {},
            { email: ['Ya existe un usuario con ese correo electrónico.'] },
          );
        }
        return { ...camila, ...(body as object), invitation_sent: true };
      },
    });
    renderPage(<UsersPage />, { route: '/user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    expect(
      within(dialog).getByText('Si la deja vacía, el usuario recibirá un correo para definir su contraseña'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Pedro');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Apellido/ }), 'Soto Mena');
    const email = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.click(email);
    await userEvent.paste('pedro.soto@gestora.local');
    const roles = within(dialog).getByRole('combobox', { name: /^Roles/ });
    await userEvent.click(roles);
    await userEvent.click(await screen.findByRole('option', { name: 'Colaborador' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText('Ya existe un usuario con ese correo electrónico.')).toBeInTheDocument();
    await userEvent.type(email, 'x');
    expect(within(dialog).queryByText('Ya existe un usuario con ese correo electrónico.')).not.toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.paste('pedro.soto2@gestora.local');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    expect(
      screen.getByText('Se envió a pedro.soto2@gestora.local un correo para definir su contraseña.'),
    ).toBeInTheDocument();
    const body = calls.filter((c) => c.method === 'POST').at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Pedro',
      last_name: 'Soto Mena',
      role_ids: [collaboratorRole.public_id],
      active: true,
    });
    expect(body.password).toBeUndefined();
  });

  it('deactivates a user after confirming, and never offers it for oneself', async () => {
    signInWith(ALL);
    const calls = api({ 'PUT /api/users/:id/active': ({ body }) => ({ ...camila, ...(body as object) }) });
    renderPage(<UsersPage />, { route: '/user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Ana Pruebas' }));
    await screen.findByRole('menuitem', { name: 'Editar' });
    expect(screen.queryByRole('menuitem', { name: 'Desactivar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Camila Rojas Navarro' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar usuario' });
    expect(dialog).toHaveTextContent('¿Desea desactivar a Camila Rojas Navarro?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/users/${camila.public_id}/active`,
      body: { active: false },
    });
  });

  it('resets a password by mailing a link and shows the server answer', async () => {
    signInWith(ALL);
    const calls = api({
      'POST /api/users/:id/password': () => ({
        message: 'Se envió al usuario un enlace para restablecer su contraseña.',
      }),
    });
    renderPage(<UsersPage />, { route: '/user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Camila Rojas Navarro' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Restablecer contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restablecer contraseña' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText('Se envió al usuario un enlace para restablecer su contraseña.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/users/${camila.public_id}/password`,
      body: {},
    });
  });

  it('checks a typed password before sending it', async () => {
    signInWith(ALL);
    const calls = api();
    renderPage(<UsersPage />, { route: '/user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Camila Rojas Navarro' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Restablecer contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restablecer contraseña' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Escribir una nueva contraseña/ }));
    await userEvent.type(within(dialog).getByLabelText(/Nueva contraseña/), 'corta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() =>
      expect(within(dialog).getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument(),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
