import type { ListQuery } from '../../lib/query-keys.ts';

/** Which list: every meeting (/meetings, 'Ver reuniones') or mine (/my_meetings, 'Mis reuniones'). */
export type TMeetingScope = 'all' | 'mine';

/**
 * Every meeting query lives under ['meetings']: a save, a start or an agreement refreshes the lists, the record,
 * its tickets and the calendars' meetings at once (in the style of notifications.keys.ts).
 */
export const MEETING_KEYS = {
  all: ['meetings'] as const,
  lists: ['meetings', 'list'] as const,
  list: (scope: TMeetingScope, query: ListQuery) => ['meetings', 'list', scope, query] as const,
  details: ['meetings', 'detail'] as const,
  detail: (id: string) => ['meetings', 'detail', id] as const,
  tickets: (id: string, query: ListQuery) => ['meetings', 'tickets', id, query] as const,
  carryOver: (id: string) => ['meetings', 'carry-over', id] as const,
};
