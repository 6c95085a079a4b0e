import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  TSubtask,
  TSubtaskPage,
  ZSubtaskCreateRequest,
  ZSubtaskListQuery,
  ZSubtaskUpdateRequest,
} from '@gestora/contract/subtasks/subtasks.schema';
import { remainingDaysLabel, TASK_DONE, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { likeTerm, pageOf, sortBy } from '../../lib/pagination.ts';
import { microTasks } from '../micro-tasks/micro-tasks.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite, type WriteOutbox } from '../../lib/run-write.ts';
import { taskMembers, tasks, TASK_DONE_SQL } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { loaded, requireCan } from '../../lib/access.ts';
import { accessColumns, byPublicId, loadTask, rightsOf } from '../tasks/tasks.access.ts';
import { assertWithinTask, findResponsible } from './subtasks.rules.ts';
import { subtasks } from './subtasks.table.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';

type CreateInput = z.output<typeof ZSubtaskCreateRequest>;
type UpdateInput = z.output<typeof ZSubtaskUpdateRequest>;
type SubtaskRow = typeof subtasks.$inferSelect;
type TaskRow = typeof tasks.$inferSelect;

const responsible = alias(users, 'responsible');
// Qualified by hand: inside a correlated subquery drizzle would print the outer column unqualified.
const microTotal = sql<number>`(select count(*)::int from micro_tasks m where m.subtask_id = "subtasks"."id")`.mapWith(
  Number,
);
const microDone =
  sql<number>`(select count(*)::int from micro_tasks m where m.subtask_id = "subtasks"."id" and m.done)`.mapWith(
    Number,
  );

function selectSubtasks(db: DbOrTx) {
  return db
    .select({
      subtask: subtasks,
      taskPublicId: tasks.publicId,
      taskTitle: tasks.title,
      responsible: userRefColumns(responsible),
      microTotal,
      microDone,
    })
    .from(subtasks)
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .leftJoin(responsible, eq(responsible.id, subtasks.responsibleId))
    .$dynamic();
}
type ListRow = Awaited<ReturnType<typeof selectSubtasks>>[number];

function present(r: ListRow, today: string): TSubtask {
  const s = r.subtask;
  return {
    public_id: s.publicId,
    task: { public_id: r.taskPublicId, title: r.taskTitle },
    title: s.title,
    description: s.description,
    responsible: userRef(r.responsible),
    start_date: s.startDate,
    end_date: s.endDate,
    status: s.status as TTaskStatus,
    completed_at: s.completedAt?.toISOString() ?? null,
    remaining_days: remainingDaysLabel({ status: s.status, end_date: s.endDate }, today),
    micro_tasks_total: r.microTotal,
    micro_tasks_done: r.microDone,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

async function getSubtaskById(db: DbOrTx, id: number, today: string): Promise<TSubtask> {
  const [row] = await selectSubtasks(db).where(eq(subtasks.id, id));
  if (!row) throw notFound();
  return present(row, today);
}

/** GET /api/tasks/:task_id/subtasks: a page of the task's subtasks and the task itself, in a fixed number of statements. */
export async function listSubtasks(
  ctx: ServiceContext,
  actor: Actor,
  taskPublicId: string,
  q: z.output<typeof ZSubtaskListQuery>,
): Promise<TSubtaskPage> {
  const db = ctx.db;
  const { row: task, can } = await loadTask(db, actor, byPublicId(taskPublicId));
  requireCan(can.readSubtasks, can);
  const where = and(
    eq(subtasks.taskId, task.id),
    q.status ? eq(subtasks.status, q.status) : undefined,
    q.q ? ilike(subtasks.title, likeTerm(q.q)) : undefined,
  );
  const order = sortBy(
    q.sort,
    {
      end_date: subtasks.endDate,
      start_date: subtasks.startDate,
      status: subtasks.status,
      title: subtasks.title,
      created_at: subtasks.createdAt,
    },
    sql`${subtasks.status} = ${TASK_DONE_SQL}, ${subtasks.endDate} asc nulls last, ${subtasks.id} asc`,
  );
  const creator = alias(users, 'creator');
  const [rows, [{ total }], members, [createdBy]] = await Promise.all([
    selectSubtasks(db)
      .where(where)
      .orderBy(order, asc(subtasks.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(subtasks).where(where),
    db
      .select(userRefColumns(users))
      .from(taskMembers)
      .innerJoin(users, eq(users.id, taskMembers.userId))
      .where(and(eq(taskMembers.taskId, task.id), isNull(users.deletedAt)))
      .orderBy(users.name, users.lastName)
      .limit(100),
    task.createdBy
      ? db.select(userRefColumns(creator)).from(creator).where(eq(creator.id, task.createdBy))
      : Promise.resolve([]),
  ]);
  const today = ctx.today();
  return {
    ...pageOf(
      rows.map((r) => present(r, today)),
      total,
      q,
    ),
    task: {
      public_id: task.publicId,
      title: task.title,
      status: task.status as TTaskStatus,
      start_date: task.startDate,
      end_date: task.endDate,
      remaining_days: remainingDaysLabel({ status: task.status, end_date: task.endDate }, today),
      members: members.map((m) => userRef(m)!),
      created_by: userRef(createdBy),
      can: { manage: can.work },
    },
  };
}

/**
 * A subtask with its task and what the actor may do with it, in one statement. `can.see`: the actor may know it
 * exists (they see the task, or they are its responsible); `can.responsible`: it is assigned to them.
 */
export async function loadSubtask(db: DbOrTx, actor: Actor, publicId: string, lock = false) {
  let query = db
    .select({ subtask: subtasks, task: tasks, ...accessColumns(actor) })
    .from(subtasks)
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .where(and(eq(subtasks.publicId, publicId), isNull(tasks.deletedAt)))
    .$dynamic();
  if (lock) query = query.for('update', { of: subtasks });
  const [found] = await query;
  return loaded(found, (r) => {
    const task = rightsOf(actor, { ...r, createdBy: r.task.createdBy });
    const responsible = r.subtask.responsibleId === actor.userId;
    return { see: task.see || responsible, read: task.readSubtasks, manage: task.work, responsible };
  });
}

/** Tells a newly assigned responsible (never the actor assigning themselves); the link opens where they can act. */
async function notifyAssigned(
  out: WriteOutbox,
  actor: Actor,
  subtask: SubtaskRow,
  task: TaskRow,
  seesSubtasks: boolean,
) {
  if (!subtask.responsibleId || subtask.responsibleId === actor.userId) return;
  await out.notify({
    recipientIds: [subtask.responsibleId],
    type: 'ProcessTask',
    title: subtask.title,
    message: `Subtarea asignada, de la tarea «${task.title}»`,
    creatorId: actor.userId,
    link: seesSubtasks ? `/subtasks_in_task/${task.publicId}` : '/task/manage_task',
  });
}

export async function createSubtask(ctx: ServiceContext, actor: Actor, input: CreateInput): Promise<TSubtask> {
  return runWrite(ctx, async (tx, out) => {
    const { row: task, can } = await loadTask(tx, actor, byPublicId(input.task_id));
    requireCan(can.work, can);
    assertWithinTask(input, task);
    const person = await findResponsible(tx, input.responsible_id);
    const [row] = await tx
      .insert(subtasks)
      .values({
        taskId: task.id,
        title: input.title,
        description: input.description,
        responsibleId: person.id,
        startDate: input.start_date,
        endDate: input.end_date,
        createdBy: actor.userId,
      })
      .returning();
    await notifyAssigned(out, actor, row, task, person.seesSubtasks);
    return getSubtaskById(tx, row.id, ctx.today());
  });
}

export async function updateSubtask(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  input: UpdateInput,
): Promise<TSubtask> {
  return runWrite(ctx, async (tx, out) => {
    const {
      row: { subtask, task },
      can,
    } = await loadSubtask(tx, actor, publicId, true);
    requireCan(can.manage, can);
    assertWithinTask(input, task);
    const person = await findResponsible(tx, input.responsible_id);
    const [row] = await tx
      .update(subtasks)
      .set({
        title: input.title,
        description: input.description,
        responsibleId: person.id,
        startDate: input.start_date,
        endDate: input.end_date,
      })
      .where(eq(subtasks.id, subtask.id))
      .returning();
    if (person.id !== subtask.responsibleId) await notifyAssigned(out, actor, row, task, person.seesSubtasks);
    return getSubtaskById(tx, row.id, ctx.today());
  });
}

/** Editors and member-managers move any subtask; its responsible (with 'Gestionar tareas asignadas') moves their own. */
export async function setSubtaskStatus(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  status: TTaskStatus,
): Promise<TSubtask> {
  return ctx.db.transaction(async (tx) => {
    const {
      row: { subtask },
      can,
    } = await loadSubtask(tx, actor, publicId, true);
    requireCan(can.manage || (can.responsible && actor.permissions.has('Gestionar tareas asignadas')), can);
    if (status !== subtask.status) {
      const completedAt = status === TASK_DONE ? new Date() : null;
      await tx.update(subtasks).set({ status, completedAt }).where(eq(subtasks.id, subtask.id));
    }
    return getSubtaskById(tx, subtask.id, ctx.today());
  });
}

/**
 * Deletes the subtask and, with it, its micro-tasks (they belong to it and mean nothing alone; the screen's
 * confirmation names how many go). Answers how many micro-tasks were removed.
 */
export async function deleteSubtask(ctx: ServiceContext, actor: Actor, publicId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const {
      row: { subtask },
      can,
    } = await loadSubtask(tx, actor, publicId, true);
    requireCan(can.manage, can);
    const [{ n }] = await tx.select({ n: count() }).from(microTasks).where(eq(microTasks.subtaskId, subtask.id));
    await tx.delete(subtasks).where(eq(subtasks.id, subtask.id));
    return n;
  });
}
