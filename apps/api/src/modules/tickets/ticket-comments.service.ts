import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRecordPageQuery } from '@gestora/contract/common.schema';
import type { ZTicketCommentRequest } from '@gestora/contract/tickets/tickets.schema';
import { commentsPage, presentComment, selectComments } from '../../lib/comments.ts';
import { fieldError } from '../../lib/errors.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { commentNotice } from './ticket-notify.service.ts';
import { byPublicId, loadTicket } from './tickets.access.ts';
import { ticketComments } from './tickets.table.ts';

type Input = z.output<typeof ZTicketCommentRequest>;

/** A page of a ticket's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(ctx: ServiceContext, actor: Actor, publicId: string, q: TRecordPageQuery) {
  const { row: ticket } = await loadTicket(ctx.db, actor, byPublicId(publicId));
  const of = eq(ticketComments.ticketId, ticket.id);
  return commentsPage(ctx.db, ticketComments, of, asc(ticketComments.id), q, presentComment);
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
  const [row] = await selectComments(ctx.db, ticketComments).where(eq(ticketComments.id, id));
  return presentComment(row);
}
