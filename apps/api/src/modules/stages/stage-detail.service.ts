import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TStageDetail } from '@gestora/contract/stages/stages.schema';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { taskMembers, tasks, TASK_DONE_SQL } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { progressBy, progressOf } from './stages.rules.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { findVisibleStage, presentStage } from './stages.service.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

/** The detail shows this many tasks (open ones first, by end date); `tasks.total` says how many there are. */
export const STAGE_DETAIL_TASKS = 50;

/**
 * GET /api/stages/:id, the /stage/detail payload, in a fixed number of statements: the stage with its project,
 * its activities with their responsible, two grouped counts (the stage's and its activities' progress), the first
 * tasks, and those tasks' members.
 */
export async function stageDetail(ctx: ServiceContext, actor: Actor, publicId: string): Promise<TStageDetail> {
  const db = ctx.db;
  const { stage, project, rank } = await findVisibleStage(db, actor, publicId);
  const liveTasks = and(eq(tasks.stageId, stage.id), isNull(tasks.deletedAt));
  const [activities, byActivity, stageProgress, taskRows] = await Promise.all([
    db
      .select({ activity: stageActivities, responsible: userRefColumns(users) })
      .from(stageActivities)
      .leftJoin(users, eq(users.id, stageActivities.responsibleId))
      .where(eq(stageActivities.stageId, stage.id))
      .orderBy(sql`${stageActivities.startDate} asc nulls last`, asc(stageActivities.id))
      .limit(500),
    db
      .select({
        id: tasks.stageActivityId,
        total: sql<number>`count(*)::int`,
        finished: sql<number>`(count(*) filter (where ${tasks.status} = ${TASK_DONE_SQL}))::int`,
      })
      .from(tasks)
      .where(
        and(
          inArray(
            tasks.stageActivityId,
            db.select({ id: stageActivities.id }).from(stageActivities).where(eq(stageActivities.stageId, stage.id)),
          ),
          isNull(tasks.deletedAt),
        ),
      )
      .groupBy(tasks.stageActivityId),
    progressBy(db, tasks.stageId, [stage.id]),
    db
      .select({
        id: tasks.id,
        publicId: tasks.publicId,
        title: tasks.title,
        status: tasks.status,
        priority: tasks.priority,
        endDate: tasks.endDate,
      })
      .from(tasks)
      .where(liveTasks)
      .orderBy(sql`(${tasks.status} = ${TASK_DONE_SQL}) asc`, sql`${tasks.endDate} asc nulls last`, asc(tasks.id))
      .limit(STAGE_DETAIL_TASKS),
  ]);
  const activityProgress = new Map(byActivity.map((r) => [Number(r.id), progressOf(r)]));
  const ids = taskRows.map((t) => t.id);
  const members = ids.length
    ? await db
        .select({ taskId: taskMembers.taskId, publicId: users.publicId, name: users.name, lastName: users.lastName })
        .from(taskMembers)
        .innerJoin(users, eq(users.id, taskMembers.userId))
        .where(inArray(taskMembers.taskId, ids))
        .orderBy(users.name, users.lastName)
    : [];
  const progress = stageProgress.get(stage.id) ?? progressOf(undefined);
  return {
    ...presentStage(stage, project, progress, rank),
    project: {
      public_id: project.publicId,
      code: project.code,
      name: project.name,
      start_date: project.startDate,
      end_date: project.endDate,
    },
    activities: activities.map(({ activity: a, responsible }) => ({
      public_id: a.publicId,
      name: a.name,
      responsible: userRef(responsible),
      start_date: a.startDate,
      end_date: a.endDate,
      status: a.status,
      progress: activityProgress.get(a.id) ?? progressOf(undefined),
    })),
    tasks: {
      data: taskRows.map((t) => ({
        public_id: t.publicId,
        title: t.title,
        status: t.status,
        priority: t.priority,
        end_date: t.endDate,
        members: members
          .filter((m) => m.taskId === t.id)
          .map((m) => ({ public_id: m.publicId, name: m.name, last_name: m.lastName })),
      })),
      total: progress.tasks,
      limit: STAGE_DETAIL_TASKS,
    },
  };
}
