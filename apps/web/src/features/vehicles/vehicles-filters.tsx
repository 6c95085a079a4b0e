import { Chip } from '@mantine/core';
import type { TUserRef } from '@gestora/contract/common.schema';
import { DUE_SOON, VEHICLE_STATUSES, VEHICLE_TYPES } from '@gestora/contract/vehicles/vehicle-states';
import { FILTER_WIDTH, FilterBar, FilterSelect, StatusFilter } from '../../components/filter-bar.tsx';
import { DepartmentFilter } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { bindFilter, type ListParams } from '../../components/use-list-params.ts';

export const VEHICLE_FILTERS = ['status', 'type', 'department_id', 'driver_id', 'due_soon', 'active'] as const;
type Filter = (typeof VEHICLE_FILTERS)[number];

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Activos' },
  { value: 'false', label: 'Inactivos' },
];

interface VehiclesFiltersProps {
  list: ListParams<Filter>;
  /** The driver the URL filters by, when the rows show them: names the filter after a reload. */
  driver?: TUserRef | null;
}

/** Search by plate, brand or model, and the fleet's filters; all of them live in the URL query. */
export function VehiclesFilters({ list, driver }: VehiclesFiltersProps) {
  const dueSoon = list.filters.due_soon === 'true';
  return (
    <FilterBar list={list} search="Buscar por placa, marca o modelo" searchWidth={280}>
      <StatusFilter list={list} name="status" data={[...VEHICLE_STATUSES]} />
      <FilterSelect list={list} name="type" label="Tipo" placeholder="Todos los tipos" data={[...VEHICLE_TYPES]} />
      <DepartmentFilter list={list} name="department_id" label="Departamento" w={FILTER_WIDTH} />
      <UserPicker
        aria-label="Conductor"
        placeholder="Todos los conductores"
        {...bindFilter(list, 'driver_id')}
        current={driver}
        w={FILTER_WIDTH}
      />
      <FilterSelect list={list} name="active" label="Activo" placeholder="Activos e inactivos" data={ACTIVE_OPTIONS} />
      <Chip
        checked={dueSoon}
        onChange={(checked) => list.setFilter('due_soon', checked ? 'true' : null)}
        variant="outline"
        size="md"
        title={`Mantenimiento en ${DUE_SOON.days} días o ${DUE_SOON.km} km, o seguro o revisión técnica en ${DUE_SOON.documentDays} días, o ya vencidos`}
        style={{ alignSelf: 'center' }}
      >
        Próximos a vencer
      </Chip>
    </FilterBar>
  );
}
