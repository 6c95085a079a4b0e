import { MEETING_STATUSES } from '@gestora/contract/meetings/meetings.schema';
import { DateWindowFilter } from '../../components/date-field.tsx';
import { FilterBar, StatusFilter } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';

export const MEETING_FILTERS = ['status', 'date_from', 'date_to'] as const;
type Filter = (typeof MEETING_FILTERS)[number];

/** Search by title, status and the period of the start date; all in the URL query. */
export function MeetingsFilters({ list }: { list: ListParams<Filter> }) {
  return (
    <FilterBar list={list} search="Buscar por título">
      <StatusFilter list={list} name="status" data={[...MEETING_STATUSES]} />
      <DateWindowFilter list={list} labels={['Desde', 'Hasta']} />
    </FilterBar>
  );
}
