import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TSelfTask, TSelfTaskMove, ZSelfTaskRequest } from '@gestora/contract/self-assigned/self-assigned.schema';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { runWrite } from '../../lib/run-write.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { categoryIdFor, lockOwnerColumns, ownTaskRow } from './self-assigned.access.ts';
import { selfTaskJson } from './self-assigned.presenter.ts';
import { MSG_SELF } from './self-assigned.rules.ts';
import { selfAssignedTasks as tasks } from './self-assigned.table.ts';
import { columnIds, compactColumns, endOfColumn, numberInOrder } from './self-assigned-positions.service.ts';

type Input = z.output<typeof ZSelfTaskRequest>;
const DONE = 'Hecha';

/** completed_at after a change of status: set on entering 'Hecha', cleared on leaving it, else kept. */
const completedAtFor = (from: string | null, to: string, before: Date | null) =>
  to === DONE ? (from === DONE ? before : new Date()) : null;

async function taskById(ctx: ServiceContext, db: DbOrTx, actor: Actor, publicId: string): Promise<TSelfTask> {
  const [row] = await db
    .select({ json: selfTaskJson(ctx.today()) })
    .from(tasks)
    .where(and(eq(tasks.publicId, publicId), eq(tasks.ownerId, actor.userId), isNull(tasks.deletedAt)));
  if (!row) throw notFound(MSG_SELF.taskMissing);
  return JSON.parse(row.json) as TSelfTask;
}

/** GET /api/self_assigned_tasks/:public_id: one of mine, as the list writes it. */
export const getSelfTask = (ctx: ServiceContext, actor: Actor, publicId: string) =>
  taskById(ctx, ctx.db, actor, publicId);

const columnsOf = (input: Input, categoryId: number | null) => ({
  title: input.title,
  description: input.description,
  categoryId,
  dueDate: input.due_date ?? null,
  priority: input.priority,
  status: input.status,
});

/** POST /api/self_assigned_tasks: mine, at the end of its status's column. */
export async function createSelfTask(ctx: ServiceContext, actor: Actor, input: Input) {
  const publicId = await runWrite(ctx, async (tx) => {
    const categoryId = await categoryIdFor(tx, actor, input.category_id);
    await lockOwnerColumns(tx, actor);
    const position = await endOfColumn(tx, actor.userId, input.status);
    const [row] = await tx
      .insert(tasks)
      .values({
        ...columnsOf(input, categoryId),
        ownerId: actor.userId,
        position,
        completedAt: completedAtFor(null, input.status, null),
      })
      .returning({ publicId: tasks.publicId });
    return row.publicId;
  });
  return taskById(ctx, ctx.db, actor, publicId);
}

/** PUT /api/self_assigned_tasks/:public_id: a new status puts it at the end of that column. */
export async function updateSelfTask(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  await runWrite(ctx, async (tx) => {
    await lockOwnerColumns(tx, actor);
    const before = await ownTaskRow(tx, actor, publicId, { lock: true });
    const categoryId = await categoryIdFor(tx, actor, input.category_id);
    const moves = before.status !== input.status;
    await tx
      .update(tasks)
      .set({
        ...columnsOf(input, categoryId),
        completedAt: completedAtFor(before.status, input.status, before.completedAt),
        ...(moves && { position: await endOfColumn(tx, actor.userId, input.status) }),
      })
      .where(eq(tasks.id, before.id));
    if (moves) await compactColumns(tx, actor.userId, before.status);
  });
  return taskById(ctx, ctx.db, actor, publicId);
}

/** DELETE /api/self_assigned_tasks/:public_id: soft-deleted; its column closes the gap. */
export async function deleteSelfTask(ctx: ServiceContext, actor: Actor, publicId: string) {
  await runWrite(ctx, async (tx) => {
    await lockOwnerColumns(tx, actor);
    const row = await ownTaskRow(tx, actor, publicId, { lock: true });
    await tx
      .update(tasks)
      .set({ deletedAt: sql`now()` })
      .where(eq(tasks.id, row.id));
    await compactColumns(tx, actor.userId, row.status);
  });
}

/**
 * POST /api/self_assigned_tasks/:public_id/move: into `status`'s column right after `after_id` (null: first), the
 * others keeping their order; the column it left closes its gap. Under the owner's lock, so that concurrent moves
 * each see the column the other left. `after_id` must be another of my live cards of that column: anything else —
 * someone else's card included — is the same 422, which tells nothing of it.
 */
export async function moveSelfTask(ctx: ServiceContext, actor: Actor, publicId: string, move: TSelfTaskMove) {
  await runWrite(ctx, async (tx) => {
    await lockOwnerColumns(tx, actor);
    const task = await ownTaskRow(tx, actor, publicId, { lock: true });
    const column = (await columnIds(tx, actor.userId, move.status)).filter((id) => id !== task.id);
    let at = 0;
    if (move.after_id !== null) {
      const [after] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.publicId, move.after_id),
            eq(tasks.ownerId, actor.userId),
            eq(tasks.status, move.status),
            isNull(tasks.deletedAt),
          ),
        );
      const index = after ? column.indexOf(after.id) : -1;
      if (index === -1) throw fieldError('after_id', MSG_SELF.invalidAfter);
      at = index + 1;
    }
    column.splice(at, 0, task.id);
    await tx
      .update(tasks)
      .set({
        status: move.status,
        // Numbered again below: a placeholder past the column's end meanwhile.
        position: column.length + 1,
        completedAt: completedAtFor(task.status, move.status, task.completedAt),
      })
      .where(eq(tasks.id, task.id));
    await numberInOrder(tx, column);
    if (task.status !== move.status) await compactColumns(tx, actor.userId, task.status);
  });
  return taskById(ctx, ctx.db, actor, publicId);
}
