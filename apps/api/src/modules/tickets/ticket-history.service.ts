import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { historyPage as pageOfHistory, type Changes } from '../../lib/history.ts';
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
export const historyPage = (db: Db, ticketId: number, q: { page: number; per_page: number }) =>
  pageOfHistory(db, ticketHistory, eq(ticketHistory.ticketId, ticketId), q);
