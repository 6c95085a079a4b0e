import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTicketDetail, TTicketFile } from '@gestora/contract/tickets/tickets.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { fileUrl } from '../files/files.presenter.ts';
import { storedFiles } from '../files/files.table.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { users } from '../users/users.table.ts';
import { historyPage } from './ticket-history.service.ts';
import { byPublicId, loadTicket } from './tickets.access.ts';
import { presentRow, selectTicketRows } from './tickets.presenter.ts';
import { ticketFiles, tickets } from './tickets.table.ts';

/** The attachments of a ticket, oldest first. */
export async function filesOf(db: DbOrTx, ticketId: number): Promise<TTicketFile[]> {
  const uploader = alias(users, 'uploader');
  const rows = await db
    .select({ file: storedFiles, by: userRefColumns(uploader) })
    .from(ticketFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, ticketFiles.fileId))
    .leftJoin(uploader, eq(uploader.id, storedFiles.uploadedBy))
    .where(eq(ticketFiles.ticketId, ticketId))
    .orderBy(storedFiles.id);
  return rows.map(({ file, by }) => ({
    public_id: file.publicId,
    name: file.originalName,
    mime: file.mime,
    size: file.size,
    url: fileUrl(file.publicId, file.originalName),
    uploaded_by: by ? userRef(by) : null,
    created_at: file.createdAt.toISOString(),
  }));
}

/** GET /api/tickets/:id: its requester, its responsible and 'Ver ticket' holders (404 for anyone else). */
export async function getTicket(ctx: ServiceContext, actor: Actor, publicId: string): Promise<TTicketDetail> {
  const db = ctx.db;
  const { row: ticket } = await loadTicket(db, actor, byPublicId(publicId));
  const [[row], files] = await Promise.all([
    selectTicketRows(db, { description: tickets.description, solution: tickets.solution }).where(
      eq(tickets.id, ticket.id),
    ),
    filesOf(db, ticket.id),
  ]);
  return { ...presentRow(row, actor), description: row.description, solution: row.solution, files };
}

/** GET /api/tickets/:id/history: a page of the changes of a ticket the actor sees, newest first. */
export async function getTicketHistory(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  q: { page: number; per_page: number },
) {
  const { row } = await loadTicket(ctx.db, actor, byPublicId(publicId));
  return historyPage(ctx.db, row.id, q);
}
