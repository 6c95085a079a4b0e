import { and, asc, desc, eq, isNull, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type {
  TReportTaskFilter,
  TReportTaskPage,
  TReportTaskQuery,
  TResponsibleTaskQuery,
} from '@gestora/contract/reports/reports.schema';
import { defineList, type ListCounter, type ListParams } from '../../db/list/define-list.ts';
import { defineStatement } from '../../db/list/define-statement.ts';
import { matchesPrefix, prefixQuery } from '../../db/list/full-text.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import { isoStringJson, jsonObject, jsonPlain } from '../../db/json-sql.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { projectTaskCounts } from '../projects/project-task-counts.table.ts';
import { inProjectScope, projectScope } from '../projects/projects.access.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { TASK_DONE_SQL, taskMembers, tasks } from '../tasks/tasks.table.ts';
import { daysLateSql, figureCondition, periodCondition, type ReportClock } from './reports-conditions.queries.ts';
import { reportPerson } from './reports-responsible.service.ts';
import { checkPeriod } from './reports.rules.ts';

/** What the list reads: a route's query, the figure of its path, and the project or person it is about. */
export type ReportTaskListQuery = Omit<TReportTaskQuery, 'sort'> &
  Pick<TResponsibleTaskQuery, 'project_id'> & {
    sort?: TReportTaskQuery['sort'];
    filter: TReportTaskFilter;
    /** The project's public id (its report's list): a project the actor does not see is a 404 (the list's `within`). */
    project?: string;
    /** The person's id (the responsible report's list). */
    member?: number;
  };

/*
 * The clock's placeholders are the list's params of the same names ('today', 'tz'): a sort, which is not handed the
 * params, names them itself.
 */
const clockOfParams = (p: ListParams): ReportClock => ({ today: p.today, tz: p.tz });
const sortClock: ReportClock = { today: sql.placeholder('today'), tz: sql.placeholder('tz') };

type Referenced = typeof projects | typeof stages | typeof stageActivities;
const idOf = (table: Referenced, publicId: SQLWrapper) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;
/** A reference the row points at (its project, stage, activity), as its kept JSON, or null. */
const refOf = (table: Referenced, id: SQLWrapper) =>
  sql`coalesce((select ${table.refJson} from ${table} where ${table.id} = ${id}), 'null')`;

/**
 * ZReportTask, written by PostgreSQL: the task's kept list row (tasks.own_json: its members, project, stage and
 * counts) with what only the report says — when it was finished, how late, its activity.
 */
const reportTaskJson = (c: ReportClock) =>
  jsonObject(
    {
      completed_at: isoStringJson(tasks.completedAt),
      days_late: jsonPlain(daysLateSql(tasks, c)),
      activity: refOf(stageActivities, tasks.stageActivityId),
    },
    tasks.ownJson,
  );

const tie = desc(tasks.id);
const dir = (descending: boolean) => (descending ? desc : asc);
const nullsLast = (key: SQL, descending: boolean) => sql`${key} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`;

/*
 * A project's figure of all, open or finished tasks, with no other filter, is a sum of the project's live tasks per
 * status that the tasks' triggers keep (project_task_counts), not a count of its tasks. The list's scope through
 * the project: a task's project in the actor's scope is the project itself in it (projectScope).
 */
const figureStatuses = {
  all: sql``,
  open: sql` and ${projectTaskCounts.status} <> ${TASK_DONE_SQL}`,
  finished: sql` and ${projectTaskCounts.status} = ${TASK_DONE_SQL}`,
} as const;
const projectFigureCounter: ListCounter<ReportTaskListQuery> = {
  answers: ['figure', 'project'],
  needs: ['project'],
  when: (q) => Object.hasOwn(figureStatuses, q.filter),
  total: (p, given, actor) => {
    const scope = projectScope(actor, p.me);
    const statuses = figureStatuses[(given.figure ?? 'all') as keyof typeof figureStatuses];
    return keyed(
      scope.key,
      () => sql`(select coalesce(sum(${projectTaskCounts.n}), 0) from ${projectTaskCounts}
        where ${projectTaskCounts.projectId} = (select ${projects.id} from ${projects}
          where ${projects.publicId} = ${given.project} and ${scope.sql})${statuses})`,
    );
  },
};

/**
 * The tasks behind a figure of a report: the report's tasks (live, in a project the actor sees) that the figure
 * counts (reports-conditions.queries.ts, the same words as the figures), of its project, stage and activity ('none': those
 * without), of its person, in its period. Declared once for both reports' lists, so that the export can read it.
 */
export const reportTasksList = defineList<ReportTaskListQuery, TReportTaskPage>({
  name: 'report_tasks',
  table: tasks,
  id: tasks.id,
  params: (ctx) => ({ today: ctx.today(), tz: ctx.timeZone }),
  scope: (actor, p) => {
    const inScope = inProjectScope(tasks.projectId, actor, p.me);
    return keyed(inScope.key, () => and(isNull(tasks.deletedAt), inScope.sql)!);
  },
  filters: {
    figure: {
      inText: true,
      volatile: true,
      value: (q) => (q.filter === 'all' ? undefined : q.filter),
      where: (figure: Exclude<TReportTaskFilter, 'all'>, p) => figureCondition(figure, tasks, clockOfParams(p)),
    },
    project: { where: (v) => sql`${tasks.projectId} = ${idOf(projects, v)}` },
    project_id: { where: (v) => sql`${tasks.projectId} = ${idOf(projects, v)}` },
    member: {
      where: (v) =>
        sql`exists (select 1 from ${taskMembers} where ${taskMembers.taskId} = ${tasks.id} and ${taskMembers.userId} = ${v})`,
    },
    no_stage: {
      inText: true,
      value: (q) => (q.stage_id === 'none' ? true : undefined),
      where: () => isNull(tasks.stageId),
    },
    stage: {
      value: (q) => (q.stage_id === 'none' ? undefined : q.stage_id),
      where: (v) => sql`${tasks.stageId} = ${idOf(stages, v)}`,
    },
    no_activity: {
      inText: true,
      value: (q) => (q.activity_id === 'none' ? true : undefined),
      where: () => isNull(tasks.stageActivityId),
    },
    activity: {
      value: (q) => (q.activity_id === 'none' ? undefined : q.activity_id),
      where: (v) => sql`${tasks.stageActivityId} = ${idOf(stageActivities, v)}`,
    },
    date_from: { where: (v) => periodCondition(tasks, { from: v })! },
    date_to: { where: (v) => periodCondition(tasks, { to: v })! },
    q: { value: (q) => prefixQuery(q.q), search: true, where: (v) => matchesPrefix(tasks.searchVector, v) },
  },
  sorts: {
    end_date: (d) => [nullsLast(sql`${tasks.endDate}`, d), tie],
    title: (d) => [dir(d)(sql`lower(${tasks.title})`), tie],
    status: (d) => [dir(d)(tasks.status), tie],
    days_late: (d) => [dir(d)(daysLateSql(tasks, sortClock)), tie],
    completed_at: (d) => [nullsLast(sql`${tasks.completedAt}`, d), tie],
  },
  defaultOrder: () => [sql`${tasks.endDate} asc nulls last`, tie],
  row: { json: (_actor, p) => keyed('report_task', () => reportTaskJson(clockOfParams(p))) },
  counters: [projectFigureCounter],
  // A project's figure: whether the actor sees the project is read with its page (a 404 when not).
  within: {
    filter: 'project',
    visible: (v, p, actor) => {
      const scope = projectScope(actor, p.me);
      return keyed(
        scope.key,
        () => sql`exists (select from ${projects} where ${projects.publicId} = ${v} and ${scope.sql})`,
      );
    },
    missing: () => notFound(),
  },
});

/*
 * The project of a report's list, as loadProject finds it (live, in the actor's scope), but its id alone and
 * prepared: every page and export of a project's figure starts here, and loadProject builds its query and reads
 * the project's whole row on every call.
 */
const projectIdOf = defineStatement(
  'report_tasks/project',
  (db, p: { public_id: Placeholder; me: Placeholder }, parts: { scope: Keyed }) =>
    db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.publicId, p.public_id), parts.scope.sql)),
);

/** The export's query for a project's figure: 404 for a project the actor does not see (the list reads it itself). */
export async function projectTasksQuery(
  ctx: ServiceContext,
  actor: Actor,
  projectId: string,
  filter: TReportTaskFilter,
  q: TReportTaskQuery,
): Promise<ReportTaskListQuery> {
  checkPeriod(q);
  const [row] = await projectIdOf.run(
    ctx.db,
    { public_id: projectId, me: actor.userId },
    {
      scope: projectScope(actor, sql.placeholder('me')),
    },
  );
  if (!row) throw notFound();
  return { ...q, filter, project: projectId };
}

/** The list's query for one person's figure (the list and its export). */
export async function responsibleTasksQuery(
  ctx: ServiceContext,
  _actor: Actor,
  userId: string,
  filter: TReportTaskFilter,
  q: TResponsibleTaskQuery,
): Promise<ReportTaskListQuery> {
  checkPeriod(q);
  return { ...q, filter, member: await reportPerson(ctx, userId) };
}

/** GET /api/report/project/{project_id}/tasks/{filter}. */
export async function projectReportTasks(
  ctx: ServiceContext,
  actor: Actor,
  projectId: string,
  filter: TReportTaskFilter,
  q: TReportTaskQuery,
): Promise<TReportTaskPage> {
  checkPeriod(q);
  return reportTasksList.answer(ctx, actor, { ...q, filter, project: projectId });
}

/** GET /api/report/responsible/{user_id}/tasks/{filter}: the tasks behind one person's figure. */
export async function responsibleReportTasks(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  filter: TReportTaskFilter,
  q: TResponsibleTaskQuery,
): Promise<TReportTaskPage> {
  return reportTasksList.answer(ctx, actor, await responsibleTasksQuery(ctx, actor, userId, filter, q));
}
