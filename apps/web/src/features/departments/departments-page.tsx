import { useNavigate } from '../../lib/router/history-router.tsx';
import { IconUsers } from '@tabler/icons-react';
import type { TDepartment } from '@gestora/contract/departments/departments.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { DepartmentFormModal } from './department-form-modal.tsx';
import { departmentColumns } from './departments-columns.tsx';
import { DEPARTMENT_FILTERS, DepartmentsFilters } from './departments-filters.tsx';
import { departmentsQueryOptions, useDeleteDepartment } from './departments.queries.ts';

/** /department 'Áreas': the organisation's departments, edited in a modal from the list. */
export function DepartmentsPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const page = useListPage({
    filters: DEPARTMENT_FILTERS,
    query: departmentsQueryOptions,
    exportPath: '/api/departments',
    remove: { kind: 'área', name: (d: TDepartment) => d.name, mutation: useDeleteDepartment() },
  });
  const form = useDialog<TDepartment>();
  const canUpdate = can('Actualizar departamentos');
  const actions = useRowActions<TDepartment>([
    editAction(form.open, canUpdate),
    {
      label: 'Ver usuarios',
      icon: <IconUsers size={16} />,
      onClick: (d) => navigate(`/user?department_id=${d.public_id}`),
      allow: 'Ver usuarios',
    },
    deleteAction(page.askDelete, 'Eliminar departamentos'),
  ]);
  const newButton = useNewButton({
    label: 'Nueva área',
    allow: 'Registrar departamentos',
    onClick: () => form.open(null),
  });

  return (
    <ListScreen
      page={page}
      title="Áreas"
      subtitle="Departamentos de la organización a los que pertenecen los usuarios."
      newButton={newButton}
      filters={<DepartmentsFilters list={page.list} />}
      label="Áreas"
      columns={departmentColumns}
      rowLabel={(d) => d.name}
      onRowClick={canUpdate ? form.open : undefined}
      actions={actions}
      minWidth={720}
    >
      <DepartmentFormModal key={form.key} opened={form.opened} department={form.value} onClose={form.close} />
    </ListScreen>
  );
}
