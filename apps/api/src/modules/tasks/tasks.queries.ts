import { eq, sql, type SQL } from 'drizzle-orm';
import type { TUserRef } from '@gestora/contract/common.schema';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { avatarUrlSql } from '../users/users.table.ts';
import { tasks } from './tasks.table.ts';

/*
 * The tuned SQL of the task lists, board and detail: which columns a row reads and from which joins. The
 * presenter (tasks.presenter.ts) shapes these rows for the wire.
 */

// Qualified by hand: inside a correlated subquery drizzle would print the outer column unqualified.
const commentsCount = sql<number>`(select count(*)::int from task_comments c where c.task_id = "tasks"."id")`.mapWith(
  Number,
);
const filesCount = sql<number>`(select count(*)::int from task_files f where f.task_id = "tasks"."id")`.mapWith(Number);
export const subtasksCount = sql<number>`(select count(*)::int from subtasks s where s.task_id = "tasks"."id")`.mapWith(
  Number,
);

/**
 * The task's members in assignment order, as the wire shows them, aggregated in SQL per row: no second statement,
 * no grouping of rows in JavaScript.
 */
const membersJson = sql<TUserRef[]>`(select coalesce(json_agg(json_build_object('public_id', u.public_id,
  'name', u.name, 'last_name', u.last_name, 'avatar_url', ${avatarUrlSql(sql`u.public_id`, sql`u.avatar_path`)})
  order by m.assigned_at, u.name), '[]'::json) from task_members m join users u on u.id = m.user_id
  where m.task_id = "tasks"."id")`;

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
  commentsCount,
  filesCount,
  members: membersJson,
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

/** A board card's columns (ZTaskBoardCard): no stage, activity, start date or timestamps. */
export function selectBoardCards<E extends Extra>(db: DbOrTx, extra: E) {
  return db
    .select({
      ...extra,
      publicId: tasks.publicId,
      title: tasks.title,
      status: tasks.status,
      priority: tasks.priority,
      endDate: tasks.endDate,
      createdBy: tasks.createdBy,
      projectPublicId: projects.publicId,
      projectName: projects.name,
      commentsCount,
      filesCount,
      members: membersJson,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .$dynamic();
}
export type CardRow = Awaited<ReturnType<typeof selectBoardCards>>[number];
