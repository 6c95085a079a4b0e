import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { historyPage as pageOfHistory, type Changes } from '../../lib/history.ts';
import { taskHistory } from './tasks.table.ts';

/** Writes one history entry inside the caller's transaction (nothing when there is no change). */
export async function record(tx: DbOrTx, taskId: number, actorId: number, action: string, changes: Changes) {
  if (action === 'updated' && Object.keys(changes).length === 0) return;
  await tx.insert(taskHistory).values({ taskId, actorId, action, changes });
}

/** A page of a task's history, newest first, with the actor (two statements). */
export const historyPage = (db: Db, taskId: number, q: { page: number; per_page: number }) =>
  pageOfHistory(db, taskHistory, eq(taskHistory.taskId, taskId), q);
