import { FilterBar, PriorityFilter, StatusFilter } from '../../components/filter-bar.tsx';
import { DateWindowFilter } from '../../components/date-field.tsx';
import { UserFilter } from '../../components/people-pickers.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { bindFilter, type ListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-labels.ts';

export const TASK_FILTERS = ['status', 'priority', 'project_id', 'member_id', 'date_from', 'date_to'] as const;
export type TaskFilterKey = (typeof TASK_FILTERS)[number];

interface TasksFiltersProps {
  list: ListParams<TaskFilterKey>;
  /** The board shows every status in its columns: no status filter there. */
  withStatus?: boolean;
  withPriority?: boolean;
  withMember?: boolean;
}

/** Search, status, priority, project, member and the end-date range of a task list; all kept in the URL. */
export function TasksFilters({ list, withStatus = true, withPriority = true, withMember = true }: TasksFiltersProps) {
  const f = list.filters;
  const { can } = useAuth();
  // project_options answers only to those who may see projects.
  const withProject = can('Ver todos los proyectos', 'Ver solo los proyectos creados por el usuarios');
  const active = (Object.keys(f) as TaskFilterKey[]).filter(
    (k) => f[k] && (k !== 'status' || withStatus) && (k !== 'member_id' || withMember),
  ).length;

  return (
    <FilterBar list={list} search="Buscar tareas" active={active}>
      {withStatus ? <StatusFilter list={list} name="status" data={STATUS_OPTIONS} /> : null}
      {withPriority ? <PriorityFilter list={list} name="priority" data={PRIORITY_OPTIONS} /> : null}
      {withProject ? (
        <ProjectPicker
          aria-label="Proyecto"
          placeholder="Todos los proyectos"
          {...bindFilter(list, 'project_id')}
          w={{ base: '100%', sm: 240 }}
        />
      ) : null}
      {withMember ? <UserFilter list={list} name="member_id" label="Miembro" placeholder="Todos los miembros" /> : null}
      <DateWindowFilter list={list} labels={['Vence desde', 'Vence hasta']} boundStart />
    </FilterBar>
  );
}
