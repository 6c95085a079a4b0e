import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconLock, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import type { TRole } from '@gestora/contract/roles/roles.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table.tsx';
import { FilterBar, SEARCH_WIDTH } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { RoleFormModal, isAdminRole } from './role-form-modal.tsx';
import { useDeleteRole, useRoles } from './roles.queries.ts';

const columns: DataColumn<TRole>[] = [
  {
    key: 'name',
    title: 'Nombre',
    sortKey: 'name',
    card: 'title',
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <Text fw={500} size="sm">
          {r.name}
        </Text>
        {isAdminRole(r) ? (
          <Tooltip label="Conserva todos los permisos y no se puede eliminar">
            <IconLock
              size={15}
              aria-label="Rol protegido"
              style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }}
            />
          </Tooltip>
        ) : null}
      </Group>
    ),
  },
  {
    key: 'permissions',
    title: 'Permisos',
    render: (r) =>
      isAdminRole(r) ? (
        <Badge variant="light" radius="sm" tt="none" miw="max-content">
          Todos los permisos
        </Badge>
      ) : (
        <Text size="sm">
          {r.permissions.length} de {ALL_PERMISSIONS.length}
        </Text>
      ),
  },
  { key: 'users_count', title: 'Usuarios', align: 'right', render: (r) => r.users_count.toLocaleString('es') },
  {
    key: 'created_at',
    title: 'Creado',
    sortKey: 'created_at',
    render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.created_at)}</span>,
  },
];

/** /rol 'Roles': what each role may do, edited as the permission catalogue grouped by section. */
export function RolesPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams();
  const roles = useRoles(list.query);
  const remove = useDeleteRole();
  const [form, setForm] = useState<{ opened: boolean; role: TRole | null; n: number }>({
    opened: false,
    role: null,
    n: 0,
  });
  const [deleting, setDeleting] = useState<TRole | null>(null);

  const canCreate = can('Registrar roles');
  const canUpdate = can('Actualizar roles');
  const canDelete = can('Eliminar roles');
  const canSeeUsers = can('Ver usuarios');

  const open = (role: TRole | null) => setForm((f) => ({ opened: true, role, n: f.n + 1 }));

  const actions = (r: TRole): RowAction<TRole>[] => {
    const editable = canUpdate && !isAdminRole(r);
    return [
      editable
        ? { label: 'Editar', icon: <IconEdit size={16} />, onClick: open }
        : { label: 'Ver', icon: <IconEye size={16} />, onClick: open },
      ...(canSeeUsers
        ? [
            {
              label: 'Ver usuarios',
              icon: <IconUsers size={16} />,
              onClick: () => navigate(`/user?role_id=${r.public_id}`),
            },
          ]
        : []),
      ...(canDelete && !isAdminRole(r)
        ? [{ label: 'Eliminar', icon: <IconTrash size={16} />, color: 'red', onClick: setDeleting }]
        : []),
    ];
  };

  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
      Nuevo rol
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Roles"
        subtitle="Cada rol reúne los permisos que tendrán los usuarios que lo reciban."
        actions={newButton}
      />
      <FilterBar onClear={list.filtered ? list.clear : undefined}>
        <SearchInput value={list.q} onChange={list.setQ} placeholder="Buscar rol" w={SEARCH_WIDTH} />
      </FilterBar>
      <DataTable
        label="Roles"
        columns={columns}
        rowKey={(r) => r.public_id}
        rowLabel={(r) => r.name}
        page={roles.data}
        loading={roles.isPending}
        fetching={roles.isPlaceholderData}
        error={roles.error}
        onRetry={() => roles.refetch()}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onRowClick={open}
        actions={actions}
        emptyAction={newButton}
        filtered={list.filtered}
      />
      <RoleFormModal
        key={form.n}
        opened={form.opened}
        role={form.role}
        readOnly={form.role !== null && !canUpdate}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
      <ConfirmDelete
        target={deleting ? { kind: 'rol', name: deleting.name } : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.public_id)}
      />
    </>
  );
}
