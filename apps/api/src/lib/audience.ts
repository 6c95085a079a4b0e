import { getTableName, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { audienceCounts } from '../modules/home/audience-counts.table.ts';

/** A user's id: a number, or a placeholder in a shaped query (db/query-shape.ts). */
type UserId = number | SQLWrapper;

const forEveryDepartment = (cols: { departmentId: AnyColumn }) => sql`${cols.departmentId} is null`;

/**
 * Who sees a record addressed to a department (information posts, ideas): everyone when it is for every
 * department (null), otherwise the people of that department, and always its author. One condition, used by the
 * lists, the single-record loaders, the search, the file downloads and the real-time delivery alike.
 */
export function audienceSql(cols: { departmentId: AnyColumn; authorId: AnyColumn }, userId: UserId): SQL {
  return sql`(${forEveryDepartment(cols)} or ${cols.authorId} = ${userId}
    or ${cols.departmentId} = (select u.department_id from users u where u.id = ${userId}))`;
}

/**
 * The records that every reader of one record may see, for what that record shows of others (an idea's AI analysis
 * names similar ideas, and the idea's whole audience reads it): those for every department and, when the record is
 * addressed to one department, that department's — of them only what its author may see too, for the author reads
 * it as well.
 */
export function sharedAudienceSql(
  cols: { departmentId: AnyColumn; authorId: AnyColumn },
  record: { departmentId: number | null; authorId: number },
): SQL {
  const readers =
    record.departmentId === null
      ? forEveryDepartment(cols)
      : sql`(${forEveryDepartment(cols)} or ${cols.departmentId} = ${record.departmentId})`;
  return sql`(${readers} and ${audienceSql(cols, record.authorId)})`;
}

/**
 * The number of records of `table` in the audience of `userId` that also match `rest`, as a column: the sum of the
 * three disjoint parts of `audienceSql` (for every department; for the viewer's; the viewer's own addressed
 * elsewhere). Unfiltered, the first two are read from the counters the table's triggers keep (audience_counts:
 * counting 5,000 posts for every department was most of a page's cost); filtered, each part counts through its own
 * index, most often without touching the table (the OR of the three would read every visible row through a bitmap).
 */
export function audienceCount(
  table: PgTable,
  cols: { departmentId: AnyColumn; authorId: AnyColumn },
  userId: UserId,
  rest: SQL | undefined,
): SQL<number> {
  const mine = sql`(select u.department_id from users u where u.id = ${userId})`;
  const part = (who: SQL) => sql`(select count(*) from ${table} where ${who}${rest ? sql` and ${rest}` : sql``})`;
  const ownElsewhere = part(
    sql`${cols.authorId} = ${userId} and ${cols.departmentId} is not null and ${cols.departmentId} is distinct from ${mine}`,
  );
  if (!rest) {
    const counted = sql`(select coalesce(sum(${audienceCounts.n}), 0) from ${audienceCounts}
      where ${audienceCounts.kind} = ${getTableName(table)} and ${audienceCounts.departmentKey} in (0, coalesce(${mine}, -1)))`;
    return sql<number>`(${counted} + ${ownElsewhere})`.mapWith(Number);
  }
  return sql<number>`(${part(sql`${cols.departmentId} is null`)} + ${part(sql`${cols.departmentId} = ${mine}`)} + ${ownElsewhere})`.mapWith(
    Number,
  );
}

/** The same rule in JavaScript, for a row already loaded and the viewer's department. */
export function inAudience(
  row: { departmentId: number | null; authorId: number | null },
  viewer: { id: number; departmentId: number | null },
): boolean {
  return row.departmentId === null || row.authorId === viewer.id || row.departmentId === viewer.departmentId;
}
