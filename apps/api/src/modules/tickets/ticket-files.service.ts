import { eq } from 'drizzle-orm';
import { forbidden } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { fileLinks, removeFilesAfterCommit } from '../files/file-links.service.ts';
import type { CheckedFile } from '../files/files.service.ts';
import { record } from './ticket-history.service.ts';
import { byPublicId, loadTicket } from './tickets.access.ts';
import { ticketFiles, tickets } from './tickets.table.ts';

/** A ticket's attachments: ticket_files links, bytes under 'tickets'. */
export const TICKET_FILES = fileLinks(ticketFiles.ticketId, ticketFiles.fileId, 'tickets');

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
  await TICKET_FILES.attach(ctx, actor, files, async (tx, link) => {
    const { row: locked } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
    await link(locked.id);
    await record(tx, locked.id, actor.userId, 'files', { files: [null, files.map((f) => f.name)] });
  });
  return { data: await TICKET_FILES.list(ctx.db, ticket.id) };
}

/** DELETE /api/tickets/:id/files/:file_id: the row goes in the transaction, the bytes after it committed. */
export async function removeFile(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const { row: ticket, can } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
    if (!can.work) throw forbidden();
    const { name, keys } = await TICKET_FILES.deleteOne(tx, ticket.id, filePublicId);
    await record(tx, ticket.id, actor.userId, 'files', { files: [[name], null] });
    return keys;
  });
}

/** The files module asks tickets whether a viewer may download one of its attachments: whoever sees the ticket. */
export const ticketFileOwner = TICKET_FILES.owner((db, viewer, ticketId) =>
  loadTicket(db, viewer, eq(tickets.id, ticketId)).then(
    () => true,
    () => false,
  ),
);
