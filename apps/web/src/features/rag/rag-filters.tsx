import { FilterBar } from '../../components/filter-bar.tsx';
import { DepartmentFilter } from '../../components/lookup-selects.tsx';
import type { ListParams } from '../../components/use-list-params.ts';

export const RAG_FILTERS = ['department_id'] as const;

export function RagFilters({ list }: { list: ListParams<(typeof RAG_FILTERS)[number]> }) {
  return (
    <FilterBar list={list} search="Buscar por título" searchWidth={300}>
      <DepartmentFilter list={list} name="department_id" label="Área" />
    </FilterBar>
  );
}
