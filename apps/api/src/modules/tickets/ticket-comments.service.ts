import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTicketComment, ZTicketCommentRequest } from '@gestora/contract/tickets/tickets.schema';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { users } from '../users/users.table.ts';
import { commentNotice } from './ticket-notify.service.ts';
import { byPublicId, loadTicket } from './tickets.access.ts';
import { ticketComments } from './tickets.table.ts';

type Input = z.output<typeof ZTicketCommentRequest>;

function selectComments(db: DbOrTx) {
  return db
    .select({ c: ticketComments, author: userRefColumns(users) })
    .from(ticketComments)
    .leftJoin(users, eq(users.id, ticketComments.authorId))
    .$dynamic();
}
const present = (r: Awaited<ReturnType<typeof selectComments>>[number]): TTicketComment => ({
  public_id: r.c.publicId,
  body: r.c.body,
  author: r.author ? userRef(r.author) : null,
  created_at: r.c.createdAt.toISOString(),
});

/** A page of a ticket's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  q: { page: number; per_page: number },
) {
  const db = ctx.db;
  const { row: ticket } = await loadTicket(db, actor, byPublicId(publicId));
  const [rows, [{ total }]] = await Promise.all([
    selectComments(db)
      .where(eq(ticketComments.ticketId, ticket.id))
      .orderBy(asc(ticketComments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(ticketComments).where(eq(ticketComments.ticketId, ticket.id)),
  ]);
  return pageOf(rows.map(present), total, q);
}

/** Adds a comment (sanitised HTML): whoever sees the ticket may; the other side is notified. */
export async function addComment(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  const body = sanitizeRichText(input.body);
  if (!body) throw fieldError('body', 'El comentario es obligatorio.');
  const id = await runWrite(ctx, async (tx, out) => {
    const { row: ticket } = await loadTicket(tx, actor, byPublicId(publicId));
    const [c] = await tx
      .insert(ticketComments)
      .values({ ticketId: ticket.id, authorId: actor.userId, body })
      .returning({ id: ticketComments.id });
    await out.notify(commentNotice(ticket, actor.userId, richTextToPlain(body).slice(0, 120)));
    return c.id;
  });
  const [row] = await selectComments(ctx.db).where(eq(ticketComments.id, id));
  return present(row);
}
