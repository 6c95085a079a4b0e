import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MY_MICRO_TASKS_PER_GROUP,
  type TMyMicroTaskPage,
  type ZMyMicroTaskQuery,
} from '@gestora/contract/micro-tasks/micro-tasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { likeTerm, pageOf } from '../../lib/pagination.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { accessColumns, rightsOf } from '../tasks/tasks.access.ts';
import { subtasks } from '../subtasks/subtasks.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { microOrder, microRights, presentMicroTask, selectMicroTasks } from './micro-tasks.service.ts';
import { microTasks } from './micro-tasks.table.ts';

type Query = z.output<typeof ZMyMicroTaskQuery>;

/**
 * GET /api/my_micro_tasks: the signed-in user's micro-tasks grouped by subtask (with its task), a page of groups
 * at a time, in four statements whatever the page holds: the groups, the totals, and the groups' items (each
 * group capped at MY_MICRO_TASKS_PER_GROUP by a window; its `total` says how many match in all).
 * Being the responsible is what shows an item here, whether or not the user may see the task otherwise.
 */
export async function myMicroTasks(ctx: ServiceContext, actor: Actor, q: Query): Promise<TMyMicroTaskPage> {
  const db = ctx.db;
  const mine = and(eq(microTasks.responsibleId, actor.userId), isNull(tasks.deletedAt));
  const filter = and(
    mine,
    q.state === 'pending' ? eq(microTasks.done, false) : q.state === 'done' ? eq(microTasks.done, true) : undefined,
    q.due_from ? gte(microTasks.dueDate, q.due_from) : undefined,
    q.due_to ? lte(microTasks.dueDate, q.due_to) : undefined,
    q.q
      ? or(
          ilike(microTasks.title, likeTerm(q.q)),
          ilike(subtasks.title, likeTerm(q.q)),
          ilike(tasks.title, likeTerm(q.q)),
        )
      : undefined,
  );
  const firstDue = sql`min(${microTasks.dueDate})`;
  const [groups, [totals]] = await Promise.all([
    db
      .select({
        subtaskId: subtasks.id,
        subtaskPublicId: subtasks.publicId,
        subtaskTitle: subtasks.title,
        subtaskStatus: subtasks.status,
        subtaskResponsibleId: subtasks.responsibleId,
        taskPublicId: tasks.publicId,
        taskTitle: tasks.title,
        createdBy: tasks.createdBy,
        total: sql<number>`count(*)::int`.mapWith(Number),
        ...accessColumns(actor),
      })
      .from(microTasks)
      .innerJoin(subtasks, eq(subtasks.id, microTasks.subtaskId))
      .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
      .where(filter)
      .groupBy(subtasks.id, tasks.id)
      .orderBy(sql`${firstDue} asc nulls last`, asc(tasks.title), asc(subtasks.title), asc(subtasks.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({
        groups: sql<number>`count(distinct ${microTasks.subtaskId}) filter (where ${filter ?? sql`true`})`.mapWith(
          Number,
        ),
        pending: sql<number>`count(*) filter (where not ${microTasks.done})`.mapWith(Number),
        done: sql<number>`count(*) filter (where ${microTasks.done})`.mapWith(Number),
      })
      .from(microTasks)
      .innerJoin(subtasks, eq(subtasks.id, microTasks.subtaskId))
      .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
      .where(mine),
  ]);

  const ids = groups.map((g) => g.subtaskId);
  const ranked = db
    .select({
      id: microTasks.id,
      rank: sql<number>`row_number() over (partition by ${microTasks.subtaskId} order by ${microTasks.done} asc, ${microTasks.dueDate} asc nulls last, ${microTasks.id} asc)`.as(
        'rank',
      ),
    })
    .from(microTasks)
    .innerJoin(subtasks, eq(subtasks.id, microTasks.subtaskId))
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .where(and(filter, inArray(microTasks.subtaskId, ids.length ? ids : [-1])))
    .as('ranked');
  const items = ids.length
    ? await selectMicroTasks(db)
        .innerJoin(ranked, eq(ranked.id, microTasks.id))
        .where(lte(ranked.rank, MY_MICRO_TASKS_PER_GROUP))
        .orderBy(...microOrder)
    : [];

  const today = ctx.today();
  const data = groups.map((g) => {
    const manage = rightsOf(actor, g).work || g.subtaskResponsibleId === actor.userId;
    return {
      task: { public_id: g.taskPublicId, title: g.taskTitle },
      subtask: { public_id: g.subtaskPublicId, title: g.subtaskTitle, status: g.subtaskStatus as TTaskStatus },
      total: g.total,
      items: items
        .filter((r) => r.micro.subtaskId === g.subtaskId)
        .map((r) => presentMicroTask(r, microRights(actor, manage, r.micro.responsibleId), today)),
    };
  });
  return { ...pageOf(data, totals.groups, q), counts: { pending: totals.pending, done: totals.done } };
}
