import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TTaskListItem, TTaskUser } from '@gestora/contract/tasks/tasks.schema';
import { remainingDaysLabel, type TTaskPriority, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { DEFAULT_AVATAR } from '@gestora/contract/users/users.schema';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { users } from '../users/users.table.ts';
import { taskMembers, tasks } from './tasks.table.ts';

/** Today's date on the server's clock as 'YYYY-MM-DD' (the remaining-days label counts from it). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type UserCols = { publicId: string; name: string; lastName: string; avatarPath: string | null; updatedAt: Date };
export const userRef = (u: UserCols): TTaskUser => ({
  public_id: u.publicId,
  name: u.name,
  last_name: u.lastName,
  avatar_url: u.avatarPath ? `/api/users/${u.publicId}/avatar?v=${u.updatedAt.getTime()}` : DEFAULT_AVATAR,
});
/** The columns userRef reads, from `users` or an alias of it. */
type UserKey = 'publicId' | 'name' | 'lastName' | 'avatarPath' | 'updatedAt';
export const userCols = <T extends Record<UserKey, PgColumn>>(t: T): Pick<T, UserKey> => ({
  publicId: t.publicId,
  name: t.name,
  lastName: t.lastName,
  avatarPath: t.avatarPath,
  updatedAt: t.updatedAt,
});

// Qualified by hand: inside a correlated subquery drizzle would print the outer column unqualified.
const commentsCount = sql<number>`(select count(*)::int from task_comments c where c.task_id = "tasks"."id")`.mapWith(
  Number,
);
const filesCount = sql<number>`(select count(*)::int from task_files f where f.task_id = "tasks"."id")`.mapWith(Number);
export const subtasksCount = sql<number>`(select count(*)::int from subtasks s where s.task_id = "tasks"."id")`.mapWith(
  Number,
);

/** The columns of a list row: the task, its project/stage/activity refs and its counts (one statement). */
export const listColumns = {
  id: tasks.id,
  publicId: tasks.publicId,
  title: tasks.title,
  status: tasks.status,
  priority: tasks.priority,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  projectPublicId: projects.publicId,
  projectName: projects.name,
  stagePublicId: stages.publicId,
  stageName: stages.name,
  activityPublicId: stageActivities.publicId,
  activityName: stageActivities.name,
  commentsCount,
  filesCount,
};

/** FROM tasks with the joins `listColumns` reads (the joins are spelled out: drizzle cannot type them generically). */
export function selectTaskRows(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(stages, eq(stages.id, tasks.stageId))
    .leftJoin(stageActivities, eq(stageActivities.id, tasks.stageActivityId))
    .$dynamic();
}
/** The same rows with the number of subtasks of each task (/api/my_tasks). */
export function selectMyTaskRows(db: DbOrTx) {
  return db
    .select({ ...listColumns, subtasksCount })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(stages, eq(stages.id, tasks.stageId))
    .leftJoin(stageActivities, eq(stageActivities.id, tasks.stageActivityId))
    .$dynamic();
}
type ListRow = Awaited<ReturnType<typeof selectTaskRows>>[number];

/** Members of many tasks at once, by task id, in assignment order. */
export async function membersOf(db: DbOrTx, taskIds: number[]): Promise<Map<number, TTaskUser[]>> {
  const out = new Map<number, TTaskUser[]>();
  if (taskIds.length === 0) return out;
  const rows = await db
    .select({ taskId: taskMembers.taskId, ...userCols(users) })
    .from(taskMembers)
    .innerJoin(users, eq(users.id, taskMembers.userId))
    .where(inArray(taskMembers.taskId, taskIds))
    .orderBy(asc(taskMembers.assignedAt), asc(users.name));
  for (const r of rows) {
    const list = out.get(r.taskId) ?? [];
    list.push(userRef(r));
    out.set(r.taskId, list);
  }
  return out;
}

const ref = (publicId: string | null, name: string | null) =>
  publicId ? { public_id: publicId, name: name ?? '' } : null;

export function presentRow(r: ListRow, members: Map<number, TTaskUser[]>, today: string): TTaskListItem {
  return {
    public_id: r.publicId,
    title: r.title,
    status: r.status as TTaskStatus,
    priority: r.priority as TTaskPriority,
    start_date: r.startDate,
    end_date: r.endDate,
    completed_at: r.completedAt?.toISOString() ?? null,
    remaining_days: remainingDaysLabel({ status: r.status, end_date: r.endDate }, today),
    project: ref(r.projectPublicId, r.projectName),
    stage: ref(r.stagePublicId, r.stageName),
    stage_activity: ref(r.activityPublicId, r.activityName),
    members: members.get(r.id) ?? [],
    comments_count: r.commentsCount,
    files_count: r.filesCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
