import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DatePickerInput } from '@mantine/dates';
import { IconAdjustmentsHorizontal, IconCalendar } from '@tabler/icons-react';
import { CLIENT_OPTIONS_PERMISSIONS } from '@gestora/contract/clients/clients.schema';
import { PROJECT_STATUSES, type TUserRef } from '@gestora/contract/projects/projects.schema';
import { PHONE_QUERY } from '../../components/data-table.tsx';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { FILTER_WIDTH, FilterBar } from '../../components/filter-bar.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { Can } from '../../lib/can.tsx';
import { ClientSelect, UserSelect } from './project-selects.tsx';

export const PROJECT_FILTERS = ['status', 'client_id', 'department_id', 'manager_id', 'from', 'to'] as const;
type Filter = (typeof PROJECT_FILTERS)[number];

interface ProjectFiltersProps {
  list: ListParams<Filter>;
  /** The manager the URL filters by, when the page shows them: names the filter after a reload. */
  manager?: TUserRef | null;
}

/** Search by code or name, and the project list's filters; all of them live in the URL query. */
export function ProjectFilters({ list, manager }: ProjectFiltersProps) {
  const { filters, setFilter } = list;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const active = PROJECT_FILTERS.filter((k) => k !== 'to' && filters[k]).length;
  // On a phone six stacked fields would push the list off the screen: they open on demand.
  const [open, setOpen] = useState(false);
  const shown = !phone || open;
  return (
    <FilterBar onClear={list.filtered ? list.clear : undefined}>
      <SearchInput
        value={list.q}
        onChange={list.setQ}
        placeholder="Buscar por código o nombre"
        w={{ base: '100%', sm: 260 }}
      />
      {phone ? (
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {active ? `Filtros (${active})` : 'Filtros'}
        </Button>
      ) : null}
      {shown ? (
        <>
          <Select
            aria-label="Estado"
            placeholder="Todos los estados"
            data={[...PROJECT_STATUSES]}
            value={filters.status || null}
            onChange={(v) => setFilter('status', v)}
            clearable
            w={FILTER_WIDTH}
          />
          {/* The client list is not everyone's to read: without these permissions the server refuses it. */}
          <Can anyOf={CLIENT_OPTIONS_PERMISSIONS}>
            <ClientSelect
              aria-label="Cliente"
              placeholder="Todos los clientes"
              value={filters.client_id || null}
              onChange={(v) => setFilter('client_id', v)}
              w={FILTER_WIDTH}
            />
          </Can>
          <DepartmentSelect
            aria-label="Área"
            placeholder="Todas las áreas"
            value={filters.department_id || null}
            onChange={(v) => setFilter('department_id', v)}
            w={FILTER_WIDTH}
          />
          <UserSelect
            aria-label="Responsable"
            placeholder="Todos los responsables"
            value={filters.manager_id || null}
            onChange={(v) => setFilter('manager_id', v)}
            current={manager}
            w={FILTER_WIDTH}
          />
          <PeriodFilter from={filters.from} to={filters.to} />
        </>
      ) : null}
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
    <DatePickerInput
      type="range"
      aria-label="Periodo"
      placeholder="Cualquier periodo"
      leftSection={<IconCalendar size={16} />}
      valueFormat="D MMM YYYY"
      clearable
      allowSingleDateInRange
      value={range}
      onChange={apply}
      w={{ base: '100%', sm: 250 }}
    />
  );
}
