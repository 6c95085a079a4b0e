import { eq } from 'drizzle-orm';
import { requireCan } from '../../lib/access.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { fileLinks, removeFilesAfterCommit } from '../files/file-links.service.ts';
import type { CheckedFile } from '../files/files.service.ts';
import { byPublicId, loadTask } from './tasks.access.ts';
import { record } from './tasks-history.service.ts';
import { taskFiles, tasks } from './tasks.table.ts';

/** A task's attachments: task_files links, the bytes under 'tasks'. */
export const TASK_FILES = fileLinks(taskFiles.taskId, taskFiles.fileId, 'tasks');

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
  await TASK_FILES.attach(ctx, actor, files, async (tx, link) => {
    const { row: task } = await loadTask(tx, actor, byPublicId(publicId), { forUpdate: true });
    await link(task.id);
    await record(tx, task.id, actor.userId, 'files', { files: [null, files.map((f) => f.name)] });
  });
  const { row: task } = await loadTask(ctx.db, actor, byPublicId(publicId));
  return { data: await TASK_FILES.list(ctx.db, task.id) };
}

/** DELETE /api/tasks/:id/files/:file_id: the row goes in the transaction, the bytes after it committed. */
export async function removeFile(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const { row: task, can: rights } = await loadTask(tx, actor, byPublicId(publicId), { forUpdate: true });
    requireCan(rights.work, rights);
    const { name, keys } = await TASK_FILES.deleteOne(tx, task.id, filePublicId);
    await record(tx, task.id, actor.userId, 'files', { files: [[name], null] });
    return keys;
  });
}

/** The files module asks tasks whether a viewer may download one of its attachments: whoever sees the task. */
export const taskFileOwner = TASK_FILES.owner((db, actor, taskId) =>
  loadTask(db, actor, eq(tasks.id, taskId)).then(
    () => true,
    () => false,
  ),
);
