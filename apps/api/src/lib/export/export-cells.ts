import { spanishDate, type ExportColumn, type ExportValue } from '@gestora/contract/exports/export-columns';

/** A datetime's wall clock in the organisation's time zone: its date ('YYYY-MM-DD') and time ('HH:MM'). */
export function wallClock(iso: string, timeZone: string): { date: string; time: string; parts: number[] } {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = f.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const [y, m, d, h, min] = ['year', 'month', 'day', 'hour', 'minute'].map(get);
  return { date: `${y}-${m}-${d}`, time: `${h}:${min}`, parts: [y, m, d, h, min].map(Number) };
}

/**
 * A 'date' column's day: a 'YYYY-MM-DD' as it is; an instant (a row's created_at) on the organisation's calendar,
 * not UTC's, so that a row created at 22:00 in Lima is not dated the next day.
 */
export const dayOf = (value: string, timeZone: string) => (value.length > 10 ? wallClock(value, timeZone).date : value);

/** A number with a decimal comma and no thousands separator: a Spanish spreadsheet reads it as a number. */
const decimal = (n: number, digits?: number) =>
  (digits === undefined ? String(n) : n.toFixed(digits)).replace('.', ',');

/**
 * A cell's text in the CSV (before quoting), the Spanish way and as the spec writes dates: '5 de marzo de 2026',
 * '5 de marzo de 2026 14:30' (the organisation's wall clock), '1234,5', '1234,50', '45%'.
 */
export function csvText(column: ExportColumn<never>, value: ExportValue, timeZone: string): string {
  if (value === null || value === '') return '';
  switch (column.kind) {
    case 'date':
      return spanishDate(dayOf(String(value), timeZone));
    case 'datetime': {
      const at = wallClock(String(value), timeZone);
      return `${spanishDate(at.date)} ${at.time}`;
    }
    case 'number':
      return decimal(Number(value));
    case 'money':
      return decimal(Number(value), 2);
    case 'percent':
      return `${decimal(Number(value))}%`;
    default:
      return String(value);
  }
}
