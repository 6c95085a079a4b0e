/** 'meetings': /calendar_meeting; 'events': /calendar_events (my tasks and tickets). */
export type TCalendarKind = 'meetings' | 'events';

/** Every calendar query lives under ['calendars']: moving a task refreshes the ranges already read. */
export const CALENDAR_KEYS = {
  all: ['calendars'] as const,
  range: (kind: TCalendarKind, start: string, end: string) => ['calendars', kind, start, end] as const,
};
