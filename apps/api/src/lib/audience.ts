import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Who sees a record addressed to a department (information posts, ideas): everyone when it is for every
 * department (null), otherwise the people of that department, and always its author. One condition, used by the
 * lists, the single-record loaders, the search, the file downloads and the real-time delivery alike.
 */
export function audienceSql(cols: { departmentId: AnyColumn; authorId: AnyColumn }, userId: number): SQL {
  return sql`(${cols.departmentId} is null or ${cols.authorId} = ${userId}
    or ${cols.departmentId} = (select u.department_id from users u where u.id = ${userId}))`;
}

/** The same rule in JavaScript, for a row already loaded and the viewer's department. */
export function inAudience(
  row: { departmentId: number | null; authorId: number | null },
  viewer: { id: number; departmentId: number | null },
): boolean {
  return row.departmentId === null || row.authorId === viewer.id || row.departmentId === viewer.departmentId;
}
