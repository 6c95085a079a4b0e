import { SPANISH_MONTHS } from '@gestora/contract/spanish-months';

/*
 * Shown dates in Spanish, the one helper of the web app: every date on a screen reads 'D de MMMM de YYYY' (spec
 * section 9), in lists, drawers, badges and filter bars alike; no short months. Written by hand instead of with dayjs: the shell and the home
 * page format dates, and dayjs with its locale and relativeTime plugin was 4.2 KB of their first visit. The output
 * is dayjs's ('es' locale) for the same input: dates.test.ts compares them. Relative times ('hace 5 minutos') are
 * in relative-time.ts: the home page does not write them. dayjs stays for Mantine's date pickers (in Spanish:
 * components/date-field.tsx) and the forms' date arithmetic.
 */

/** '5 de marzo de 2026' (spec section 9): the date pickers' format (a dayjs format, read by Mantine). */
export const DATE_FORMAT = 'D [de] MMMM [de] YYYY';

// dayjs's reading of a string without a trailing Z: a date alone ('2026-03-05') or a datetime without an offset is
// local time (Date would read the date alone as UTC); anything else goes to Date.
const LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The instant dayjs would read from `iso`. */
export function parseDate(iso: string): Date {
  const d = /Z$/i.test(iso) ? null : LOCAL.exec(iso);
  if (!d) return new Date(iso);
  // As dayjs: a month of '00' is the previous year's December, a day of '00' the previous month's last.
  return new Date(
    Number(d[1]),
    Number(d[2]) - 1 || 0,
    Number(d[3] || 1),
    Number(d[4] || 0),
    Number(d[5] || 0),
    Number(d[6] || 0),
    Number((d[7] || '0').substring(0, 3)),
  );
}

// Written by hand, not with Intl.DateTimeFormat: the first Intl formatter of a page loads the locale's data, a long
// task of the main thread (four times longer on Lighthouse's simulated phone), on the home page's first screen for
// one date.
const twoDigits = (n: number) => String(n).padStart(2, '0');
const timeOf = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

function format(iso: string, withTime: boolean): string {
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const day = `${date.getDate()} de ${SPANISH_MONTHS[date.getMonth()]} de ${date.getFullYear()}`;
  return withTime ? `${day}, ${timeOf(date)}` : day;
}

/** '5 de marzo de 2026'. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? format(iso, false) : '';
}

/** '5 de marzo de 2026, 14:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? format(iso, true) : '';
}

/**
 * The dates a record must keep within, said under its date fields: 'Dentro de las fechas del proyecto: del 1 de
 * marzo de 2026 al 30 de junio de 2026.' `of` names the container ('del proyecto', 'de la etapa').
 */
export function boundsText(span: { start_date: string | null; end_date: string | null } | undefined, of: string) {
  if (!span || (!span.start_date && !span.end_date)) return undefined;
  if (span.start_date && span.end_date)
    return `Dentro de las fechas ${of}: del ${formatDate(span.start_date)} al ${formatDate(span.end_date)}.`;
  return span.start_date
    ? `Desde el ${formatDate(span.start_date)} (inicio ${of}).`
    : `Hasta el ${formatDate(span.end_date)} (fin ${of}).`;
}
