import { SECURITY_EVENTS } from '@gestora/contract/security-log/security-log.schema';
import { FilterBar, FilterSelect } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';

export const SECURITY_LOG_FILTERS = ['event'] as const;

const eventOptions = Object.entries(SECURITY_EVENTS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

export function SecurityLogFilters({ list }: { list: ListParams<(typeof SECURITY_LOG_FILTERS)[number]> }) {
  return (
    <FilterBar list={list} search="Buscar por persona o correo">
      <FilterSelect
        list={list}
        name="event"
        label="Evento"
        placeholder="Todos los eventos"
        data={eventOptions}
        searchable
        w={{ base: '100%', sm: 300 }}
      />
    </FilterBar>
  );
}
