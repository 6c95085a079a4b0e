import { eq, type SQL } from 'drizzle-orm';
import type { TTicketCan } from '@gestora/contract/tickets/tickets.schema';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { tickets } from './tickets.table.ts';

/**
 * Who acts on tickets: an internal user id and the permissions held. Kept this small so that the services can
 * be called with any actor shape that carries both (the session's AuthContext today).
 */
export interface Actor {
  userId: number;
  permissions: ReadonlySet<string>;
}

export type TicketRow = typeof tickets.$inferSelect;

export interface TicketRights extends TTicketCan {
  see: boolean;
  requester: boolean;
  responsible: boolean;
}

/**
 * What `actor` may do with a ticket. 'Ver ticket' holders see every ticket (the administration); the requester
 * and the responsible see their own. Editing, assigning and closing need 'Actualizar ticket'; the responsible
 * works the ticket with 'Gestionar ticket asignados'. A closed ticket is only edited by the administration.
 */
export function rightsOf(
  actor: Actor,
  t: { requesterId: number | null; responsibleId: number | null; status: string },
): TicketRights {
  const has = (p: string) => actor.permissions.has(p);
  const requester = t.requesterId === actor.userId;
  const responsible = t.responsibleId === actor.userId;
  const see = requester || responsible || has('Ver ticket');
  const admin = has('Actualizar ticket');
  const closed = t.status === 'Cerrado';
  return {
    see,
    requester,
    responsible,
    update: admin,
    work: !closed && (admin || (responsible && has('Gestionar ticket asignados'))),
    close: admin && !closed,
    comment: see,
  };
}

export const canOf = (r: TicketRights): TTicketCan => ({
  update: r.update,
  work: r.work,
  close: r.close,
  comment: r.comment,
});

/** A ticket with the actor's rights; 404 when it does not exist or the actor may not see it. */
export async function loadTicket(db: DbOrTx, actor: Actor, where: SQL, opts: { forUpdate?: boolean } = {}) {
  let q = db.select().from(tickets).where(where).$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [ticket] = await q;
  if (!ticket) throw notFound();
  const rights = rightsOf(actor, ticket);
  if (!rights.see) throw notFound();
  return { ticket, rights };
}

export const byPublicId = (publicId: string) => eq(tickets.publicId, publicId);
