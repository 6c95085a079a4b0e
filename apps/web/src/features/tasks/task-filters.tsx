import { useState, type ReactNode } from 'react';
import { Badge, Button, Collapse, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAdjustmentsHorizontal, IconCalendar } from '@tabler/icons-react';
import { useAuth } from '../../lib/auth-store.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { FILTER_WIDTH, FilterBar, SEARCH_WIDTH } from '../../components/filter-bar.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { MemberFilter, ProjectSelect } from './task-pickers.tsx';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-labels.ts';

export const TASK_FILTERS = ['status', 'priority', 'project_id', 'member_id', 'date_from', 'date_to'] as const;
export type TaskFilterKey = (typeof TASK_FILTERS)[number];

interface TaskFiltersProps {
  list: ListParams<TaskFilterKey>;
  /** The board shows every status in its columns: no status filter there. */
  withStatus?: boolean;
  withPriority?: boolean;
  withMember?: boolean;
}

const DATE_WIDTH = { base: '100%', sm: 170 } as const;

/** Search, status, priority, project, member and the end-date range of a task list; all kept in the URL. */
export function TaskFilters({ list, withStatus = true, withPriority = true, withMember = true }: TaskFiltersProps) {
  const f = list.filters;
  const { can } = useAuth();
  const phone = useIsMobile();
  const [open, setOpen] = useState(false);
  // project_options answers only to those who may see projects.
  const withProject = can('Ver todos los proyectos', 'Ver solo los proyectos creados por el usuarios');
  const search = <SearchInput value={list.q} onChange={list.setQ} placeholder="Buscar tareas" w={SEARCH_WIDTH} />;
  const active = (Object.keys(f) as TaskFilterKey[]).filter(
    (k) => f[k] && (k !== 'status' || withStatus) && (k !== 'member_id' || withMember),
  ).length;

  const fields: ReactNode = (
    <>
      {withStatus ? (
        <Select
          aria-label="Estado"
          placeholder="Todos los estados"
          data={STATUS_OPTIONS}
          value={f.status || null}
          onChange={(v) => list.setFilter('status', v)}
          clearable
          w={FILTER_WIDTH}
        />
      ) : null}
      {withPriority ? (
        <Select
          aria-label="Prioridad"
          placeholder="Todas las prioridades"
          data={PRIORITY_OPTIONS}
          value={f.priority || null}
          onChange={(v) => list.setFilter('priority', v)}
          clearable
          w={FILTER_WIDTH}
        />
      ) : null}
      {withProject ? (
        <ProjectSelect
          aria-label="Proyecto"
          placeholder="Todos los proyectos"
          value={f.project_id || null}
          onChange={(v) => list.setFilter('project_id', v)}
          w={{ base: '100%', sm: 240 }}
        />
      ) : null}
      {withMember ? (
        <MemberFilter
          aria-label="Miembro"
          placeholder="Todos los miembros"
          value={f.member_id || null}
          onChange={(v) => list.setFilter('member_id', v)}
          w={FILTER_WIDTH}
        />
      ) : null}
      <DatePickerInput
        aria-label="Vence desde"
        placeholder="Vence desde"
        leftSection={<IconCalendar size={16} />}
        value={f.date_from || null}
        onChange={(v) => list.setFilter('date_from', v)}
        maxDate={f.date_to || undefined}
        valueFormat="D MMM YYYY"
        clearable
        w={DATE_WIDTH}
      />
      <DatePickerInput
        aria-label="Vence hasta"
        placeholder="Vence hasta"
        leftSection={<IconCalendar size={16} />}
        value={f.date_to || null}
        onChange={(v) => list.setFilter('date_to', v)}
        minDate={f.date_from || undefined}
        valueFormat="D MMM YYYY"
        clearable
        w={DATE_WIDTH}
      />
    </>
  );

  // On a phone the filters fold under one button: the list starts on the first screen.
  if (phone) {
    return (
      <Stack gap="sm" mb="md">
        {search}
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={
            active ? (
              <Badge size="sm" circle>
                {active}
              </Badge>
            ) : null
          }
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          Filtros
        </Button>
        <Collapse expanded={open}>
          <FilterBar onClear={list.filtered ? list.clear : undefined}>{fields}</FilterBar>
        </Collapse>
      </Stack>
    );
  }
  return (
    <FilterBar onClear={list.filtered ? list.clear : undefined}>
      {search}
      {fields}
    </FilterBar>
  );
}
