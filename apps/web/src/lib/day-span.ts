import { SPANISH_MONTHS } from '@gestora/contract/spanish-months';

// Apart from dates.ts, as relative-time.ts is: only the calendars write spans, and a module is bundled whole, so
// here it stays out of the shell's and the home page's first visit.

/** A calendar day by its parts, the month from 0 (FullCalendar's date markers carry these). */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

/**
 * A span of days, both ends included, with no part said twice: '1 – 7 de diciembre de 2026',
 * '30 de noviembre – 6 de diciembre de 2026', '28 de diciembre de 2026 – 3 de enero de 2027'. The calendars' week
 * and list titles, which FullCalendar's Spanish wrote with short months ('30 nov – 6 dic 2026').
 */
export function formatDaySpan(start: DayParts, end: DayParts): string {
  const month = (d: DayParts) => SPANISH_MONTHS[d.month];
  const whole = (d: DayParts) => `${d.day} de ${month(d)} de ${d.year}`;
  if (start.year !== end.year) return `${whole(start)} – ${whole(end)}`;
  if (start.month !== end.month) return `${start.day} de ${month(start)} – ${whole(end)}`;
  if (start.day !== end.day) return `${start.day} – ${whole(end)}`;
  return whole(end);
}
