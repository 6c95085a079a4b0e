import { useState } from 'react';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { CLIENT_OPTIONS_PERMISSIONS } from '@gestora/contract/clients/clients.schema';
import { PROJECT_STATUSES } from '@gestora/contract/projects/projects.schema';
import { DateField } from '../../components/date-field.tsx';
import { FILTER_WIDTH, FilterBar, StatusFilter } from '../../components/filter-bar.tsx';
import { ClientSelect, DepartmentSelect } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { bindFilter, type ListParams } from '../../components/use-list-params.ts';
import { Can } from '../../lib/can.tsx';
import type { TUserRef } from '@gestora/contract/common.schema';

export const PROJECT_FILTERS = ['status', 'client_id', 'department_id', 'manager_id', 'from', 'to'] as const;
type Filter = (typeof PROJECT_FILTERS)[number];

interface ProjectFiltersProps {
  list: ListParams<Filter>;
  /** The manager the URL filters by, when the page shows them: names the filter after a reload. */
  manager?: TUserRef | null;
}

/** Search by code or name, and the project list's filters; all of them live in the URL query. */
export function ProjectsFilters({ list, manager }: ProjectFiltersProps) {
  const { filters } = list;
  // The period is one filter in two keys.
  const active = PROJECT_FILTERS.filter((k) => k !== 'to' && filters[k]).length;
  return (
    <FilterBar list={list} search="Buscar por código o nombre" searchWidth={260} active={active}>
      <StatusFilter list={list} name="status" data={[...PROJECT_STATUSES]} />
      {/* The client list is not everyone's to read: without these permissions the server refuses it. */}
      <Can anyOf={CLIENT_OPTIONS_PERMISSIONS}>
        <ClientSelect
          aria-label="Cliente"
          placeholder="Todos los clientes"
          {...bindFilter(list, 'client_id')}
          w={FILTER_WIDTH}
        />
      </Can>
      <DepartmentSelect
        aria-label="Área"
        placeholder="Todas las áreas"
        {...bindFilter(list, 'department_id')}
        w={FILTER_WIDTH}
      />
      <UserPicker
        aria-label="Responsable"
        placeholder="Todos los responsables"
        {...bindFilter(list, 'manager_id')}
        current={manager}
        w={FILTER_WIDTH}
      />
      <PeriodFilter from={filters.from} to={filters.to} />
    </FilterBar>
  );
}

type Range = [string | null, string | null];

/** from/to: the projects whose dates meet that period. A range picked halfway waits for its end. */
function PeriodFilter({ from, to }: { from: string; to: string }) {
  const [, setSearch] = useSearchParams();
  const inUrl: Range = [from || null, to || null];
  const [range, setRange] = useState<Range>(inUrl);
  // The URL may change under us ('Limpiar filtros', back button): show what is in effect.
  const [shown, setShown] = useState(`${from}|${to}`);
  if (shown !== `${from}|${to}`) {
    setShown(`${from}|${to}`);
    setRange(inUrl);
  }
  const apply = (next: Range) => {
    setRange(next);
    if (next[0] && !next[1]) return;
    setSearch((prev) => {
      const q = new URLSearchParams(prev);
      for (const [key, value] of [
        ['from', next[0]],
        ['to', next[1]],
      ] as const) {
        if (value) q.set(key, value);
        else q.delete(key);
      }
      q.delete('page');
      return q;
    });
  };
  return (
    <DateField
      type="range"
      aria-label="Periodo"
      placeholder="Cualquier periodo"
      allowSingleDateInRange
      value={range}
      onChange={apply}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
