import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Who sees a record addressed to a department (information posts, ideas): everyone when it is for every
 * department (null), otherwise the people of that department, and always its author. One condition, used by the
 * lists, the single-record loaders, the search, the file downloads and the real-time delivery alike.
 */
export function audienceSql(cols: { departmentId: AnyColumn; authorId: AnyColumn }, userId: number): SQL {
  return sql`(${cols.departmentId} is null or ${cols.authorId} = ${userId}
    or ${cols.departmentId} = (select u.department_id from users u where u.id = ${userId}))`;
}

/**
 * The number of records of `table` in the audience of `userId` that also match `rest`, as a column: the sum of the
 * three disjoint parts of `audienceSql` (for every department; for the viewer's; the viewer's own addressed
 * elsewhere). Each part counts through its own index, most often without touching the table; the OR of the three
 * reads every visible row of the table through a bitmap (3.3 ms against 0.65 ms for 20,000 ideas).
 */
export function audienceCount(
  table: PgTable,
  cols: { departmentId: AnyColumn; authorId: AnyColumn },
  userId: number,
  rest: SQL | undefined,
): SQL<number> {
  const mine = sql`(select u.department_id from users u where u.id = ${userId})`;
  const part = (who: SQL) => sql`(select count(*) from ${table} where ${who}${rest ? sql` and ${rest}` : sql``})`;
  return sql<number>`(${part(sql`${cols.departmentId} is null`)} + ${part(sql`${cols.departmentId} = ${mine}`)} + ${part(
    sql`${cols.authorId} = ${userId} and ${cols.departmentId} is not null and ${cols.departmentId} is distinct from ${mine}`,
  )})`.mapWith(Number);
}

/** The same rule in JavaScript, for a row already loaded and the viewer's department. */
export function inAudience(
  row: { departmentId: number | null; authorId: number | null },
  viewer: { id: number; departmentId: number | null },
): boolean {
  return row.departmentId === null || row.authorId === viewer.id || row.departmentId === viewer.departmentId;
}
