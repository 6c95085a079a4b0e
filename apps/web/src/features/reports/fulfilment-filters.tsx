import { CLIENT_OPTIONS_PERMISSIONS } from '@gestora/contract/clients/clients.schema';
import { PROJECT_STATUSES } from '@gestora/contract/projects/projects.schema';
import { DateWindowFilter } from '../../components/date-field.tsx';
import { FILTER_WIDTH, FilterBar, StatusFilter } from '../../components/filter-bar.tsx';
import { ClientSelect, DepartmentFilter } from '../../components/lookup-selects.tsx';
import { bindFilter, type ListParams } from '../../components/use-list-params.ts';
import { Can } from '../../lib/can.tsx';

export const FULFILMENT_FILTERS = ['client_id', 'department_id', 'status', 'date_from', 'date_to'] as const;
export type FulfilmentFilter = (typeof FULFILMENT_FILTERS)[number];

/** Search by code or name; client, area, project status and the period of the tasks' end dates, in the URL. */
export function FulfilmentFilters({ list }: { list: ListParams<FulfilmentFilter> }) {
  return (
    <FilterBar list={list} search="Buscar proyecto por código o nombre" searchWidth={300}>
      {/* The client list is not everyone's to read: without these permissions the server refuses it. */}
      <Can anyOf={CLIENT_OPTIONS_PERMISSIONS}>
        <ClientSelect
          aria-label="Cliente"
          placeholder="Todos los clientes"
          {...bindFilter(list, 'client_id')}
          w={FILTER_WIDTH}
        />
      </Can>
      <DepartmentFilter list={list} name="department_id" label="Área" w={FILTER_WIDTH} />
      <StatusFilter list={list} name="status" data={[...PROJECT_STATUSES]} />
      <DateWindowFilter list={list} labels={['Desde', 'Hasta']} />
    </FilterBar>
  );
}
