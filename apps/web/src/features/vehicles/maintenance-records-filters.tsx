import type { TVehicleRef } from '@gestora/contract/vehicles/vehicles.schema';
import { DateWindowFilter } from '../../components/date-field.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { TypeFilter, VehicleFilter } from './maintenance-record-selects.tsx';

export const RECORD_FILTERS = ['vehicle_id', 'type_id', 'date_from', 'date_to'] as const;
type RecordFilter = (typeof RECORD_FILTERS)[number];

/**
 * Search by workshop, description or plate; vehicle, type and the date window (which the fleet's costs above
 * follow too), all kept in the URL.
 */
export function MaintenanceRecordsFilters({
  list,
  vehicle,
}: {
  list: ListParams<RecordFilter>;
  /** The filtered vehicle, named by a row of the list before any search. */
  vehicle?: TVehicleRef | null;
}) {
  return (
    <FilterBar list={list} search="Buscar por taller, descripción o placa">
      <VehicleFilter list={list} name="vehicle_id" current={vehicle} />
      <TypeFilter list={list} name="type_id" />
      <DateWindowFilter list={list} labels={['Desde', 'Hasta']} />
    </FilterBar>
  );
}
