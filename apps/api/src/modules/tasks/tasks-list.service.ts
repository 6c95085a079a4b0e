import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TTaskBoard } from '@gestora/contract/tasks/tasks.schema';
import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { TASK_STATUSES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import type { z } from 'zod';
import type { ZMyTaskQuery, ZTaskListQuery } from '@gestora/contract/tasks/tasks.schema';
import type { Db } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { pageOf } from '../../lib/pagination.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { users } from '../users/users.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { accessColumns, isMemberOf, rightsOf, taskScope } from './tasks.access.ts';
import { presentCard, presentRow } from './tasks.presenter.ts';
import { selectBoardCards, selectMyTaskRows, selectTaskRows } from './tasks.queries.ts';
import { tasks } from './tasks.table.ts';

type ListQuery = z.output<typeof ZTaskListQuery>;
type MyQuery = z.output<typeof ZMyTaskQuery>;

/**
 * q as a Spanish full-text prefix query over the expression of tasks_search_idx (title + description), so
 * 'dise' finds 'diseño'. Only letters and digits reach to_tsquery: its operators cannot be injected.
 */
function fullText(q: string | undefined): SQL | undefined {
  const words = (q ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  const query = words.map((w) => `${w}:*`).join(' & ');
  return sql`to_tsvector('spanish', ${tasks.title} || ' ' || coalesce(${tasks.description}, '')) @@ to_tsquery('spanish', ${query})`;
}

const idOf = (table: typeof projects | typeof stages | typeof stageActivities | typeof users, publicId: string) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;

/** The filters shared by every task list (an unknown public id simply matches nothing). */
function filters(q: MyQuery & { member_id?: string }): SQL | undefined {
  return and(
    fullText(q.q),
    q.status ? eq(tasks.status, q.status) : undefined,
    q.priority ? eq(tasks.priority, q.priority) : undefined,
    q.project_id ? sql`${tasks.projectId} = ${idOf(projects, q.project_id)}` : undefined,
    q.stage_id ? sql`${tasks.stageId} = ${idOf(stages, q.stage_id)}` : undefined,
    q.stage_activity_id ? sql`${tasks.stageActivityId} = ${idOf(stageActivities, q.stage_activity_id)}` : undefined,
    q.member_id
      ? sql`exists (select 1 from task_members m where m.task_id = "tasks"."id" and m.user_id = ${idOf(users, q.member_id)})`
      : undefined,
    q.date_from ? gte(tasks.endDate, q.date_from) : undefined,
    q.date_to ? lte(tasks.endDate, q.date_to) : undefined,
  );
}

const priorityRank = sql`case ${tasks.priority} when 'Urgente' then 4 when 'Alta' then 3 when 'Media' then 2 else 1 end`;

/** Allow-listed sorts; 'priority' ranks Baja < Media < Alta < Urgente. Default: nearest end date first. */
function order(sort: string | undefined, searching = false): SQL[] {
  // With a search, `+ 0` hides the end-date index from the planner: walking it and testing the full-text match row
  // by row is far slower for a rare word than reading the few matches through the search index and sorting them.
  const endDate = searching ? sql`(${tasks.endDate} + 0)` : sql`${tasks.endDate}`;
  const key = sort?.replace(/^-/, '');
  const dir = sort?.startsWith('-') ? desc : asc;
  const tie = desc(tasks.id);
  switch (key) {
    case 'priority':
      return [dir(priorityRank), tie];
    case 'status':
      return [dir(tasks.status), tie];
    case 'created_at':
      return [dir(tasks.createdAt), tie];
    case 'title':
      return [dir(sql`lower(${tasks.title})`), tie];
    case 'end_date':
      return [sort!.startsWith('-') ? sql`${endDate} desc nulls last` : sql`${endDate} asc nulls last`, tie];
    default:
      return [sql`${endDate} asc nulls last`, tie];
  }
}

/** Searches keep fresh plans: a generic one cannot know how rare a word is (see `order`). */
const run = <T>(q: ListQuery | MyQuery, query: Parameters<typeof runPrepared<T>>[0]) =>
  q.q ? (query as unknown as Promise<T>) : runPrepared(query);

/** The number of tasks matching `where`, as a column: PostgreSQL computes it once for the statement. */
const countOf = (where: SQL | undefined) => sql<number>`(select count(*) from ${tasks} where ${where})`.mapWith(Number);

/** The ids of one page of the tasks matching `where`, chosen on `tasks` alone (its indexes give the order). */
const pageIdsOf = (db: Db, where: SQL | undefined, ordered: SQL[], q: ListQuery | MyQuery) =>
  db
    .select({ id: tasks.id })
    .from(tasks)
    .where(where)
    .orderBy(...ordered)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);

/** The total from the page's rows; a page past the end has none, and asks for it on its own. */
async function totalOf(db: Db, rows: { total: number }[], where: SQL | undefined) {
  if (rows.length > 0) return rows[0].total;
  const [{ total }] = await db.select({ total: count() }).from(tasks).where(where);
  return total;
}

/**
 * GET /api/tasks: one prepared statement whatever the page size: the page's rows with their refs, counts, members
 * and the total. The page's ids are chosen first on `tasks` alone, so the joins, counts and members are read for
 * its rows only, not for every row an OFFSET skips.
 */
export async function listTasks(ctx: ServiceContext, actor: Actor, q: ListQuery) {
  const db = ctx.db;
  const where = and(taskScope(actor), filters(q));
  const ordered = order(q.sort, Boolean(q.q));
  const rows = await run(
    q,
    selectTaskRows(db, { total: countOf(where), ...accessColumns(actor) })
      .where(inArray(tasks.id, pageIdsOf(db, where, ordered, q)))
      .orderBy(...ordered),
  );
  const today = ctx.today();
  return pageOf(
    rows.map((r) => presentRow(r, today, rightsOf(actor, r))),
    await totalOf(db, rows, where),
    q,
  );
}

/** GET /api/my_tasks: the actor's assigned live tasks (no project permission needed), with subtask counts. */
export async function myTasks(ctx: ServiceContext, actor: Actor, q: MyQuery) {
  const db = ctx.db;
  const where = and(sql`${tasks.deletedAt} is null`, isMemberOf(actor.userId), filters(q));
  const ordered = order(q.sort, Boolean(q.q));
  const rows = await run(
    q,
    selectMyTaskRows(db, { total: countOf(where), ...accessColumns(actor) })
      .where(inArray(tasks.id, pageIdsOf(db, where, ordered, q)))
      .orderBy(...ordered),
  );
  const today = ctx.today();
  return pageOf(
    rows.map((r) => ({ ...presentRow(r, today, rightsOf(actor, r)), subtasks_count: r.subtasksCount })),
    await totalOf(db, rows, where),
    q,
  );
}

/**
 * GET /api/tasks/board: one column per status holding its first TASK_BOARD_COLUMN_CAP cards and its full total.
 * Each column's ids come from its own LIMIT over the (status, end date) index through a LATERAL join, so the board
 * reads a few hundred index entries, not every task (a window over all of them sorted 200,000 rows). One prepared
 * statement: the cards with their members, and the totals by status. No card means no task in any status.
 */
export async function taskBoard(ctx: ServiceContext, actor: Actor, q: ListQuery): Promise<TTaskBoard> {
  const db = ctx.db;
  const where = and(taskScope(actor), filters(q));
  const ordered = sql.join(order(q.sort, Boolean(q.q)), sql`, `);
  const columns = sql.join(
    TASK_STATUS_CODES.map((code) => sql`(${code})`),
    sql`, `,
  );
  const firstOfEachColumn = sql`${tasks.id} in (
    select top.id from (values ${columns}) as col(status)
    cross join lateral (
      select ${tasks.id} as id from ${tasks} where ${where} and ${tasks.status} = col.status
      order by ${ordered} limit ${TASK_BOARD_COLUMN_CAP}
    ) as top)`;
  const totals = sql<Record<string, number>>`(select json_object_agg(x.status, x.n) from (
    select ${tasks.status} as status, count(*) as n from ${tasks} where ${where} group by ${tasks.status}) as x)`;
  const rows = await run(
    q,
    selectBoardCards(db, { totals, ...accessColumns(actor) })
      .where(firstOfEachColumn)
      .orderBy(asc(tasks.status), ...order(q.sort, Boolean(q.q))),
  );
  const totalOf = rows[0]?.totals ?? {};
  const cards = rows.map((r) => presentCard(r, rightsOf(actor, r)));
  return {
    columns: TASK_STATUS_CODES.map((status) => ({
      status,
      name: TASK_STATUSES[status],
      total: totalOf[status] ?? 0,
      data: cards.filter((c) => c.status === status),
    })),
  };
}
