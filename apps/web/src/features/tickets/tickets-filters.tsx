import { FilterBar, FilterSelect, PriorityFilter, StatusFilter } from '../../components/filter-bar.tsx';
import { DepartmentFilter } from '../../components/lookup-selects.tsx';
import { UserFilter } from '../../components/people-pickers.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { OVERDUE_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from './ticket-labels.ts';

export const TICKET_FILTERS = ['status', 'priority', 'department_id', 'responsible_id', 'overdue'] as const;
export type TicketFilterKey = (typeof TICKET_FILTERS)[number];

interface TicketsFiltersProps {
  list: ListParams<TicketFilterKey>;
  /** The administration filters by responsible; my tickets are all mine. */
  withResponsible?: boolean;
}

/** Search by code or title, status, priority, department, responsible and overdue; all kept in the URL. */
export function TicketsFilters({ list, withResponsible = true }: TicketsFiltersProps) {
  const f = list.filters;
  const active = (Object.keys(f) as TicketFilterKey[]).filter(
    (k) => f[k] && (k !== 'responsible_id' || withResponsible),
  ).length;
  return (
    <FilterBar list={list} search="Buscar por código o título" active={active}>
      <StatusFilter list={list} name="status" data={STATUS_OPTIONS} />
      <PriorityFilter list={list} name="priority" data={PRIORITY_OPTIONS} />
      {/* Its own default width: the filters' common one cuts 'Todos los departamentos'. */}
      <DepartmentFilter list={list} name="department_id" label="Departamento" />
      {withResponsible ? (
        <UserFilter list={list} name="responsible_id" label="Responsable" placeholder="Todos los responsables" />
      ) : null}
      <FilterSelect
        list={list}
        name="overdue"
        label="Vencimiento"
        placeholder="Vencidos y al día"
        data={OVERDUE_OPTIONS}
      />
    </FilterBar>
  );
}
