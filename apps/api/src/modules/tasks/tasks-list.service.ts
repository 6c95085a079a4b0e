import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMyTaskPage, TTaskPage, ZMyTaskQuery, ZTaskListQuery } from '@gestora/contract/tasks/tasks.schema';
import type { Db } from '../../db/client.ts';
import { deferred } from '../../db/deferred-sql.ts';
import { jsonPageOfRows, jsonPlain, markedRow, pageWithTotal } from '../../db/json-sql.ts';
import { onPageId, PAGE_ORDER, pageIds, pageOnTable, readsPageDirectly, type PageOnTable } from '../../db/page-ids.ts';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import type { ShapedActor } from '../../lib/access.ts';
import { projectScope } from '../projects/projects.access.ts';
import { projectTaskCounts } from '../projects/project-task-counts.table.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { users } from '../users/users.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { canJson, isMemberOf, taskScope } from './tasks.access.ts';
import { taskJson } from './tasks.queries.ts';
import { taskMembers, tasks } from './tasks.table.ts';

export type ListQuery = z.output<typeof ZTaskListQuery>;
type MyQuery = z.output<typeof ZMyTaskQuery>;

/**
 * q as a Spanish full-text prefix query over the task's stored search vector (title + description), so
 * 'dise' finds 'diseño'. Only letters and digits reach to_tsquery: its operators cannot be injected.
 */
function fullText(shape: QueryShape, q: string | undefined): SQL | undefined {
  const words = (q ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 8);
  return shape.when(
    'query',
    words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined,
    (v) => sql`${tasks.searchVector} @@ to_tsquery('spanish', ${v})`,
  );
}

type Referenced = typeof projects | typeof stages | typeof stageActivities | typeof users;
const idOf = (table: Referenced, publicId: SQLWrapper) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;

/** The filters shared by every task list (an unknown public id simply matches nothing). */
export function filters(shape: QueryShape, q: MyQuery & { member_id?: string }): SQL | undefined {
  return and(
    fullText(shape, q.q),
    shape.when('status', q.status, (v) => eq(tasks.status, v)),
    shape.when('priority', q.priority, (v) => eq(tasks.priority, v)),
    shape.when('project', q.project_id, (v) => sql`${tasks.projectId} = ${idOf(projects, v)}`),
    shape.when('stage', q.stage_id, (v) => sql`${tasks.stageId} = ${idOf(stages, v)}`),
    shape.when('activity', q.stage_activity_id, (v) => sql`${tasks.stageActivityId} = ${idOf(stageActivities, v)}`),
    shape.when(
      'member',
      q.member_id,
      (v) =>
        sql`exists (select 1 from task_members m where m.task_id = "tasks"."id" and m.user_id = ${idOf(users, v)})`,
    ),
    shape.when('from', q.date_from, (v) => gte(tasks.endDate, v)),
    shape.when('to', q.date_to, (v) => lte(tasks.endDate, v)),
  );
}

const priorityRank = sql`case ${tasks.priority} when 'Urgente' then 4 when 'Alta' then 3 when 'Media' then 2 else 1 end`;

/**
 * Allow-listed sorts; 'priority' ranks Baja < Media < Alta < Urgente. Default: nearest end date first. One
 * expression (its keys joined), written when the statement is.
 */
export function order(shape: QueryShape, sort: string | undefined, searching: boolean): SQL[] {
  shape.mark(`sort=${sort ?? ''}${searching ? ',searching' : ''}`);
  return [deferred(() => sql.join(orderKeys(sort, searching), sql`, `))];
}

function orderKeys(sort: string | undefined, searching: boolean): SQL[] {
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

/** The number of tasks matching `where`, as a column: PostgreSQL computes it once for the statement. */
const countOf = (where: SQL | undefined) => sql<number>`(select count(*) from ${tasks} where ${where})`.mapWith(Number);

/**
 * When a list or board is filtered by its project alone (and perhaps a status), the condition on the project's
 * counters (project_task_counts, kept by the tasks' triggers) that gives its totals: the project's live tasks when
 * it is in the actor's scope (taskScope lets a project's tasks through by projectScope alone), none otherwise —
 * instead of counting the project's 1,000 tasks on every page. Undefined for any other filter.
 */
export function projectCounters(shape: QueryShape, actor: Actor, shaped: ShapedActor, q: ListQuery): SQL | undefined {
  const others = q.q || q.priority || q.stage_id || q.stage_activity_id || q.member_id || q.date_from || q.date_to;
  if (!q.project_id || others) return undefined;
  shape.mark('counted');
  const scope = projectScope(actor, shaped);
  return deferred(() => {
    // The placeholders the filters set ('project', 'status'), read again here.
    const project = sql`(select ${projects.id} from ${projects}
      where ${projects.publicId} = ${sql.placeholder('project')} and ${scope})`;
    const status = q.status ? sql` and ${projectTaskCounts.status} = ${sql.placeholder('status')}` : sql``;
    return sql`${projectTaskCounts.projectId} = ${project}${status}`;
  });
}

/** How a page's tasks are chosen: on `tasks` itself, or as ids read elsewhere (my tasks' memberships). */
type Chosen = PageOnTable | { ids: SQLWrapper };

/** The statement of a page's rows, each written as JSON (`row`, from the task's row alone), in the page's order. */
function rowsOfPage(db: Db, chosen: Chosen, row: SQL) {
  if (!('ids' in chosen)) return pageOnTable(db, tasks, tasks.id, chosen, markedRow(row));
  return db
    .select({ json: markedRow(row) })
    .from(tasks)
    .innerJoin(pageIds(chosen.ids), onPageId(tasks.id))
    .orderBy(PAGE_ORDER);
}

/** The actor's id as the list's placeholder, for every scope condition of its statement. */
export const shapedActor = (shape: QueryShape, actor: Actor): ShapedActor => ({
  shape,
  me: shape.set('me', actor.userId),
});

/**
 * One page of a task list in one prepared statement (pageWithTotal) that writes its rows' JSON (taskJson, with
 * canJson's rights and the remaining days for ctx.today()): the rows `chosen` (rowsOfPage), in their order, and
 * `total`. Searches keep fresh plans: a generic one cannot know how rare a word is (see `order`).
 */
async function page<T>(
  ctx: ServiceContext,
  shape: QueryShape,
  q: MyQuery,
  build: () => { chosen: Chosen; total: SQL<number>; row: SQL },
) {
  const db = ctx.db;
  const rows = await runShaped(
    db,
    shape,
    () => {
      const { chosen, total, row } = build();
      return pageWithTotal(db, rowsOfPage(db, chosen, row), total.mapWith(Number));
    },
    { fresh: Boolean(q.q) },
  );
  return jsonPageOfRows<T>(rows, q);
}

/** GET /api/tasks: the tasks in the actor's scope, nearest end date first unless sorted. */
export function listTasks(ctx: ServiceContext, actor: Actor, q: ListQuery) {
  const shape = new QueryShape('tasks');
  const shaped = shapedActor(shape, actor);
  const where = and(taskScope(actor, shaped), filters(shape, q));
  const ordered = order(shape, q.sort, Boolean(q.q));
  const span = shape.page(q);
  // Every row is in scope: the WHERE holds taskScope.
  const can = canJson(actor, shape, shaped.me, { inScope: true });
  const today = shape.set('today', ctx.today());
  const counters = projectCounters(shape, actor, shaped, q);
  const direct = readsPageDirectly(shape, q);
  return page<TTaskPage>(ctx, shape, q, () => ({
    chosen: { where, ordered, span, direct },
    total: counters
      ? sql<number>`(select coalesce(sum(${projectTaskCounts.n}), 0) from ${projectTaskCounts} where ${counters})`
      : countOf(where),
    row: taskJson(can, today),
  }));
}

/**
 * With no filter and the default order (or end_date ascending, the same), the actor's page of my tasks as
 * its ids and its total, read from their memberships alone: task_members carries each task's end date and
 * liveness (kept by triggers, migration 0017) and task_members_live_end_date_idx gives the page's 20 entries in
 * order and the total from the index, instead of fetching the actor's 350 tasks to sort and count them.
 */
function myPageByMembership(shape: QueryShape, me: SQLWrapper, q: MyQuery, span: ReturnType<QueryShape['page']>) {
  const { page: _p, per_page: _pp, sort, ...filtersGiven } = q;
  if (Object.values(filtersGiven).some((v) => v !== undefined && v !== '')) return undefined;
  if (sort !== undefined && sort !== 'end_date') return undefined;
  shape.mark('by-membership');
  const m = taskMembers;
  // `task_live` as written in the partial index's predicate: a bound `= $n` cannot prove it in a generic plan, which
  // then read all the actor's memberships to sort and count them instead of the index's first 20 entries.
  const live = and(eq(m.userId, me), sql`${m.taskLive}`);
  return {
    ids: sql`select ${m.taskId} from ${m} where ${live}
      order by ${m.taskEndDate} asc nulls last, ${m.taskId} desc limit ${span.limit} offset ${span.offset}`,
    total: sql<number>`(select count(*) from ${m} where ${live})`.mapWith(Number),
  };
}

/** GET /api/my_tasks: the actor's assigned live tasks (no project permission needed), with subtask counts. */
export function myTasks(ctx: ServiceContext, actor: Actor, q: MyQuery) {
  const shape = new QueryShape('my_tasks');
  const shaped = shapedActor(shape, actor);
  const where = and(sql`${tasks.deletedAt} is null`, isMemberOf(shaped.me), filters(shape, q));
  const ordered = order(shape, q.sort, Boolean(q.q));
  const span = shape.page(q);
  // Every row is the actor's: the WHERE holds isMemberOf.
  const can = canJson(actor, shape, shaped.me, { member: true });
  const today = shape.set('today', ctx.today());
  const byMembership = myPageByMembership(shape, shaped.me, q, span);
  const direct = !byMembership && readsPageDirectly(shape, q);
  return page<TMyTaskPage>(ctx, shape, q, () => ({
    chosen: byMembership ?? { where, ordered, span, direct },
    total: byMembership?.total ?? countOf(where),
    row: taskJson(can, today, { subtasks_count: jsonPlain(tasks.subtasksCount) }),
  }));
}
