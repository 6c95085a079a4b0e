import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Select, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import type { TDepartment } from '@gestora/contract/departments/departments.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table.tsx';
import { FILTER_WIDTH, FilterBar } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { DepartmentFormModal } from './department-form-modal.tsx';
import { useDeleteDepartment, useDepartments } from './departments.queries.ts';

const FILTERS = ['active'] as const;

const columns: DataColumn<TDepartment>[] = [
  {
    key: 'name',
    title: 'Nombre',
    sortKey: 'name',
    card: 'title',
    render: (d) => (
      <Text fw={500} size="sm">
        {d.name}
      </Text>
    ),
  },
  {
    key: 'description',
    title: 'Descripción',
    render: (d) =>
      d.description ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {d.description}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
  { key: 'active', title: 'Estado', sortKey: 'active', render: (d) => <ActiveBadge active={d.active} feminine /> },
  { key: 'users_count', title: 'Usuarios', align: 'right', render: (d) => d.users_count.toLocaleString('es') },
  {
    key: 'created_at',
    title: 'Creada',
    sortKey: 'created_at',
    render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(d.created_at)}</span>,
  },
];

/** /department 'Áreas': the organisation's departments, edited in a modal from the list. */
export function DepartmentsPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const departments = useDepartments(list.query);
  const remove = useDeleteDepartment();
  const [form, setForm] = useState<{ opened: boolean; department: TDepartment | null; n: number }>({
    opened: false,
    department: null,
    n: 0,
  });
  const [deleting, setDeleting] = useState<TDepartment | null>(null);

  const canCreate = can('Registrar departamentos');
  const canUpdate = can('Actualizar departamentos');
  const canDelete = can('Eliminar departamentos');
  const canSeeUsers = can('Ver usuarios');

  const open = (department: TDepartment | null) => setForm((f) => ({ opened: true, department, n: f.n + 1 }));

  const actions = (d: TDepartment): RowAction<TDepartment>[] => [
    ...(canUpdate ? [{ label: 'Editar', icon: <IconEdit size={16} />, onClick: open }] : []),
    ...(canSeeUsers
      ? [
          {
            label: 'Ver usuarios',
            icon: <IconUsers size={16} />,
            onClick: () => navigate(`/user?department_id=${d.public_id}`),
          },
        ]
      : []),
    ...(canDelete ? [{ label: 'Eliminar', icon: <IconTrash size={16} />, color: 'red', onClick: setDeleting }] : []),
  ];

  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
      Nueva área
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Áreas"
        subtitle="Departamentos de la organización a los que pertenecen los usuarios."
        actions={newButton}
      />
      <FilterBar onClear={list.filtered ? list.clear : undefined}>
        <SearchInput
          value={list.q}
          onChange={list.setQ}
          placeholder="Buscar por nombre o descripción"
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          aria-label="Estado"
          placeholder="Todos los estados"
          data={[
            { value: 'true', label: 'Activas' },
            { value: 'false', label: 'Inactivas' },
          ]}
          value={list.filters.active || null}
          onChange={(v) => list.setFilter('active', v)}
          clearable
          w={FILTER_WIDTH}
        />
      </FilterBar>
      <DataTable
        label="Áreas"
        columns={columns}
        rowKey={(d) => d.public_id}
        rowLabel={(d) => d.name}
        page={departments.data}
        loading={departments.isPending}
        fetching={departments.isPlaceholderData}
        error={departments.error}
        onRetry={() => departments.refetch()}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onRowClick={canUpdate ? open : undefined}
        actions={canUpdate || canDelete || canSeeUsers ? actions : undefined}
        emptyAction={newButton}
        filtered={list.filtered}
        minWidth={720}
      />
      <DepartmentFormModal
        key={form.n}
        opened={form.opened}
        department={form.department}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
      <ConfirmDelete
        target={deleting ? { kind: 'área', name: deleting.name } : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.public_id)}
      />
    </>
  );
}
