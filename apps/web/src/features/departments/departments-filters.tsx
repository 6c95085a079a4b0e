import { ActiveFilter, FilterBar } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';

export const DEPARTMENT_FILTERS = ['active'] as const;

export function DepartmentsFilters({ list }: { list: ListParams<(typeof DEPARTMENT_FILTERS)[number]> }) {
  return (
    <FilterBar list={list} search="Buscar por nombre o descripción" searchWidth={320}>
      <ActiveFilter list={list} name="active" feminine />
    </FilterBar>
  );
}
