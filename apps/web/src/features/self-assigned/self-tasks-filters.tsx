import { SELF_TASK_STATUSES } from '@gestora/contract/self-assigned/self-assigned.schema';
import { TASK_PRIORITIES } from '@gestora/contract/tasks/remaining-days';
import { FilterBar, FilterSelect, PriorityFilter, StatusFilter } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { useSelfCategoryOptions } from './self-assigned.queries.ts';

export const SELF_TASK_FILTERS = ['status', 'category_id', 'priority', 'overdue'] as const;
export type SelfTaskFilter = (typeof SELF_TASK_FILTERS)[number];

/** The category filter's choices: the owner's categories, and 'Sin categoría' for the tasks without one. */
export function useCategoryFilterData() {
  const options = useSelfCategoryOptions();
  return [
    { value: 'none', label: 'Sin categoría' },
    ...(options.data ?? []).map((c) => ({ value: c.public_id, label: c.name })),
  ];
}

interface SelfTasksFiltersProps {
  list: ListParams<SelfTaskFilter>;
  /** The board has a column per status and marks the overdue cards: those two filters are the list's. */
  board: boolean;
}

export function SelfTasksFilters({ list, board }: SelfTasksFiltersProps) {
  const categories = useCategoryFilterData();
  const shown = board ? [list.filters.category_id, list.filters.priority] : Object.values(list.filters);
  return (
    <FilterBar list={list} search="Buscar tarea" active={shown.filter(Boolean).length}>
      {board ? null : <StatusFilter list={list} name="status" data={[...SELF_TASK_STATUSES]} />}
      <FilterSelect
        list={list}
        name="category_id"
        label="Categoría"
        placeholder="Todas las categorías"
        data={categories}
        searchable
      />
      <PriorityFilter list={list} name="priority" data={[...TASK_PRIORITIES]} />
      {board ? null : (
        <FilterSelect
          list={list}
          name="overdue"
          label="Vencimiento"
          placeholder="Vencidas o no"
          data={[
            { value: 'true', label: 'Vencidas' },
            { value: 'false', label: 'No vencidas' },
          ]}
        />
      )}
    </FilterBar>
  );
}
