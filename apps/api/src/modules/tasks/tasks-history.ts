import { count, desc, eq } from 'drizzle-orm';
import type { TTaskHistoryEntry } from '@gestora/contract/tasks/tasks.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageOf } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import { userCols, userRef } from './tasks.presenter.ts';
import { taskHistory } from './tasks.table.ts';

export type Changes = Record<string, [unknown, unknown]>;

/** Fields whose value differs between `before` and `after` as {field: [from, to]} (arrays compared as sets). */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const out: Changes = {};
  const same = (a: unknown, b: unknown) =>
    Array.isArray(a) && Array.isArray(b)
      ? a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000')
      : a === b;
  for (const key of Object.keys(after))
    if (!same(before[key], after[key])) out[key] = [before[key] ?? null, after[key] ?? null];
  return out;
}

/** Writes one history entry inside the caller's transaction (nothing when there is no change). */
export async function record(tx: DbOrTx, taskId: number, actorId: number, action: string, changes: Changes) {
  if (action === 'updated' && Object.keys(changes).length === 0) return;
  await tx.insert(taskHistory).values({ taskId, actorId, action, changes });
}

/** A page of a task's history, newest first, with the actor (two statements). */
export async function historyPage(db: Db, taskId: number, q: { page: number; per_page: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: taskHistory.id,
        action: taskHistory.action,
        changes: taskHistory.changes,
        createdAt: taskHistory.createdAt,
        actor: userCols(users),
      })
      .from(taskHistory)
      .leftJoin(users, eq(users.id, taskHistory.actorId))
      .where(eq(taskHistory.taskId, taskId))
      .orderBy(desc(taskHistory.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(taskHistory).where(eq(taskHistory.taskId, taskId)),
  ]);
  const data: TTaskHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    changes: r.changes ?? null,
    actor: r.actor ? userRef(r.actor) : null,
    created_at: r.createdAt.toISOString(),
  }));
  return pageOf(data, total, q);
}
