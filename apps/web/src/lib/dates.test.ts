import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// lib/dates.ts and lib/relative-time.ts replaced dayjs on the shell and the home page: for the same input it must write what dayjs wrote
// ('es' locale, relativeTime's thresholds), in time zones with and without summer time.
dayjs.extend(relativeTime);
dayjs.locale('es');

const ZONES = ['America/Lima', 'America/Santiago', 'Europe/Madrid', 'America/New_York', 'UTC'];
const initialTz = process.env.TZ;

/** lib/dates.ts and relative-time.ts as loaded in `tz` (Intl's formatters take the zone in force when made). */
async function datesIn(tz: string) {
  process.env.TZ = tz;
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(tz);
  vi.resetModules();
  return {
    ...(await import('./dates.ts')),
    ...(await import('./relative-time.ts')),
    ...(await import('./day-span.ts')),
  };
}

/** Dates only, datetimes without an offset, in UTC and with offsets, around month ends and summer-time changes. */
function inputs(): string[] {
  const out: string[] = [];
  const pad = (n: number) => String(n).padStart(2, '0');
  for (let y = 2024; y <= 2027; y += 1)
    for (let m = 1; m <= 12; m += 1)
      for (const d of [1, 5, 9, 15, 28, 29, 30, 31]) {
        if (d > new Date(y, m, 0).getDate()) continue;
        const day = `${y}-${pad(m)}-${pad(d)}`;
        out.push(day, `${day}T00:00:00`, `${day}T09:05:00`, `${day}T23:59:59.999Z`, `${day}T14:05:00-05:00`);
        out.push(`${day} 00:30`, `${day}T12:00:00.5`, `${day}T03:00:00+02:00`);
      }
  out.push('2026-03', '2026', '20260305', '2026/03/05', '2026-03-00', '2026-00-10', 'not a date');
  return out;
}

/**
 * [input, ours, dayjs's] when they differ, else nothing: thousands of inputs are compared and one expect over
 * the differences reports them all at once (an expect per input made this the web suite's slowest file).
 */
const unlike = (input: string, ours: string, theirs: string) => (ours === theirs ? [] : [[input, ours, theirs]]);

afterEach(() => vi.useRealTimers());
afterAll(() => {
  if (initialTz === undefined) delete process.env.TZ;
  else process.env.TZ = initialTz;
  vi.resetModules();
});

describe('dates as dayjs wrote them', () => {
  it.each(ZONES)('formatDate and formatDateTime in %s', async (tz) => {
    const dates = await datesIn(tz);
    const differ: string[][] = [];
    for (const iso of inputs()) {
      const d = dayjs(iso);
      differ.push(...unlike(iso, dates.formatDate(iso), d.format('D [de] MMMM [de] YYYY')));
      differ.push(...unlike(iso, dates.formatDateTime(iso), d.format('D [de] MMMM [de] YYYY, HH:mm')));
    }
    expect(differ).toEqual([]);
    expect(dates.formatDate('2026-03-05')).toBe('5 de marzo de 2026');
    expect(dates.formatDateTime('2026-03-05T14:05:00')).toBe('5 de marzo de 2026, 14:05');
    expect(dates.formatDateTime('2026-12-04T16:37:00')).toBe('4 de diciembre de 2026, 16:37');
    expect([dates.formatDate(null), dates.formatDateTime(undefined), dates.fromNow('')]).toEqual(['', '', '']);
  });

  it.each(ZONES)('fromNow over seconds to years, past and future, in %s', async (tz) => {
    const dates = await datesIn(tz);
    const seconds = [
      0,
      1,
      10,
      44,
      44.4,
      44.6,
      45,
      60,
      89,
      89.4,
      89.6,
      90,
      120,
      149,
      151,
      29 * 60,
      44 * 60,
      44.5 * 60,
      45 * 60,
      60 * 60,
      89 * 60,
      89.6 * 60,
      90 * 60,
      3 * 3600,
      21 * 3600,
      21.5 * 3600,
      22 * 3600,
      35 * 3600,
      35.5 * 3600,
      36 * 3600,
    ];
    const days = [1, 1.5, 2, 3, 10, 25, 25.5, 26, 31, 45, 45.5, 46, 60, 100, 300, 320, 330, 365, 400, 500, 540, 548];
    const spans = [...seconds, ...days.map((d) => d * 86_400), 2 * 365 * 86_400, 10 * 365 * 86_400].map(
      (s) => s * 1000,
    );
    const nows = [
      '2026-01-31T10:00:00',
      '2026-03-08T12:00:00',
      '2026-03-29T01:30:00',
      '2026-04-05T23:59:00',
      '2026-10-25T02:30:00',
      '2026-11-01T00:00:00',
      '2028-02-29T18:00:00',
    ];
    const differ: string[][] = [];
    for (const now of nows) {
      vi.useFakeTimers({ now: dayjs(now).toDate() });
      const at = Date.now();
      const isos = spans.flatMap((span) => [-1, 1].map((sign) => new Date(at + sign * span).toISOString()));
      for (const iso of [...isos, ...inputs()])
        differ.push(...unlike(`${now} ${iso}`, dates.fromNow(iso), dayjs(iso).fromNow()));
    }
    expect(differ).toEqual([]);
  });

  it('says the words of the notifications', async () => {
    const dates = await datesIn('America/Lima');
    vi.useFakeTimers({ now: new Date('2026-03-05T19:05:00Z') });
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    expect(dates.fromNow(ago(5_000))).toBe('hace unos segundos');
    expect(dates.fromNow(ago(60_000))).toBe('hace un minuto');
    expect(dates.fromNow(ago(5 * 60_000))).toBe('hace 5 minutos');
    expect(dates.fromNow(ago(3_600_000))).toBe('hace una hora');
    expect(dates.fromNow(ago(86_400_000))).toBe('hace un día');
    expect(dates.fromNow(ago(-3 * 86_400_000))).toBe('en 3 días');
  });

  it('writes every month in full, never a short month (issue 43, point 11)', async () => {
    const dates = await datesIn('America/Lima');
    const shortMonth = /\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sep|sept|oct|nov|dic)\b/i;
    const helpers = Object.entries(dates).filter(([name]) => /^format/.test(name));
    expect(helpers.map(([name]) => name).sort()).toEqual(['formatDate', 'formatDateTime', 'formatDaySpan']);
    for (let m = 1; m <= 12; m += 1) {
      const iso = `2026-${String(m).padStart(2, '0')}-04T16:37:00`;
      for (const text of [dates.formatDate(iso), dates.formatDateTime(iso)]) expect(text).not.toMatch(shortMonth);
    }
    expect(dates.DATE_FORMAT).toBe('D [de] MMMM [de] YYYY');
  });

  it('writes a span of days without saying a part twice', async () => {
    const dates = await datesIn('America/Lima');
    const span = (a: [number, number, number], b: [number, number, number]) =>
      dates.formatDaySpan({ year: a[0], month: a[1], day: a[2] }, { year: b[0], month: b[1], day: b[2] });
    expect(span([2026, 10, 30], [2026, 11, 6])).toBe('30 de noviembre – 6 de diciembre de 2026');
    expect(span([2026, 11, 1], [2026, 11, 7])).toBe('1 – 7 de diciembre de 2026');
    expect(span([2026, 11, 28], [2027, 0, 3])).toBe('28 de diciembre de 2026 – 3 de enero de 2027');
    expect(span([2026, 2, 5], [2026, 2, 5])).toBe('5 de marzo de 2026');
  });

  it('says what the record must keep within', async () => {
    const dates = await datesIn('America/Lima');
    expect(dates.boundsText({ start_date: '2026-03-01', end_date: '2026-06-30' }, 'del proyecto')).toBe(
      'Dentro de las fechas del proyecto: del 1 de marzo de 2026 al 30 de junio de 2026.',
    );
    expect(dates.boundsText({ start_date: '2026-03-01', end_date: null }, 'de la etapa')).toBe(
      'Desde el 1 de marzo de 2026 (inicio de la etapa).',
    );
    expect(dates.boundsText({ start_date: null, end_date: null }, 'de la etapa')).toBeUndefined();
  });
});
