import { and, eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import {
  deleteStoredFiles,
  insertStoredFiles,
  putFiles,
  type CheckedFile,
  type FileOwner,
} from '../files/files.service.ts';
import { storedFiles } from '../files/files.table.ts';
import { filesOf } from './ticket-detail.service.ts';
import { record } from './ticket-history.service.ts';
import { byPublicId, loadTicket } from './tickets.access.ts';
import { ticketFiles, tickets } from './tickets.table.ts';

/**
 * POST /api/tickets/:id/files (multipart, field `files`, repeated). The rights are checked before the body is
 * read, and every file before any is stored; the bytes of a failed transaction are removed.
 */
export async function addFiles(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  readFiles: () => Promise<CheckedFile[]>,
) {
  const { row: ticket, can } = await loadTicket(ctx.db, actor, byPublicId(publicId));
  if (!can.attach) throw forbidden();
  const files = await readFiles();
  const keys = await putFiles(ctx.storage, 'tickets', files);
  try {
    await runWrite(ctx, async (tx) => {
      const { row: locked } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
      const rows = await insertStoredFiles(tx, ctx, files, keys, actor.userId, {
        linkColumn: ticketFiles.ticketId,
        recordId: locked.id,
      });
      await tx.insert(ticketFiles).values(rows.map((r) => ({ ticketId: locked.id, fileId: r.id })));
      await record(tx, locked.id, actor.userId, 'files', { files: [null, files.map((f) => f.name)] });
    });
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.storage.remove(k)));
    throw err;
  }
  return { data: await filesOf(ctx.db, ticket.id) };
}

/** DELETE /api/tickets/:id/files/:file_id: the row goes in the transaction, the bytes after it committed. */
export async function removeFile(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  const keys = await runWrite(ctx, async (tx) => {
    const { row: ticket, can } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
    if (!can.work) throw forbidden();
    const [file] = await tx
      .select({ id: storedFiles.id, name: storedFiles.originalName })
      .from(ticketFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, ticketFiles.fileId))
      .where(and(eq(ticketFiles.ticketId, ticket.id), eq(storedFiles.publicId, filePublicId)));
    if (!file) throw notFound();
    const removed = await deleteStoredFiles(tx, [file.id]);
    await record(tx, ticket.id, actor.userId, 'files', { files: [[file.name], null] });
    return removed;
  });
  await Promise.all(keys.map((k) => ctx.storage.remove(k)));
}

/** The files module asks tickets whether a viewer may download one of its attachments. */
export const ticketFileOwner: FileOwner = async (db, fileId, viewer) => {
  const [link] = await db
    .select({ ticketId: ticketFiles.ticketId })
    .from(ticketFiles)
    .where(eq(ticketFiles.fileId, fileId));
  if (!link) return null;
  try {
    await loadTicket(db, viewer, eq(tickets.id, link.ticketId));
    return true;
  } catch {
    return false;
  }
};
