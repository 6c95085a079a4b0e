import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMyTaskPage, TTaskPage, ZMyTaskQuery, ZTaskListQuery } from '@gestora/contract/tasks/tasks.schema';
import { deferred } from '../../db/list/deferred-sql.ts';
import {
  defineList,
  type ListCounter,
  type ListDeclaration,
  type ListFilter,
  type ListParams,
} from '../../db/list/define-list.ts';
import { matchesPrefix, prefixQuery } from '../../db/list/full-text.ts';
import { keyed } from '../../db/list/keyed.ts';
import { jsonPlain } from '../../db/json-sql.ts';
import { projectScope } from '../projects/projects.access.ts';
import { projectTaskCounts } from '../projects/project-task-counts.table.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { users } from '../users/users.table.ts';
import type { Actor } from '../../lib/service-context.ts';
import { canJson, isMemberOf, taskScope } from './tasks.access.ts';
import { taskJson } from './tasks.queries.ts';
import { taskMembers, tasks } from './tasks.table.ts';

export type ListQuery = z.output<typeof ZTaskListQuery>;
type MyQuery = z.output<typeof ZMyTaskQuery>;
type AnyQuery = MyQuery & { member_id?: string };

type Referenced = typeof projects | typeof stages | typeof stageActivities | typeof users;
const idOf = (table: Referenced, publicId: SQLWrapper) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;

/** The filters of every task list (an unknown public id simply matches nothing). */
const filters: Record<string, ListFilter<AnyQuery>> = {
  // Spanish full text over the task's stored search vector (title + description): 'dise' finds 'diseño'.
  q: { value: (q) => prefixQuery(q.q), search: true, where: (v) => matchesPrefix(tasks.searchVector, v) },
  status: { where: (v) => eq(tasks.status, v) },
  priority: { where: (v) => eq(tasks.priority, v) },
  project_id: { where: (v) => sql`${tasks.projectId} = ${idOf(projects, v)}` },
  stage_id: { where: (v) => sql`${tasks.stageId} = ${idOf(stages, v)}` },
  stage_activity_id: { where: (v) => sql`${tasks.stageActivityId} = ${idOf(stageActivities, v)}` },
  member_id: {
    where: (v) =>
      sql`exists (select 1 from task_members m where m.task_id = "tasks"."id" and m.user_id = ${idOf(users, v)})`,
  },
  date_from: { where: (v) => gte(tasks.endDate, v) },
  date_to: { where: (v) => lte(tasks.endDate, v) },
};

const priorityRank = sql`case ${tasks.priority} when 'Urgente' then 4 when 'Alta' then 3 when 'Media' then 2 else 1 end`;
const tie = desc(tasks.id);
const dir = (descending: boolean) => (descending ? desc : asc);
/**
 * With a search, `+ 0` hides the end-date index from the planner: walking it and testing the full-text match row
 * by row is far slower for a rare word than reading the few matches through the search index and sorting them.
 */
const endDate = (searching: boolean) => (searching ? sql`(${tasks.endDate} + 0)` : sql`${tasks.endDate}`);

/** Allow-listed sorts; 'priority' ranks Baja < Media < Alta < Urgente. Default: nearest end date first. */
const sorts: ListDeclaration<AnyQuery>['sorts'] = {
  priority: (d) => [dir(d)(priorityRank), tie],
  status: (d) => [dir(d)(tasks.status), tie],
  created_at: (d) => [dir(d)(tasks.createdAt), tie],
  title: (d) => [dir(d)(sql`lower(${tasks.title})`), tie],
  end_date: (d, s) => [
    d ? sql`${endDate(s.searching)} desc nulls last` : sql`${endDate(s.searching)} asc nulls last`,
    tie,
  ],
};
const defaultOrder = (s: { searching: boolean }) => [sql`${endDate(s.searching)} asc nulls last`, tie];

/**
 * A list or board filtered by its project alone (and perhaps a status): the condition on the project's counters
 * (project_task_counts, kept by the tasks' triggers) that gives its totals — the project's live tasks when it is
 * in the actor's scope (taskScope lets a project's tasks through by projectScope alone), none otherwise.
 */
export function projectCountsWhere(actor: Actor, p: ListParams, given: Readonly<Record<string, unknown>>) {
  const scope = projectScope(actor, p.me);
  return keyed(
    scope.key,
    deferred(() => {
      const project = sql`(select ${projects.id} from ${projects}
        where ${projects.publicId} = ${given.project_id} and ${scope.sql})`;
      const status = 'status' in given ? sql` and ${projectTaskCounts.status} = ${given.status}` : sql``;
      return sql`${projectTaskCounts.projectId} = ${project}${status}`;
    }),
  );
}

export const projectCounter: ListCounter<AnyQuery> = {
  answers: ['project_id', 'status'],
  needs: ['project_id'],
  total: (p, given, actor) => {
    const where = projectCountsWhere(actor, p, given);
    return keyed(
      where.key,
      sql`(select coalesce(sum(${projectTaskCounts.n}), 0) from ${projectTaskCounts} where ${where.sql})`,
    );
  },
};

/** The declaration the task list and the board share: the board's columns are the list's pages by status. */
export const tasksList = defineList<ListQuery, TTaskPage>({
  name: 'tasks',
  table: tasks,
  id: tasks.id,
  params: (ctx) => ({ today: ctx.today() }),
  scope: (actor, p) => taskScope(actor, p.me),
  filters,
  sorts,
  defaultOrder,
  row: {
    // Every row is in scope: the WHERE holds taskScope.
    json: (actor, p) => {
      const can = canJson(actor, p.me, { inScope: true });
      return keyed(can.key, () => taskJson(can.sql, p.today));
    },
  },
  counters: [projectCounter],
});

/** GET /api/my_tasks: the actor's assigned live tasks (no project permission needed), with subtask counts. */
export const myTasksList = defineList<MyQuery, TMyTaskPage>({
  name: 'my_tasks',
  table: tasks,
  id: tasks.id,
  params: (ctx) => ({ today: ctx.today() }),
  scope: (_actor, p) => keyed('member', and(sql`${tasks.deletedAt} is null`, isMemberOf(p.me))!),
  filters,
  sorts,
  defaultOrder,
  row: {
    // Every row is the actor's: the WHERE holds isMemberOf.
    json: (actor, p) => {
      const can = canJson(actor, p.me, { member: true });
      return keyed(can.key, () => taskJson(can.sql, p.today, { subtasks_count: jsonPlain(tasks.subtasksCount) }));
    },
  },
  counters: [
    {
      // No filter and the default order (or end_date ascending, the same): the page's ids and its total from the
      // actor's memberships alone — task_members carries each task's end date and liveness (kept by triggers,
      // migration 0017) and task_members_live_end_date_idx gives the page's entries in order.
      answers: [],
      when: (q) => q.sort === undefined || q.sort === 'end_date',
      total: (p) => sql<number>`(select count(*) from ${taskMembers} where ${liveMembership(p.me)})`,
      ids: (p, span) => sql`select ${taskMembers.taskId} from ${taskMembers} where ${liveMembership(p.me)}
        order by ${taskMembers.taskEndDate} asc nulls last, ${taskMembers.taskId} desc
        limit ${span.limit} offset ${span.offset}`,
    },
  ],
});

/**
 * `task_live` as written in the partial index's predicate: a bound `= $n` cannot prove it in a generic plan, which
 * then read all the actor's memberships to sort and count them instead of the index's first entries.
 */
const liveMembership = (me: SQLWrapper): SQL => and(eq(taskMembers.userId, me), sql`${taskMembers.taskLive}`)!;
