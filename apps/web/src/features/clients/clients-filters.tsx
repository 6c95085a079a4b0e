import { ActiveFilter, FilterBar } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';

export const CLIENT_FILTERS = ['active'] as const;

export function ClientsFilters({ list }: { list: ListParams<(typeof CLIENT_FILTERS)[number]> }) {
  return (
    <FilterBar list={list} search="Buscar cliente o contacto" searchWidth={340}>
      <ActiveFilter list={list} name="active" />
    </FilterBar>
  );
}
