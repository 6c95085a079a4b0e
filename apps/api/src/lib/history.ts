import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { THistoryEntry } from '@gestora/contract/common.schema';
import type { Db } from '../db/client.ts';
import { users } from '../modules/users/users.table.ts';
import { pageOf } from './pagination.ts';
import { iso, userRef, userRefColumns } from './refs.presenter.ts';

/**
 * The one shape of a recorded change, for task and ticket history and the security log's user updates alike:
 * {field: [from, to]}. (Rows of the users' old {field: {from, to}} were rewritten by migration 0007.)
 */
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

/** A history table: one row per action on its record, with the actor and the changes. */
type HistoryTable = PgTable & {
  id: AnyPgColumn;
  action: AnyPgColumn;
  changes: AnyPgColumn;
  createdAt: AnyPgColumn;
  actorId: AnyPgColumn;
};

/** A page of a record's history (`of`: its rows in `table`), newest first, with the actor: two statements. */
export async function historyPage(db: Db, table: HistoryTable, of: SQL, q: { page: number; per_page: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: table.id,
        action: table.action,
        changes: table.changes,
        createdAt: table.createdAt,
        actor: userRefColumns(users),
      })
      .from(table)
      .leftJoin(users, eq(users.id, table.actorId))
      .where(of)
      .orderBy(desc(table.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(table).where(of),
  ]);
  const data: THistoryEntry[] = rows.map((r) => ({
    id: r.id as number,
    action: r.action as string,
    changes: (r.changes as Changes | null) ?? null,
    actor: userRef(r.actor),
    created_at: iso(r.createdAt as Date),
  }));
  return pageOf(data, total, q);
}
