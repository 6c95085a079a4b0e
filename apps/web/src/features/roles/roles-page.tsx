import { useNavigate } from '../../lib/router/history-router.tsx';
import { IconUsers } from '@tabler/icons-react';
import type { TRole } from '@gestora/contract/roles/roles.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { RoleFormModal } from './role-form-modal.tsx';
import { roleColumns } from './roles-columns.tsx';
import { isAdminRole, rolesQueryOptions, useDeleteRole } from './roles.queries.ts';

/** /rol 'Roles': what each role may do, edited as the permission catalogue grouped by section. */
export function RolesPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const page = useListPage({
    query: rolesQueryOptions,
    exportPath: '/api/roles',
    remove: { kind: 'rol', name: (r: TRole) => r.name, mutation: useDeleteRole() },
  });
  const form = useDialog<TRole>();
  const canUpdate = can('Actualizar roles');
  // The Administrador keeps every permission: it can be looked at, never edited or deleted.
  const editable = (r: TRole) => canUpdate && !isAdminRole(r);
  const actions = useRowActions<TRole>([
    { ...editAction<TRole>(form.open, true), when: editable },
    viewAction<TRole>(form.open, { when: (r) => !editable(r) }),
    {
      label: 'Ver usuarios',
      icon: <IconUsers size={16} />,
      onClick: (r) => navigate(`/user?role_id=${r.public_id}`),
      allow: 'Ver usuarios',
    },
    { ...deleteAction(page.askDelete, 'Eliminar roles'), when: (r) => !isAdminRole(r) },
  ]);
  const newButton = useNewButton({ label: 'Nuevo rol', allow: 'Registrar roles', onClick: () => form.open(null) });

  return (
    <ListScreen
      page={page}
      title="Roles"
      subtitle="Cada rol reúne los permisos que tendrán los usuarios que lo reciban."
      newButton={newButton}
      filters={<FilterBar list={page.list} search="Buscar rol" />}
      label="Roles"
      columns={roleColumns}
      rowLabel={(r) => r.name}
      onRowClick={form.open}
      actions={actions}
    >
      <RoleFormModal
        key={form.key}
        opened={form.opened}
        role={form.value}
        readOnly={form.value !== null && !canUpdate}
        onClose={form.close}
      />
    </ListScreen>
  );
}
