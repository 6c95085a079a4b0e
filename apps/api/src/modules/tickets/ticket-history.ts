import { count, desc, eq } from 'drizzle-orm';
import type { TTicketHistoryEntry } from '@gestora/contract/tickets/tickets.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageOf } from '../../lib/pagination.ts';
import type { Changes } from '../tasks/tasks-history.ts';
import { userCols, userRef } from '../tasks/tasks.presenter.ts';
import { users } from '../users/users.table.ts';
import { ticketHistory } from './tickets.table.ts';

/**
 * Actions: 'created', 'updated', 'assigned', 'status' (moves and solution), 'closed', 'files', 'overdue'. The
 * public view (find_ticket) shows only the status steps of 'created', 'assigned', 'status' and 'closed'.
 */
export type TicketAction = 'created' | 'updated' | 'assigned' | 'status' | 'closed' | 'files' | 'overdue';

/** Writes one history entry inside the caller's transaction (nothing for an update that changed nothing). */
export async function record(
  tx: DbOrTx,
  ticketId: number,
  actorId: number | null,
  action: TicketAction,
  changes: Changes,
) {
  if (action === 'updated' && Object.keys(changes).length === 0) return;
  await tx.insert(ticketHistory).values({ ticketId, actorId, action, changes });
}

/** A page of a ticket's history, newest first, with the actor (two statements). */
export async function historyPage(db: Db, ticketId: number, q: { page: number; per_page: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: ticketHistory.id,
        action: ticketHistory.action,
        changes: ticketHistory.changes,
        createdAt: ticketHistory.createdAt,
        actor: userCols(users),
      })
      .from(ticketHistory)
      .leftJoin(users, eq(users.id, ticketHistory.actorId))
      .where(eq(ticketHistory.ticketId, ticketId))
      .orderBy(desc(ticketHistory.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(ticketHistory).where(eq(ticketHistory.ticketId, ticketId)),
  ]);
  const data: TTicketHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    changes: r.changes ?? null,
    actor: r.actor ? userRef(r.actor) : null,
    created_at: r.createdAt.toISOString(),
  }));
  return pageOf(data, total, q);
}
