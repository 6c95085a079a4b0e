import { Link } from '../../lib/router/link.tsx';
import { Button } from '@mantine/core';
import { IconKey, IconShieldLock, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { TUser } from '@gestora/contract/users/users.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { UserActiveDialog } from './user-active-dialog.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { UserPasswordModal } from './user-password-modal.tsx';
import { fullName, userColumns } from './users-columns.tsx';
import { USER_FILTERS, UsersFilters } from './users-filters.tsx';
import { usersQueryOptions } from './users.queries.ts';

/** /user 'Usuarios': the staff, their areas and roles; create, edit, deactivate and reset passwords. */
export function UsersPage() {
  const { can, user: me } = useAuth();
  const page = useListPage({ filters: USER_FILTERS, query: usersQueryOptions, exportPath: '/api/users' });
  const canUpdate = can('Actualizar usuarios');
  const canListRoles = can('Ver roles', 'Ver usuarios', 'Registrar usuarios', 'Actualizar usuarios');
  const form = useDialog<TUser>();
  const password = useDialog<TUser>();
  const activation = useDialog<TUser>();

  const actions = useRowActions<TUser>([
    editAction(form.open, canUpdate),
    {
      label: 'Desactivar',
      icon: <IconUserOff size={16} />,
      color: 'red',
      onClick: activation.open,
      allow: canUpdate,
      when: (u) => u.active && u.public_id !== me?.public_id,
    },
    {
      label: 'Activar',
      icon: <IconUserCheck size={16} />,
      onClick: activation.open,
      allow: canUpdate,
      when: (u) => !u.active && u.public_id !== me?.public_id,
    },
    { label: 'Restablecer contraseña', icon: <IconKey size={16} />, onClick: password.open, allow: canUpdate },
  ]);
  const newButton = useNewButton({
    label: 'Nuevo usuario',
    allow: 'Registrar usuarios',
    onClick: () => form.open(null),
  });

  return (
    <ListScreen
      page={page}
      title="Usuarios"
      subtitle="Personas con acceso a Gestora, su área y sus roles."
      newButton={newButton}
      headerActions={
        <>
          {can('Ver registro de seguridad') ? (
            <Button
              component={Link}
              to="/user/security_log"
              variant="default"
              leftSection={<IconShieldLock size={18} />}
            >
              Registro de seguridad
            </Button>
          ) : null}
          {newButton}
        </>
      }
      filters={<UsersFilters list={page.list} canListRoles={canListRoles} />}
      label="Usuarios"
      columns={userColumns}
      rowLabel={fullName}
      onRowClick={canUpdate ? form.open : undefined}
      actions={actions}
      minWidth={820}
    >
      {form.key ? (
        <UserFormModal
          key={form.key}
          opened={form.opened}
          user={form.value}
          canListRoles={canListRoles}
          onClose={form.close}
        />
      ) : null}
      {password.value ? (
        <UserPasswordModal key={password.key} opened={password.opened} user={password.value} onClose={password.close} />
      ) : null}
      <UserActiveDialog opened={activation.opened} user={activation.value} onClose={activation.close} />
    </ListScreen>
  );
}
