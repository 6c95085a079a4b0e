import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TTicketCan } from '@gestora/contract/tickets/tickets.schema';
import type { DbOrTx } from '../../db/client.ts';
import { deferred } from '../../db/list/deferred-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import { jsonObject, jsonPlain } from '../../db/json-sql.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { tickets } from './tickets.table.ts';

/** Only the user id and the permissions decide (the file owners of app.ts call with the same Actor). */
type Who = Pick<Actor, 'userId' | 'permissions'>;

// The row without its search vectors, which only PostgreSQL reads.
const { searchVector: _sv, solutionVector: _solv, ...rowColumns } = getTableColumns(tickets);
export type TicketRow = Omit<typeof tickets.$inferSelect, 'searchVector' | 'solutionVector'>;

export interface TicketRights extends TTicketCan {
  see: boolean;
  requester: boolean;
  responsible: boolean;
}

/**
 * What `actor` may do with a ticket. 'Ver ticket' holders see every ticket (the administration); the requester
 * and the responsible see their own. Editing, assigning and closing need 'Actualizar ticket'; the responsible
 * works the ticket with 'Gestionar ticket asignados'; its requester adds files while it is not closed. A closed
 * ticket is only edited by the administration.
 */
export function rightsOf(
  actor: Who,
  t: { requesterId: number | null; responsibleId: number | null; status: string },
): TicketRights {
  const has = (p: string) => actor.permissions.has(p);
  const requester = t.requesterId === actor.userId;
  const responsible = t.responsibleId === actor.userId;
  const see = requester || responsible || has('Ver ticket');
  const admin = has('Actualizar ticket');
  const closed = t.status === 'Cerrado';
  const work = !closed && (admin || (responsible && has('Gestionar ticket asignados')));
  return {
    see,
    requester,
    responsible,
    update: admin,
    work,
    close: admin && !closed,
    comment: see,
    attach: work || (requester && !closed),
  };
}

/**
 * `canOf(rightsOf(actor, row))` in SQL, for a list whose rows PostgreSQL writes as JSON (the current row of
 * `tickets`; `me` is the actor's id as the statement's placeholder). The actor's permissions are written into the
 * text: they are its key. tickets-rights.test.ts holds it equal to rightsOf through the API.
 */
export function canJson(actor: Who, me: SQL | ReturnType<typeof sql.placeholder>): Keyed {
  const flag = (p: string) => actor.permissions.has(p);
  const [admin, manages, sees] = [flag('Actualizar ticket'), flag('Gestionar ticket asignados'), flag('Ver ticket')];
  return keyed(
    `can=${+admin}${+manages}${+sees}`,
    deferred(() => {
      const bool = (b: boolean) => sql.raw(b ? 'true' : 'false');
      const open = sql`${tickets.status} <> 'Cerrado'`;
      const requester = sql`coalesce(${tickets.requesterId} = ${me}, false)`;
      const responsible = sql`coalesce(${tickets.responsibleId} = ${me}, false)`;
      const work = sql`(${open} and (${bool(admin)} or (${responsible} and ${bool(manages)})))`;
      return jsonObject({
        update: jsonPlain(bool(admin)),
        work: jsonPlain(work),
        close: jsonPlain(sql`${bool(admin)} and ${open}`),
        comment: jsonPlain(sql`${requester} or ${responsible} or ${bool(sees)}`),
        attach: jsonPlain(sql`${work} or (${requester} and ${open})`),
      });
    }),
  );
}

export const canOf = (r: TicketRights): TTicketCan => ({
  update: r.update,
  work: r.work,
  close: r.close,
  comment: r.comment,
  attach: r.attach,
});

/**
 * The one access loader of a ticket: its row and what the actor may do with it (`can`, the same rights the lists
 * carry); 404 when it does not exist or the actor may not see it.
 */
export async function loadTicket(
  db: DbOrTx,
  actor: Who,
  where: SQL,
  opts: { forUpdate?: boolean } = {},
): Promise<{ row: TicketRow; can: TicketRights }> {
  let q = db.select(rowColumns).from(tickets).where(where).$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [row] = await q;
  if (!row) throw notFound();
  const can = rightsOf(actor, row);
  if (!can.see) throw notFound();
  return { row, can };
}

export const byPublicId = (publicId: string) => eq(tickets.publicId, publicId);
