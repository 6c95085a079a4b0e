import { SPANISH_MONTHS } from '@gestora/contract/spanish-months';

/** The server's own time zone: the organisation's when ORG_TIMEZONE is not set. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether `tz` is an IANA time zone this runtime knows ('America/Lima', 'UTC'). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Each time zone's formatter, kept (the organisation's, in practice): making one costs far more than using it.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Each time zone's last answer and the minute it was asked in. Formatting is cheap alone but several times dearer in
 * a busy server (a task list's request, CPU profile under load), and ctx.today() runs on every task list, my tasks,
 * detail and calendar request. Within one minute the day cannot change: every time zone's offset today is whole
 * minutes (LMT's odd seconds ended before 1973).
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/**
 * Today's calendar date in `timeZone` as 'YYYY-MM-DD': the one reference of remaining days, overdue items,
 * reports and calendars. The UTC date and the server's local date both differ from it around midnight.
 */
export function todayIso(timeZone: string, now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(now);
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** '2026-03-05' → '5 de marzo de 2026', as the screens show dates, so that a refusal names a bound as people read it. */
export const spanishDate = (iso: string) =>
  `${Number(iso.slice(8, 10))} de ${SPANISH_MONTHS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

/**
 * An instant as people of the organisation read it: '3 de diciembre de 2026, 10:00' in `timeZone` (24-hour
 * clock), for texts such as notifications that leave the screen.
 */
export function spanishDateTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${spanishDate(`${part('year')}-${part('month')}-${part('day')}`)}, ${part('hour')}:${part('minute')}`;
}
