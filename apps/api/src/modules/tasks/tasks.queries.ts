import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jsonObject } from '../../db/json-sql.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { TASK_DONE_SQL, tasks } from './tasks.table.ts';

/*
 * The tuned SQL of the task lists, board and detail: which columns a row reads and from which joins. The lists'
 * rows are written as JSON by PostgreSQL (taskJson); the detail's row is shaped for the wire by the presenter
 * (tasks.presenter.ts presentRow), and tasks-list-rows.test.ts holds a list row equal to the detail's same fields.
 */

/** The columns of the detail's row: the task, its project/stage/activity refs, its counts and members. */
export const listColumns = {
  publicId: tasks.publicId,
  title: tasks.title,
  status: tasks.status,
  priority: tasks.priority,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  createdBy: tasks.createdBy,
  projectPublicId: projects.publicId,
  projectName: projects.name,
  stagePublicId: stages.publicId,
  stageName: stages.name,
  activityPublicId: stageActivities.publicId,
  activityName: stageActivities.name,
  // Kept by triggers (migration 0017): no lookup of the members, comments or files of each row.
  commentsCount: tasks.commentsCount,
  filesCount: tasks.filesCount,
  members: tasks.members,
};

/** Columns a list adds to its rows (the page's total, computed once by PostgreSQL for the whole statement). */
type Extra = Record<string, SQL<unknown>>;

/** FROM tasks with the joins `listColumns` reads (the joins are spelled out: drizzle cannot type them generically). */
export function selectTaskRows<E extends Extra = Record<never, never>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...listColumns, ...(extra as E) })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(stages, eq(stages.id, tasks.stageId))
    .leftJoin(stageActivities, eq(stageActivities.id, tasks.stageActivityId))
    .$dynamic();
}
export type ListRow = Awaited<ReturnType<typeof selectTaskRows>>[number];

/**
 * remainingDaysLabel (packages/contract/src/tasks/remaining-days.ts) in SQL, as its JSON string, for `today` (the
 * service's ctx.today(), 'YYYY-MM-DD', as a placeholder: the organisation's date, not the database's): the same
 * Spanish texts, the double space of the spec's 'La fecha  de entrega terminó' included. Written quoted by the CASE
 * (none of them holds a character JSON escapes) instead of by to_json, which works out how to write its argument
 * on every row.
 */
export function remainingDaysJson(today: Placeholder): SQL<string> {
  const days = sql`(${tasks.endDate} - ${today}::date)`;
  return sql<string>`case when ${tasks.endDate} is null or ${tasks.status} = ${TASK_DONE_SQL} then '"No aplica"'
    when ${days} = 0 then '"Finaliza hoy"' when ${days} < 0 then '"La fecha  de entrega terminó"'
    when ${days} = 1 then '"Falta 1 día"' else '"Faltan ' || ${days} || ' días"' end`;
}

/**
 * A list row (ZTaskListItem: the same fields as presentRow writes for the detail), written by PostgreSQL from the
 * task's row alone: `can` is canJson's (tasks.access.ts), `today` the date of remainingDaysJson; `more` adds fields
 * (my tasks' subtasks_count). The task's own members (its title, end date, members, counts) and its project and
 * stage come kept in `own_json` (the trigger of migrations 0026, 0038 and 0044, which a renamed project or stage
 * fires again): what depends on the day or the viewer is added here.
 */
export function taskJson(can: SQL, today: Placeholder, more: Record<string, SQL> = {}): SQL {
  return jsonObject({ remaining_days: remainingDaysJson(today), can, ...more }, tasks.ownJson);
}
