import { parseDate } from './dates.ts';

/*
 * dayjs's `fromNow()` in Spanish ('es' locale, relativeTime's thresholds and wording), without dayjs: the
 * notifications' times. A module of its own so that the pages that only write dates (the home page) do not load
 * it. dates.test.ts compares it with dayjs.
 */

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** dayjs's relativeTime: each step's word and the rounded amount up to which it is used (the last has none). */
const STEPS: { word: string; max?: number; unit?: Unit }[] = [
  { word: 'unos segundos', max: 44, unit: 'second' },
  { word: 'un minuto', max: 89 },
  { word: '%d minutos', max: 44, unit: 'minute' },
  { word: 'una hora', max: 89 },
  { word: '%d horas', max: 21, unit: 'hour' },
  { word: 'un día', max: 35 },
  { word: '%d días', max: 25, unit: 'day' },
  { word: 'un mes', max: 45 },
  { word: '%d meses', max: 10, unit: 'month' },
  { word: 'un año', max: 17 },
  { word: '%d años', unit: 'year' },
];

const utcOffset = (d: Date) => -Math.round(d.getTimezoneOffset() / 15) * 15;

/** dayjs's `add(n, 'month')`: the same day, or the month's last when it has fewer days. */
function addMonths(d: Date, months: number): number {
  const r = new Date(d);
  r.setDate(1);
  r.setMonth(r.getMonth() + months);
  r.setDate(Math.min(d.getDate(), new Date(r.getFullYear(), r.getMonth() + 1, 0).getDate()));
  return r.getTime();
}

/** dayjs's (and moment's) months from `b` to `a`, with a fraction. */
function monthDiff(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthDiff(b, a);
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  const anchor = addMonths(a, whole);
  const before = b.getTime() - anchor < 0;
  const anchor2 = addMonths(a, whole + (before ? -1 : 1));
  return +-(whole + (b.getTime() - anchor) / (before ? anchor - anchor2 : anchor2 - anchor)) || 0;
}

/** dayjs's `a.diff(b, unit, true)`. */
function diff(a: Date, b: Date, unit: Unit): number {
  const ms = a.getTime() - b.getTime();
  switch (unit) {
    case 'second':
      return ms / 1000;
    case 'minute':
      return ms / 60_000;
    case 'hour':
      return ms / 3_600_000;
    case 'day':
      return (ms - (utcOffset(b) - utcOffset(a)) * 60_000) / 86_400_000;
    case 'month':
      return monthDiff(a, b);
    case 'year':
      return monthDiff(a, b) / 12;
  }
}

/** 'hace 5 minutos', 'en 3 días': dayjs's `fromNow()` in Spanish. */
export function fromNow(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseDate(iso);
  const now = new Date();
  let amount = 0;
  let text = '';
  for (let i = 0; i < STEPS.length; i += 1) {
    const step = STEPS[i]!;
    if (step.unit) amount = diff(date, now, step.unit);
    const rounded = Math.round(Math.abs(amount));
    if (step.max === undefined || rounded <= step.max) {
      const word = rounded <= 1 && i > 0 ? STEPS[i - 1]!.word : step.word;
      text = word.replace('%d', String(rounded));
      break;
    }
  }
  return amount > 0 ? `en ${text}` : `hace ${text}`;
}
