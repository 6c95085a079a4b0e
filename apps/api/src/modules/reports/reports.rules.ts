import type { TFulfilment } from '@gestora/contract/reports/reports.schema';
import { fieldError } from '../../lib/errors.ts';

/** A period whose end comes before its start selects nothing by mistake: it is refused, as the forms refuse it. */
export function checkPeriod(q: { date_from?: string; date_to?: string }) {
  if (q.date_from && q.date_to && q.date_from > q.date_to)
    throw fieldError('date_to', 'La fecha hasta no puede ser anterior a la fecha desde.');
}

/** The counts a grouped statement answers (figureCounts), as the driver may give them (text or number). */
export interface FigureRow {
  tasks: number | string | null;
  finished: number | string | null;
  on_time: number | string | null;
  late: number | string | null;
  open: number | string | null;
  overdue: number | string | null;
  percent: number | string | null;
  on_time_percent: number | string | null;
}

/** A row's figures (prefix: the columns' prefix, e.g. 't_' for a page's totals); a missing row is all zero. */
export function figuresOf(row: Record<string, unknown> | undefined, prefix = ''): TFulfilment {
  const n = (k: keyof FigureRow) => Number(row?.[`${prefix}${k}`] ?? 0);
  return {
    tasks: n('tasks'),
    finished: n('finished'),
    on_time: n('on_time'),
    late: n('late'),
    open: n('open'),
    overdue: n('overdue'),
    percent: n('percent'),
    on_time_percent: n('on_time_percent'),
  };
}

/** A page's last page, as zPage answers it. */
export const lastPageOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * A report's page from the rows of its one statement: each row carries the totals of every row the filters select
 * (columns `total` and `t_…`) beside one row of the page, or null columns when the page is empty.
 */
export function reportPage<R extends { id: unknown }, T>(
  rows: R[],
  q: { page: number; per_page: number },
  row: (r: R) => T,
) {
  const first = rows[0] as (R & Record<string, unknown>) | undefined;
  const total = Number(first?.total ?? 0);
  return {
    data: rows.filter((r) => r.id !== null).map(row),
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: lastPageOf(total, q.per_page),
    totals: figuresOf(first, 't_'),
  };
}
