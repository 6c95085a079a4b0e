import { eq } from 'drizzle-orm';
import type { TTicketDetail } from '@gestora/contract/tickets/tickets.schema';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { TICKET_FILES } from './ticket-files.service.ts';
import { historyPage } from './ticket-history.service.ts';
import { byPublicId, loadTicket } from './tickets.access.ts';
import { presentRow, selectTicketRows } from './tickets.presenter.ts';
import { tickets } from './tickets.table.ts';

/** GET /api/tickets/:id: its requester, its responsible and 'Ver ticket' holders (404 for anyone else). */
export async function getTicket(ctx: ServiceContext, actor: Actor, publicId: string): Promise<TTicketDetail> {
  const db = ctx.db;
  const { row: ticket } = await loadTicket(db, actor, byPublicId(publicId));
  const [[row], files] = await Promise.all([
    selectTicketRows(db, { description: tickets.description, solution: tickets.solution }).where(
      eq(tickets.id, ticket.id),
    ),
    TICKET_FILES.list(db, ticket.id),
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
