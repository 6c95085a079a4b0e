import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { tasks } from './tasks.table.ts';

/*
 * The tuned SQL of the task lists, board and detail: which columns a row reads and from which joins. The
 * presenter (tasks.presenter.ts) shapes these rows for the wire.
 */

// Qualified by hand: inside a correlated subquery drizzle would print the outer column unqualified.
export const subtasksCount = sql<number>`(select count(*)::int from subtasks s where s.task_id = "tasks"."id")`.mapWith(
  Number,
);

/** The columns of a list row: the task, its project/stage/activity refs, its counts and members (one statement). */
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
/** The same rows with the number of subtasks of each task (/api/my_tasks). */
export function selectMyTaskRows<E extends Extra>(db: DbOrTx, extra: E) {
  return db
    .select({ ...listColumns, subtasksCount, ...extra })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(stages, eq(stages.id, tasks.stageId))
    .leftJoin(stageActivities, eq(stageActivities.id, tasks.stageActivityId))
    .$dynamic();
}
export type ListRow = Awaited<ReturnType<typeof selectTaskRows>>[number];

/**
 * A board card (ZTaskBoardCard without `can`) as compact JSON text written by PostgreSQL, with the members' text
 * kept on the task (migration 0017) inside it as it is: the server splices in `can` and writes the cards into its
 * answer without parsing, mapping or serialising 250 of them (tasks-board.service.ts). By concatenation, every
 * text through to_json (its escaping): a tenth less of PostgreSQL's time on a 1,000-task board than row_to_json
 * of a row with the project's as a nested one. Qualified by hand, as above.
 */
const cardJson = sql<string>`('{"public_id":"' || "tasks"."public_id" || '","title":' || to_json("tasks"."title")
  || ',"status":' || to_json("tasks"."status") || ',"priority":' || to_json("tasks"."priority")
  || ',"end_date":' || coalesce('"' || "tasks"."end_date" || '"', 'null')
  || ',"project":' || case when "projects"."id" is null then 'null'
    else '{"public_id":"' || "projects"."public_id" || '","name":' || to_json("projects"."name") || '}' end
  || ',"members":' || "tasks"."members" || ',"comments_count":' || "tasks"."comments_count"
  || ',"files_count":' || "tasks"."files_count" || '}')`;

/** A board's cards: each card's JSON text, with what its `can` and its column need. */
export function selectBoardCards<E extends Extra>(db: DbOrTx, extra: E) {
  return db
    .select({ ...extra, status: tasks.status, createdBy: tasks.createdBy, card: cardJson })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .$dynamic();
}
export type CardRow = Awaited<ReturnType<typeof selectBoardCards>>[number];
