import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TReportTaskFilter } from '@gestora/contract/reports/reports.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { TASK_DONE_SQL, type taskMembers, type tasks } from '../tasks/tasks.table.ts';

/*
 * The words of 'Informes' (reports.schema.ts), written once in SQL over a row of `tasks` (the table or an alias of
 * it): every figure counts with them and every list behind a figure filters with them, so that a list's length is
 * the figure it was opened from.
 */

type Tasks = typeof tasks;

/** A row that carries a task's status and end date: `tasks`, or the copies a membership keeps (task_members). */
interface TaskState {
  status: SQLWrapper;
  endDate: SQLWrapper;
}

/** The copies of its task's status and end date a membership keeps (triggers of migrations 0017 and 0028). */
export const memberState = (m: typeof taskMembers): TaskState => ({ status: m.taskStatus, endDate: m.taskEndDate });

/** The organisation's day and time zone (ctx.today(), ctx.timeZone), as placeholders or values. */
export interface ReportClock {
  today: SQLWrapper | string;
  tz: SQLWrapper | string;
}

/** The clock of a request: the organisation's today and time zone. */
export const clockOf = (ctx: ServiceContext): ReportClock => ({ today: ctx.today(), tz: ctx.timeZone });

/** A raw statement's rows (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The day a finished task was completed, in the organisation's time zone (not the server's, not UTC). */
const completedDay = (t: Tasks, c: ReportClock) => sql`(${t.completedAt} at time zone ${c.tz})::date`;

/** The words that need only the status and the end date, on a row of `t` (a task or a membership's copies). */
function stateWords(t: TaskState, c: ReportClock) {
  const open = sql`${t.status} <> ${TASK_DONE_SQL}`;
  return {
    finished: sql`${t.status} = ${TASK_DONE_SQL}`,
    open,
    overdue: sql`(${open} and ${t.endDate} < ${c.today}::date)`,
  };
}

/** The conditions of each word on a row of `t`. */
export function reportWords(t: Tasks, c: ReportClock) {
  const { finished, open, overdue } = stateWords(t, c);
  // A finished task without a completion time or an end date cannot be late: it counts as on time.
  const lateDay = sql`coalesce(${completedDay(t, c)} > ${t.endDate}, false)`;
  return {
    finished,
    late: sql`(${finished} and ${lateDay})`,
    on_time: sql`(${finished} and not ${lateDay})`,
    open,
    overdue,
  };
}

/** The tasks a figure counts; 'all' is every task of the report. */
export function figureCondition(filter: Exclude<TReportTaskFilter, 'all'>, t: Tasks, c: ReportClock): SQL {
  return reportWords(t, c)[filter];
}

/** The figures' columns (ZFulfilment's names) from their counts: the percentages next to what they divide. */
function withPercents(counts: Record<'tasks' | 'finished' | 'on_time' | 'late' | 'open' | 'overdue', SQL>, as = '') {
  const columns = Object.entries(counts).map(([name, n]) => sql`(${n})::int as ${sql.raw(`${as}${name}`)}`);
  columns.push(sql`${percentSql(counts.finished, counts.tasks)} as ${sql.raw(`${as}percent`)}`);
  columns.push(sql`${percentSql(counts.on_time, counts.finished)} as ${sql.raw(`${as}on_time_percent`)}`);
  return sql.join(columns, sql`, `);
}

/** The figures' columns from the four counts the others follow from (on time and late split the finished tasks, open is the rest). */
export function figuresFrom(n: Record<'tasks' | 'finished' | 'late' | 'overdue', SQL>): SQL {
  return withPercents({
    tasks: n.tasks,
    finished: n.finished,
    on_time: sql`(${n.finished} - ${n.late})`,
    late: n.late,
    open: sql`(${n.tasks} - ${n.finished})`,
    overdue: n.overdue,
  });
}

/**
 * Every figure of the rows of a grouped statement over `t`: the columns of ZFulfilment. Only tasks, finished, late
 * and overdue are counted, and every condition counted is evaluated on every row, the time zone's conversion the
 * dearest.
 */
export function figureCounts(t: Tasks, c: ReportClock): SQL {
  const w = reportWords(t, c);
  const n = (condition: SQL) => sql`count(*) filter (where ${condition})`;
  return figuresFrom({ tasks: sql`count(*)`, finished: n(w.finished), late: n(w.late), overdue: n(w.overdue) });
}

/**
 * The counts a grouped statement over memberships takes from their copies of the task (`tasks`, `finished`,
 * `overdue`): all but late, which needs the completion time only the task has.
 */
export function stateCounts(m: typeof taskMembers, c: ReportClock): SQL {
  const w = stateWords(memberState(m), c);
  return sql`count(*) as tasks, count(*) filter (where ${w.finished}) as finished,
    count(*) filter (where ${w.overdue}) as overdue`;
}

/** The figures of a set of rows that each carry figureCounts' columns (their sum), named `${as}tasks`, …. */
export function figureSums(as: string): SQL {
  const sum = (name: string) => sql`coalesce(sum(${sql.raw(name)}), 0)`;
  return withPercents(
    {
      tasks: sum('tasks'),
      finished: sum('finished'),
      on_time: sum('on_time'),
      late: sum('late'),
      open: sum('open'),
      overdue: sum('overdue'),
    },
    as,
  );
}

/**
 * The report's period on the task's end date (both ends inclusive); a task without an end date is in no period.
 * Null without one.
 */
export function periodCondition(
  t: { endDate: SQLWrapper },
  period: { from?: SQLWrapper | string; to?: SQLWrapper | string },
) {
  const parts: SQL[] = [];
  if (period.from !== undefined) parts.push(sql`${t.endDate} >= ${period.from}::date`);
  if (period.to !== undefined) parts.push(sql`${t.endDate} <= ${period.to}::date`);
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/** Days finished after the end date (late) or past it while open (overdue), else 0: ZReportTask's days_late. */
export function daysLateSql(t: Tasks, c: ReportClock): SQL<number> {
  const w = reportWords(t, c);
  return sql<number>`(case when ${w.late} then ${completedDay(t, c)} - ${t.endDate}
    when ${w.overdue} then ${c.today}::date - ${t.endDate} else 0 end)`;
}

/** round(part × 100 ÷ whole), 0 when the whole is 0: the percentages of ZFulfilment, for sorting and answering. */
export const percentSql = (part: SQLWrapper, whole: SQLWrapper) =>
  sql<number>`coalesce(round((${part}) * 100.0 / nullif(${whole}, 0)), 0)::int`;
