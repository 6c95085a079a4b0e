import type { CalendarOptions } from '@fullcalendar/core';
import { formatDaySpan, type DayParts } from '../../lib/day-span.ts';

/**
 * The list view: the 30 days from the day shown (today when it opens), not the calendar month. It is the phone's
 * first view, and a month's list late in the month showed little or nothing of what comes next.
 */
export const LIST_VIEW = 'listNextDays';
export const WEEK_VIEW = 'timeGridWeek';
export const MONTH_VIEW = 'dayGridMonth';

/**
 * The hour a week opens on: the working day, not midnight. The grid still holds the whole day (an early meeting
 * stays reachable by scrolling), which is why the week gets a height of its own instead of growing with its rows.
 */
export const WORKDAY_START = '07:00:00';
export const WEEK_HEIGHT = { phone: 560, desktop: 720 } as const;

/**
 * 'D de MMMM de YYYY' (spec section 9) in the titles of spans of days: FullCalendar's Spanish writes them with short
 * months ('30 nov – 6 dic 2026'). Its markers carry the days in UTC fields, as the calendar shows them.
 */
const daySpanTitle = ({ start, end }: { start: DayParts; end?: DayParts }) => formatDaySpan(start, end ?? start);

/** The options that differ by view, and on a phone's narrow columns. */
export function viewOptions(phone: boolean): CalendarOptions['views'] {
  return {
    [MONTH_VIEW]: {
      // A day cell of a phone is about 45 px wide: a time and a title do not fit, and a cut time ('23:') misleads.
      displayEventTime: !phone,
    },
    [WEEK_VIEW]: {
      titleFormat: daySpanTitle,
      // 'lun 30' on two lines where seven columns share 300 px; 'lun 30/11' where there is room.
      dayHeaderFormat: phone
        ? { weekday: 'short', day: 'numeric' }
        : { weekday: 'short', day: 'numeric', month: 'numeric', omitCommas: true },
      displayEventTime: !phone,
    },
    [LIST_VIEW]: { type: 'list', duration: { days: 30 }, buttonText: 'Lista', titleFormat: daySpanTitle },
  };
}

/** The calendar's height: a week scrolls inside its own height (see WORKDAY_START); month and list grow. */
export const heightOf = (view: string, phone: boolean) =>
  view === WEEK_VIEW ? WEEK_HEIGHT[phone ? 'phone' : 'desktop'] : 'auto';
