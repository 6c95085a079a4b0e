import { FilterBar } from '../../components/filter-bar.tsx';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import type { ListParams } from '../../components/use-list-params.ts';

export const RAG_FILTERS = ['department_id'] as const;

export function RagFilters({ list }: { list: ListParams<(typeof RAG_FILTERS)[number]> }) {
  return (
    <FilterBar list={list} search="Buscar por título" searchWidth={300}>
      <DepartmentSelect
        aria-label="Área"
        placeholder="Todos los departamentos"
        value={list.filters.department_id || null}
        onChange={(v) => list.setFilter('department_id', v)}
        w={{ base: '100%', sm: 240 }}
      />
    </FilterBar>
  );
}
