import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  MICRO_TASKS_PER_SUBTASK,
  type TMicroTask,
  type TMicroTaskList,
  type ZMicroTaskCreateRequest,
  type ZMicroTaskUpdateRequest,
} from '@gestora/contract/micro-tasks/micro-tasks.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite, type WriteOutbox } from '../../lib/run-write.ts';
import { loaded, requireCan } from '../../lib/access.ts';
import { accessColumns, rightsOf } from '../tasks/tasks.access.ts';
import { assertDueWithinSubtask, findResponsible } from '../subtasks/subtasks.rules.ts';
import { loadSubtask } from '../subtasks/subtasks.service.ts';
import { subtasks } from '../subtasks/subtasks.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { microTasks } from './micro-tasks.table.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';

type CreateInput = z.output<typeof ZMicroTaskCreateRequest>;
type UpdateInput = z.output<typeof ZMicroTaskUpdateRequest>;
type MicroRow = typeof microTasks.$inferSelect;

export const microResponsible = alias(users, 'micro_responsible');

/** Items with their responsible; the caller adds joins, filters and order. */
export function selectMicroTasks(db: DbOrTx) {
  return db
    .select({ micro: microTasks, subtaskPublicId: subtasks.publicId, responsible: userRefColumns(microResponsible) })
    .from(microTasks)
    .innerJoin(subtasks, eq(subtasks.id, microTasks.subtaskId))
    .leftJoin(microResponsible, eq(microResponsible.id, microTasks.responsibleId))
    .$dynamic();
}
type ItemRow = { micro: MicroRow; subtaskPublicId: string; responsible: Parameters<typeof userRef>[0] };

export const microOrder = [asc(microTasks.done), sql`${microTasks.dueDate} asc nulls last`, asc(microTasks.id)];

export function presentMicroTask(r: ItemRow, can: TMicroTask['can'], today: string): TMicroTask {
  const m = r.micro;
  return {
    public_id: m.publicId,
    subtask_public_id: r.subtaskPublicId,
    title: m.title,
    responsible: userRef(r.responsible),
    due_date: m.dueDate,
    done: m.done,
    done_at: m.doneAt?.toISOString() ?? null,
    overdue: !m.done && !!m.dueDate && m.dueDate < today,
    can,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

/**
 * Who may do what with a micro-task: those who manage the task's subtasks and the subtask's responsible edit
 * and tick any item; the item's own responsible ticks it with 'Gestionar microtareas'.
 */
export function microRights(actor: Actor, manageSubtask: boolean, responsibleId: number | null) {
  const mine = responsibleId === actor.userId && actor.permissions.has('Gestionar microtareas');
  return { edit: manageSubtask, toggle: manageSubtask || mine };
}

/** GET /api/subtasks/:id/micro_tasks: the checklist, its totals, and per item what this viewer may do. */
export async function listMicroTasks(
  ctx: ServiceContext,
  actor: Actor,
  subtaskPublicId: string,
): Promise<TMicroTaskList> {
  const db = ctx.db;
  const {
    row: { subtask },
    can,
  } = await loadSubtask(db, actor, subtaskPublicId);
  requireCan(can.read || can.responsible, can);
  const manage = can.manage || can.responsible;
  const [rows, [totals]] = await Promise.all([
    selectMicroTasks(db)
      .where(eq(microTasks.subtaskId, subtask.id))
      .orderBy(...microOrder)
      .limit(MICRO_TASKS_PER_SUBTASK),
    db
      .select({ total: count(), done: sql<number>`count(*) filter (where ${microTasks.done})`.mapWith(Number) })
      .from(microTasks)
      .where(eq(microTasks.subtaskId, subtask.id)),
  ]);
  const today = ctx.today();
  return {
    data: rows.map((r) => presentMicroTask(r, microRights(actor, manage, r.micro.responsibleId), today)),
    total: totals.total,
    done: totals.done,
  };
}

/** A micro-task with its subtask and task, and what the actor may do with it, in one statement. */
async function loadMicroTask(db: DbOrTx, actor: Actor, publicId: string) {
  const [found] = await db
    .select({ micro: microTasks, subtask: subtasks, task: tasks, ...accessColumns(actor) })
    .from(microTasks)
    .innerJoin(subtasks, eq(subtasks.id, microTasks.subtaskId))
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .where(and(eq(microTasks.publicId, publicId), isNull(tasks.deletedAt)))
    .for('update', { of: microTasks });
  return loaded(found, (r) => {
    const task = rightsOf(actor, { ...r, createdBy: r.task.createdBy });
    const subtaskResponsible = r.subtask.responsibleId === actor.userId;
    const see = task.see || subtaskResponsible || r.micro.responsibleId === actor.userId;
    return { see, ...microRights(actor, task.work || subtaskResponsible, r.micro.responsibleId) };
  });
}

async function presentOne(db: DbOrTx, id: number, can: TMicroTask['can'], today: string) {
  const [row] = await selectMicroTasks(db).where(eq(microTasks.id, id));
  return presentMicroTask(row, can, today);
}

async function notifyAssigned(out: WriteOutbox, actor: Actor, micro: MicroRow, subtaskTitle: string) {
  if (!micro.responsibleId || micro.responsibleId === actor.userId) return;
  await out.notify({
    recipientIds: [micro.responsibleId],
    type: 'ProcessTask',
    title: micro.title,
    message: `Microtarea asignada, de la subtarea «${subtaskTitle}»`,
    creatorId: actor.userId,
    link: '/activity/manage_activity',
  });
}

export async function createMicroTask(ctx: ServiceContext, actor: Actor, input: CreateInput): Promise<TMicroTask> {
  return runWrite(ctx, async (tx, out) => {
    const {
      row: { subtask },
      can,
    } = await loadSubtask(tx, actor, input.subtask_id, true);
    const manage = can.manage || can.responsible;
    requireCan(manage, can);
    assertDueWithinSubtask(input.due_date, subtask);
    const responsibleId = input.responsible_id
      ? (await findResponsible(tx, input.responsible_id)).id
      : (subtask.responsibleId ?? actor.userId);
    const [row] = await tx
      .insert(microTasks)
      .values({
        subtaskId: subtask.id,
        title: input.title,
        responsibleId,
        dueDate: input.due_date,
        createdBy: actor.userId,
      })
      .returning();
    await notifyAssigned(out, actor, row, subtask.title);
    return presentOne(tx, row.id, microRights(actor, manage, row.responsibleId), ctx.today());
  });
}

export async function updateMicroTask(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  input: UpdateInput,
): Promise<TMicroTask> {
  return runWrite(ctx, async (tx, out) => {
    const {
      row: { micro, subtask },
      can,
    } = await loadMicroTask(tx, actor, publicId);
    requireCan(can.edit, can);
    assertDueWithinSubtask(input.due_date, subtask);
    const responsibleId = input.responsible_id
      ? (await findResponsible(tx, input.responsible_id)).id
      : (subtask.responsibleId ?? actor.userId);
    const [row] = await tx
      .update(microTasks)
      .set({ title: input.title, responsibleId, dueDate: input.due_date })
      .where(eq(microTasks.id, micro.id))
      .returning();
    if (responsibleId !== micro.responsibleId) await notifyAssigned(out, actor, row, subtask.title);
    return presentOne(tx, row.id, microRights(actor, can.edit, row.responsibleId), ctx.today());
  });
}

/** PUT /api/micro_tasks/:id/done: done_at records when it was ticked; unticking clears it. */
export async function setMicroTaskDone(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  done: boolean,
): Promise<TMicroTask> {
  return ctx.db.transaction(async (tx) => {
    const {
      row: { micro },
      can,
    } = await loadMicroTask(tx, actor, publicId);
    requireCan(can.toggle, can);
    if (micro.done !== done) {
      await tx
        .update(microTasks)
        .set({ done, doneAt: done ? new Date() : null })
        .where(eq(microTasks.id, micro.id));
    }
    return presentOne(tx, micro.id, { edit: can.edit, toggle: can.toggle }, ctx.today());
  });
}

export async function deleteMicroTask(ctx: ServiceContext, actor: Actor, publicId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const {
      row: { micro },
      can,
    } = await loadMicroTask(tx, actor, publicId);
    requireCan(can.edit, can);
    await tx.delete(microTasks).where(eq(microTasks.id, micro.id));
  });
}
