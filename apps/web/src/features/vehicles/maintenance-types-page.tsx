import { IconCircleCheck, IconPower } from '@tabler/icons-react';
import type { TMaintenanceType } from '@gestora/contract/vehicles/maintenance-types.schema';
import { ActiveFilter, FilterBar, FilterSelect } from '../../components/filter-bar.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { notifyError, notifyUpdated } from '../../lib/notify.ts';
import { errorMessage } from '../../components/form-errors.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { MaintenanceTypeFormModal } from './maintenance-type-form-modal.tsx';
import { maintenanceTypeColumns } from './maintenance-types-columns.tsx';
import {
  maintenanceTypesQueryOptions,
  typeRequestOf,
  useDeleteMaintenanceType,
  useSaveMaintenanceType,
} from './maintenance-types.queries.ts';

const TYPE_FILTERS = ['active', 'preventive'] as const;
const KIND_OPTIONS = [
  { value: 'true', label: 'Preventivos' },
  { value: 'false', label: 'Correctivos' },
];

function TypesFilters({ list }: { list: ListParams<(typeof TYPE_FILTERS)[number]> }) {
  return (
    <FilterBar list={list} search="Buscar tipo de mantenimiento" searchWidth={300}>
      <FilterSelect list={list} name="preventive" label="Clase" placeholder="Todas las clases" data={KIND_OPTIONS} />
      <ActiveFilter list={list} name="active" />
    </FilterBar>
  );
}

/**
 * /vehicle_maintenance_type 'Tipos de mantenimiento': what maintenance the fleet gets and how often, edited in a
 * modal from the list. A type with records cannot be deleted: the server says so, and it is deactivated instead.
 */
export function MaintenanceTypesPage() {
  const { can } = useAuth();
  const manage = can('Gestionar tipos de mantenimiento');
  const page = useListPage({
    filters: TYPE_FILTERS,
    query: maintenanceTypesQueryOptions,
    exportPath: '/api/maintenance_types',
    remove: {
      kind: 'tipo de mantenimiento',
      name: (t: TMaintenanceType) => t.name,
      mutation: useDeleteMaintenanceType(),
    },
  });
  const form = useDialog<TMaintenanceType>();
  const save = useSaveMaintenanceType();
  const setActive = (t: TMaintenanceType) =>
    save
      .mutateAsync({ id: t.public_id, body: typeRequestOf(t, !t.active) })
      .then(notifyUpdated, (error: unknown) => notifyError(errorMessage(error)));
  const actions = useRowActions<TMaintenanceType>([
    editAction(form.open, manage),
    {
      label: 'Desactivar',
      icon: <IconPower size={16} />,
      color: 'red',
      onClick: setActive,
      allow: manage,
      when: (t) => t.active,
    },
    {
      label: 'Activar',
      icon: <IconCircleCheck size={16} />,
      onClick: setActive,
      allow: manage,
      when: (t) => !t.active,
    },
    deleteAction(page.askDelete, manage),
  ]);
  const newButton = useNewButton({
    label: 'Nuevo tipo de mantenimiento',
    allow: 'Gestionar tipos de mantenimiento',
    onClick: () => form.open(null),
  });

  return (
    <ListScreen
      page={page}
      title="Tipos de mantenimiento"
      subtitle="Los mantenimientos de la flota y cada cuánto se repiten los preventivos."
      newButton={newButton}
      filters={<TypesFilters list={page.list} />}
      label="Tipos de mantenimiento"
      columns={maintenanceTypeColumns}
      rowLabel={(t) => t.name}
      onRowClick={manage ? form.open : undefined}
      actions={actions}
      minWidth={900}
    >
      <MaintenanceTypeFormModal key={form.key} opened={form.opened} type={form.value} onClose={form.close} />
    </ListScreen>
  );
}
