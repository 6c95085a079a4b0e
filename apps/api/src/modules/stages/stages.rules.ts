import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { spanishDate } from '../../lib/dates.ts';
import { HttpError } from '../../lib/errors.ts';
import { tasks, TASK_DONE_SQL } from '../tasks/tasks.table.ts';
import type { TProgress } from '@gestora/contract/common.schema';

interface Span {
  start: string | null;
  end: string | null;
}

/**
 * The date rules of stages and activities, as one 422: the end is not before the start, and both fall within
 * the dates of what contains them (the project of a stage, the stage of an activity) where those are set.
 * 'YYYY-MM-DD' strings compare as dates.
 */
export function checkDates(own: Span, outer: Span, outerName: string) {
  const errors: Record<string, string[]> = {};
  if (own.start && own.end && own.end < own.start) {
    errors.end_date = ['La fecha de fin no puede ser anterior a la fecha de inicio.'];
  }
  const range =
    outer.start && outer.end
      ? `del ${spanishDate(outer.start)} al ${spanishDate(outer.end)}`
      : outer.start
        ? `desde el ${spanishDate(outer.start)}`
        : `hasta el ${spanishDate(outer.end ?? '')}`;
  const outside = (d: string) => Boolean((outer.start && d < outer.start) || (outer.end && d > outer.end));
  if (own.start && outside(own.start)) {
    errors.start_date = [`La fecha de inicio debe estar dentro de las fechas ${outerName} (${range}).`];
  }
  if (own.end && outside(own.end) && !errors.end_date) {
    errors.end_date = [`La fecha de fin debe estar dentro de las fechas ${outerName} (${range}).`];
  }
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first[0], errors);
}

export const progressOf = (row: { total: number; finished: number } | undefined): TProgress => {
  const total = Number(row?.total ?? 0);
  const finished = Number(row?.finished ?? 0);
  return { tasks: total, finished, percent: total ? Math.round((finished * 100) / total) : 0 };
};

/**
 * Task counts per value of `key` (a stage or an activity column) for the given ids, in one grouped statement:
 * the progress of a whole page at once. Soft-deleted tasks do not count.
 */
export async function progressBy(db: DbOrTx, key: PgColumn, ids: number[]): Promise<Map<number, TProgress>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: sql<number>`${key}`,
      total: sql<number>`count(*)::int`,
      finished: sql<number>`(count(*) filter (where ${tasks.status} = ${TASK_DONE_SQL}))::int`,
    })
    .from(tasks)
    .where(and(inArray(key, ids), isNull(tasks.deletedAt)))
    .groupBy(key);
  return new Map(rows.map((r) => [Number(r.id), progressOf(r)]));
}
