import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PERMISSIONS, COLLABORATOR_PERMISSIONS, PERMISSION_GROUPS } from '@gestora/contract/permissions';
import type { TRole } from '@gestora/contract/roles/roles.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { RolesPage } from './roles-page.tsx';

const ALL: Permission[] = ['Ver roles', 'Registrar roles', 'Actualizar roles', 'Eliminar roles'];
const catalogue = PERMISSION_GROUPS.map((g) => ({ section: g.section, permissions: [...g.permissions] }));

const role = (name: string, permissions: readonly string[], id: string): TRole => ({
  public_id: `0190a000-0000-7000-8000-0000000000${id}`,
  name,
  permissions: [...permissions],
  users_count: 2,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-10T10:00:00.000Z',
});
const admin = role('Administrador', ALL_PERMISSIONS, 'a1');
const collaborator = role('Colaborador', COLLABORATOR_PERMISSIONS, 'c1');

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/roles': () => pageOf([admin, collaborator]),
    'GET /api/permissions': () => catalogue,
    ...extra,
  });

describe('RolesPage', () => {
  it('lists roles with their number of permissions, the Administrador as holding all', async () => {
    signInWith(ALL);
    api();
    renderPage(<RolesPage />, { route: '/rol' });
    await screen.findByText('Colaborador');
    const table = screen.getByRole('table', { name: 'Roles' });
    expect(within(table).getByText('Todos los permisos')).toBeInTheDocument();
    expect(
      within(table).getByText(`${COLLABORATOR_PERMISSIONS.length} de ${ALL_PERMISSIONS.length}`),
    ).toBeInTheDocument();
    expect(within(table).getByLabelText('Rol protegido')).toBeInTheDocument();
  });

  it('never offers to delete or edit the Administrador, only to look at it locked', async () => {
    signInWith(ALL);
    api();
    renderPage(<RolesPage />, { route: '/rol' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Administrador' }));
    const view = await screen.findByRole('menuitem', { name: 'Ver' });
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Rol Administrador' });
    expect(
      within(dialog).getByText('El rol Administrador conserva todos los permisos y no se puede eliminar.'),
    ).toBeInTheDocument();
    await within(dialog).findByRole('group', { name: 'Configuración' });
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.every((b) => (b as HTMLInputElement).disabled && (b as HTMLInputElement).checked)).toBe(true);
  });

  it('creates a role choosing a whole section with "Seleccionar todo" and shows the count per group', async () => {
    signInWith(ALL);
    const calls = api({
      'POST /api/roles': ({ body }) => ({ ...role('Supervisores', [], 'b1'), ...(body as object) }),
    });
    renderPage(<RolesPage />, { route: '/rol' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo rol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo rol' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Supervisores');
    const tickets = await within(dialog).findByRole('group', { name: 'Tickets' });
    const ticketCount = PERMISSION_GROUPS.find((g) => g.section === 'Tickets')!.permissions.length;
    expect(within(tickets).getByText(`0 de ${ticketCount}`)).toBeInTheDocument();
    await userEvent.click(within(tickets).getByRole('checkbox', { name: 'Seleccionar todo en Tickets' }));
    expect(within(tickets).getByText(`${ticketCount} de ${ticketCount}`)).toBeInTheDocument();
    const account = within(dialog).getByRole('group', { name: 'Cuenta' });
    await userEvent.click(within(account).getByRole('checkbox', { name: 'Chat IA' }));
    expect(within(account).getByText('1 de 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as { name: string; permissions: string[] };
    expect(body.name).toBe('Supervisores');
    expect([...body.permissions].sort()).toEqual(
      [...PERMISSION_GROUPS.find((g) => g.section === 'Tickets')!.permissions, 'Chat IA'].sort(),
    );
  });

  it('shows a 422 under the name and clears it when the user types there', async () => {
    signInWith(ALL);
    api({
      'PUT /api/roles/:id': () => {
        throw new HttpError(
          422,
          'Los datos enviados no son válidos.',
          {},
          { name: ['Ya existe un rol con ese nombre.'] },
        );
      },
    });
    renderPage(<RolesPage />, { route: '/rol' });
    await userEvent.click(await screen.findByText('Colaborador'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar rol' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un rol con ese nombre.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 's');
    expect(within(dialog).queryByText('Ya existe un rol con ese nombre.')).not.toBeInTheDocument();
  });

  it('shows the server refusal when a role cannot be deleted', async () => {
    signInWith(ALL);
    api({
      'DELETE /api/roles/:id': () => {
        throw new HttpError(409, 'No se puede eliminar: el registro está en uso.', {});
      },
    });
    renderPage(<RolesPage />, { route: '/rol' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Colaborador' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar rol' });
    expect(dialog).toHaveTextContent('¿Desea eliminar el rol «Colaborador»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('No se puede eliminar: el registro está en uso.')).toBeInTheDocument();
  });

  it('with only "Ver roles": no create button, no delete, and the editor is read-only', async () => {
    signInWith(['Ver roles']);
    api();
    renderPage(<RolesPage />, { route: '/rol' });
    await screen.findByText('Colaborador');
    expect(screen.queryByRole('button', { name: 'Nuevo rol' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Colaborador' }));
    const view = await screen.findByRole('menuitem', { name: 'Ver' });
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Rol Colaborador' });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Chat IA' })).toBeDisabled());
    expect(within(dialog).getByRole('checkbox', { name: 'Chat IA' })).toBeChecked();
  });
});
