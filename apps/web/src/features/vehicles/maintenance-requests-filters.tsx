import { Switch } from '@mantine/core';
import type { TVehicleRef } from '@gestora/contract/vehicles/vehicles.schema';
import { FilterBar, PriorityFilter, StatusFilter } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { VehicleFilter } from './maintenance-record-selects.tsx';
import { PRIORITY_OPTIONS, REQUEST_STATUS_OPTIONS } from './request-labels.ts';

export const REQUEST_FILTERS = ['status', 'priority', 'vehicle_id', 'mine'] as const;
type RequestFilter = (typeof REQUEST_FILTERS)[number];

interface RequestsFiltersProps {
  list: ListParams<RequestFilter>;
  /** Who sees every request (reviewers, 'Registrar mantenimientos') may narrow the list to their own. */
  withMine: boolean;
  /** The filtered vehicle, named by a row of the list before any search. */
  vehicle?: TVehicleRef | null;
}

/** Search by description or plate; status, priority, vehicle and 'Mis solicitudes', all kept in the URL. */
export function MaintenanceRequestsFilters({ list, withMine, vehicle }: RequestsFiltersProps) {
  return (
    <FilterBar list={list} search="Buscar por descripción o placa">
      <StatusFilter list={list} name="status" data={REQUEST_STATUS_OPTIONS} />
      <PriorityFilter list={list} name="priority" data={PRIORITY_OPTIONS} />
      <VehicleFilter list={list} name="vehicle_id" current={vehicle} />
      {withMine ? (
        <Switch
          label="Mis solicitudes"
          checked={list.filters.mine === 'true'}
          onChange={(e) => list.setFilter('mine', e.currentTarget.checked ? 'true' : null)}
          mb={8}
        />
      ) : null}
    </FilterBar>
  );
}
