import { MEETING_STATUSES } from '@gestora/contract/meetings/meetings.schema';
import { DateField } from '../../components/date-field.tsx';
import { FilterBar, StatusFilter } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';

export const MEETING_FILTERS = ['status', 'date_from', 'date_to'] as const;
type Filter = (typeof MEETING_FILTERS)[number];

/** Search by title, status and the period of the start date; all in the URL query. */
/** Wide enough for '30 de septiembre de 2026' (spec section 9) on one line. */
const DATE_FILTER_WIDTH = { base: '100%', sm: 260 } as const;

export function MeetingsFilters({ list }: { list: ListParams<Filter> }) {
  const { filters, setFilter } = list;
  return (
    <FilterBar list={list} search="Buscar por título">
      <StatusFilter list={list} name="status" data={[...MEETING_STATUSES]} />
      <DateField
        aria-label="Desde"
        placeholder="Desde"
        value={filters.date_from || null}
        onChange={(v) => setFilter('date_from', v)}
        w={DATE_FILTER_WIDTH}
      />
      <DateField
        aria-label="Hasta"
        placeholder="Hasta"
        minDate={filters.date_from || undefined}
        value={filters.date_to || null}
        onChange={(v) => setFilter('date_to', v)}
        w={DATE_FILTER_WIDTH}
      />
    </FilterBar>
  );
}
