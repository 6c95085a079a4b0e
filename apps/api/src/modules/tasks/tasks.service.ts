import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { EVENTS } from '@gestora/contract/realtime';
import { TASK_DONE, TASK_STATUSES, lateness, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import type { TTaskDetail, ZTaskRequest } from '@gestora/contract/tasks/tasks.schema';
import type { DbOrTx, Tx } from '../../db/client.ts';

import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite, type WriteOutbox } from '../../lib/run-write.ts';
import { users } from '../users/users.table.ts';
import { byPublicId, loadTask, type TaskRights, type TaskRow } from './tasks.access.ts';
import { diff, type Changes } from '../../lib/history.ts';
import { record } from './tasks-history.service.ts';
import { TASK_FILES } from './task-files.service.ts';
import { presentRow } from './tasks.presenter.ts';
import { listColumns, selectTaskRows } from './tasks.queries.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { activeUsers, resolveChain, type Chain } from './tasks.rules.ts';
import { taskMembers, tasks } from './tasks.table.ts';
import { requireCan } from '../../lib/access.ts';

type Input = z.output<typeof ZTaskRequest>;
export const taskLink = (publicId: string) => `/task/manage_task?task=${publicId}`;
const plain = (html: string | null) => (html ? richTextToPlain(html).slice(0, 200) : null);
const fullName = (u: { name: string; lastName: string }) => `${u.name} ${u.lastName}`;

/** GET /api/tasks/:id for a task already loaded and checked. */
export async function presentDetail(
  db: DbOrTx,
  task: TaskRow,
  rights: TaskRights,
  today: string,
): Promise<TTaskDetail> {
  const creator = alias(users, 'creator');
  const [[row], files] = await Promise.all([
    db
      .select({ ...listColumns, description: tasks.description, creator: userRefColumns(creator) })
      .from(tasks)
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(stages, eq(stages.id, tasks.stageId))
      .leftJoin(stageActivities, eq(stageActivities.id, tasks.stageActivityId))
      .leftJoin(creator, eq(creator.id, tasks.createdBy))
      .where(eq(tasks.id, task.id)),
    TASK_FILES.list(db, task.id),
  ]);
  const item = presentRow(row, today, rights);
  return {
    ...item,
    description: row.description,
    files,
    lateness: lateness(item),
    created_by: userRef(row.creator),
    can: { ...item.can, comment: rights.comment },
  };
}

export async function getTask(ctx: ServiceContext, actor: Actor, publicId: string) {
  const { row: task, can: rights } = await loadTask(ctx.db, actor, byPublicId(publicId));
  return presentDetail(ctx.db, task, rights, ctx.today());
}

/**
 * Adds and removes members; notifies each new one (except the actor, who knows), and after the commit tells the
 * new members' own sockets which task to reload (nobody else hears of it).
 */
async function syncMembers(
  tx: Tx,
  out: WriteOutbox,
  task: TaskRow,
  wanted: { id: number; publicId: string }[],
  actorId: number,
) {
  const current = await tx
    .select({ userId: taskMembers.userId })
    .from(taskMembers)
    .where(eq(taskMembers.taskId, task.id));
  const have = new Set(current.map((c) => c.userId));
  const want = new Set(wanted.map((w) => w.id));
  const added = wanted.filter((w) => !have.has(w.id));
  const removed = [...have].filter((id) => !want.has(id));
  if (added.length)
    await tx.insert(taskMembers).values(added.map((a) => ({ taskId: task.id, userId: a.id, assignedBy: actorId })));
  if (removed.length)
    await tx.delete(taskMembers).where(and(eq(taskMembers.taskId, task.id), inArray(taskMembers.userId, removed)));
  const recipients = added.filter((a) => a.id !== actorId);
  await out.notify({
    recipientIds: recipients.map((a) => a.id),
    type: 'ProcessTask',
    title: task.title,
    message: 'Nueva tarea asignada',
    creatorId: actorId,
    link: taskLink(task.publicId),
  });
  out.emit(
    added.map((a) => a.publicId),
    EVENTS.taskAssignedPublic,
    { public_id: task.publicId },
  );
}

async function memberNames(db: DbOrTx, taskId: number): Promise<string[]> {
  const rows = await db
    .select({ name: users.name, lastName: users.lastName })
    .from(taskMembers)
    .innerJoin(users, eq(users.id, taskMembers.userId))
    .where(eq(taskMembers.taskId, taskId));
  return rows.map(fullName).sort();
}

/** completed_at follows the status: set on entering '5', cleared on leaving it. */
const completedAtFor = (from: string | null, to: string, current: Date | null) =>
  to === TASK_DONE ? (from === TASK_DONE && current ? current : new Date()) : null;

/** The task's columns its form writes, on create and on update alike. */
const formColumns = (input: Input, chain: Chain, description: string | null, status: string) => ({
  projectId: chain.projectId,
  stageId: chain.stageId,
  stageActivityId: chain.stageActivityId,
  title: input.title,
  description,
  priority: input.priority,
  status,
  startDate: input.start_date,
  endDate: input.end_date,
});

/** The form's fields as the history records them, once written: the chain by name, the members by full name. */
const historyFields = (input: Input, chain: Chain, description: string | null, status: string, members: string[]) => ({
  title: input.title,
  description: plain(description),
  priority: input.priority,
  status,
  start_date: input.start_date,
  end_date: input.end_date,
  project: chain.names.project,
  stage: chain.names.stage,
  stage_activity: chain.names.activity,
  members,
});

export async function createTask(ctx: ServiceContext, actor: Actor, input: Input) {
  const description = input.description ? sanitizeRichText(input.description) || null : null;
  const created = await runWrite(ctx, async (tx, out) => {
    const chain = await resolveChain(tx, actor, input);
    const members = await activeUsers(tx, input.member_ids ?? [], 'member_ids');
    const status = input.status ?? '1';
    const [task] = await tx
      .insert(tasks)
      .values({
        ...formColumns(input, chain, description, status),
        completedAt: completedAtFor(null, status, null),
        createdBy: actor.userId,
      })
      .returning();
    await syncMembers(tx, out, task, members, actor.userId);
    const after = historyFields(input, chain, description, status, members.map(fullName).sort());
    await record(tx, task.id, actor.userId, 'created', diff({}, after));
    return task;
  });
  return getTask(ctx, actor, created.publicId);
}

export async function updateTask(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  const description = input.description ? sanitizeRichText(input.description) || null : null;
  await runWrite(ctx, async (tx, out) => {
    const { row: task, can: rights } = await loadTask(tx, actor, byPublicId(publicId), { forUpdate: true });
    requireCan(rights.update, rights);
    const [before] = await selectTaskRows(tx).where(eq(tasks.id, task.id));
    const namesBefore = await memberNames(tx, task.id);
    const chain = await resolveChain(tx, actor, input);
    const status = input.status ?? task.status;
    const members = input.member_ids ? await activeUsers(tx, input.member_ids, 'member_ids') : null;
    await tx
      .update(tasks)
      .set({
        ...formColumns(input, chain, description, status),
        completedAt: completedAtFor(task.status, status, task.completedAt),
      })
      .where(eq(tasks.id, task.id));
    if (members) await syncMembers(tx, out, task, members, actor.userId);
    const changes = diff(
      {
        title: task.title,
        description: plain(task.description),
        priority: task.priority,
        status: task.status,
        start_date: task.startDate,
        end_date: task.endDate,
        project: before.projectName,
        stage: before.stageName,
        stage_activity: before.activityName,
        members: namesBefore,
      },
      historyFields(input, chain, description, status, members ? members.map(fullName).sort() : namesBefore),
    );
    await record(tx, task.id, actor.userId, 'updated', changes);
    if (changes.status && task.createdBy && task.createdBy !== actor.userId) {
      await out.notify(await notifyStatus(tx, task, status, actor.userId));
    }
  });
  return getTask(ctx, actor, publicId);
}

function notifyStatus(tx: Tx, task: TaskRow, to: string, actorId: number) {
  return notify(tx, {
    recipientIds: task.createdBy ? [task.createdBy] : [],
    type: 'ProcessTask',
    title: task.title,
    message: `Cambio de estado: de ${TASK_STATUSES[task.status as TTaskStatus]} a ${TASK_STATUSES[to as TTaskStatus]}`,
    creatorId: actorId,
    link: taskLink(task.publicId),
  });
}

/** PUT /api/tasks/:id/status: 'Actualizar tareas', or a member holding 'Gestionar tareas asignadas'. */
export async function changeStatus(ctx: ServiceContext, actor: Actor, publicId: string, status: TTaskStatus) {
  await runWrite(ctx, async (tx, out) => {
    const { row: task, can: rights } = await loadTask(tx, actor, byPublicId(publicId), { forUpdate: true });
    requireCan(rights.work, rights);
    if (task.status === status) return;
    await tx
      .update(tasks)
      .set({ status, completedAt: completedAtFor(task.status, status, task.completedAt) })
      .where(eq(tasks.id, task.id));
    const changes: Changes = { status: [task.status, status] };
    await record(tx, task.id, actor.userId, 'status', changes);
    if (task.createdBy && task.createdBy !== actor.userId)
      await out.notify(await notifyStatus(tx, task, status, actor.userId));
  });
  return getTask(ctx, actor, publicId);
}

/** DELETE /api/tasks/:id: soft delete (PRODUCT.md), recorded in the history. */
export async function deleteTask(ctx: ServiceContext, actor: Actor, publicId: string) {
  await ctx.db.transaction(async (tx) => {
    const { row: task, can: rights } = await loadTask(tx, actor, byPublicId(publicId), { forUpdate: true });
    requireCan(rights.delete, rights);
    await tx.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, task.id));
    await record(tx, task.id, actor.userId, 'deleted', {});
  });
}
