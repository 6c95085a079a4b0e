import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import {
  deleteStoredFiles,
  insertStoredFiles,
  putFiles,
  type CheckedFile,
  type FileOwner,
} from '../files/files.service.ts';
import { storedFiles } from '../files/files.table.ts';
import { byPublicId, loadTask } from './tasks.access.ts';
import { record } from './tasks-history.service.ts';
import { filesOf } from './tasks.service.ts';
import { taskFiles, tasks } from './tasks.table.ts';
import { requireCan } from '../../lib/access.ts';

/**
 * POST /api/tasks/:id/files (multipart, field `files`, repeated): who may move the task's status may attach
 * evidence. The rights are checked before the body is read (`readFiles`, the route's multipart parsing), and
 * every file before any is stored.
 */
export async function addFiles(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  readFiles: () => Promise<CheckedFile[]>,
) {
  const { can: rights } = await loadTask(ctx.db, actor, byPublicId(publicId));
  requireCan(rights.work, rights);
  const files = await readFiles();
  const keys = await putFiles(ctx.storage, 'tasks', files);
  try {
    await ctx.db.transaction(async (tx) => {
      const { row: task } = await loadTask(tx, actor, byPublicId(publicId), { forUpdate: true });
      const rows = await insertStoredFiles(tx, ctx, files, keys, actor.userId, {
        linkColumn: taskFiles.taskId,
        recordId: task.id,
      });
      await tx.insert(taskFiles).values(rows.map((r) => ({ taskId: task.id, fileId: r.id })));
      await record(tx, task.id, actor.userId, 'files', { files: [null, files.map((f) => f.name)] });
    });
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.storage.remove(k)));
    throw err;
  }
  const { row: task } = await loadTask(ctx.db, actor, byPublicId(publicId));
  return { data: await filesOf(ctx.db, task.id) };
}

/** DELETE /api/tasks/:id/files/:file_id: the row goes in the transaction, the bytes after it committed. */
export async function removeFile(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  const keys = await ctx.db.transaction(async (tx) => {
    const { row: task, can: rights } = await loadTask(tx, actor, byPublicId(publicId), { forUpdate: true });
    requireCan(rights.work, rights);
    const [file] = await tx
      .select({ id: storedFiles.id, name: storedFiles.originalName })
      .from(taskFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, taskFiles.fileId))
      .where(and(eq(taskFiles.taskId, task.id), eq(storedFiles.publicId, filePublicId)));
    if (!file) throw notFound();
    const removed = await deleteStoredFiles(tx, [file.id]);
    await record(tx, task.id, actor.userId, 'files', { files: [[file.name], null] });
    return removed;
  });
  await Promise.all(keys.map((k) => ctx.storage.remove(k)));
}

/** The files module asks tasks whether a viewer may download one of its attachments. */
export const taskFileOwner: FileOwner = async (db: Db, fileId, actor) => {
  const [link] = await db
    .select({ taskId: taskFiles.taskId })
    .from(taskFiles)
    .innerJoin(tasks, eq(tasks.id, taskFiles.taskId))
    .where(and(eq(taskFiles.fileId, fileId), isNull(tasks.deletedAt)));
  if (!link) return null;
  try {
    await loadTask(db, actor, eq(tasks.id, link.taskId));
    return true;
  } catch {
    return false;
  }
};
