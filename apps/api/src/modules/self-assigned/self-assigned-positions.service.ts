import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { selfAssignedTasks as tasks } from './self-assigned.table.ts';

/*
 * The board's order (self-assigned.table.ts): each of the owner's columns numbered 1..n. Every function here runs
 * under lockOwnerColumns, so that what it reads of a column is what it writes back.
 */

/** The next position at the end of the owner's `status` column. */
export async function endOfColumn(tx: Tx, ownerId: number, status: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${tasks.position}), 0)::int` })
    .from(tasks)
    .where(and(eq(tasks.ownerId, ownerId), eq(tasks.status, status), isNull(tasks.deletedAt)));
  return Number(row.last) + 1;
}

/** The ids of the owner's live cards of `status`, in order. */
export async function columnIds(tx: Tx, ownerId: number, status: string): Promise<number[]> {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.ownerId, ownerId), eq(tasks.status, status), isNull(tasks.deletedAt)))
    .orderBy(asc(tasks.position), asc(tasks.id));
  return rows.map((r) => r.id);
}

/** Numbers `ids` 1..n in their order, in one statement; updated_at is left alone (only the moved card changed). */
export async function numberInOrder(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return;
  await tx.execute(sql`update self_assigned_tasks t set position = o.n::int
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, n)
    where t.id = o.id and t.position <> o.n`);
}

/** Closes the gaps every column of the owner was left with (a card deleted or moved out). */
export async function compactColumns(tx: Tx, ownerId: number, status?: string) {
  await tx.execute(sql`update self_assigned_tasks t set position = r.n::int
    from (select id, row_number() over (partition by status order by position, id) as n
      from self_assigned_tasks where owner_id = ${ownerId} and deleted_at is null
      ${status === undefined ? sql`` : sql`and status = ${status}`}) r
    where t.id = r.id and t.position <> r.n`);
}
