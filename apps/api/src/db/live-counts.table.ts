import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many live rows (deleted_at null) a soft-deleting table holds, one row per table, kept by statement-level
 * triggers (migration 0027): the users and projects lists read their unfiltered total here instead of counting
 * every live row on every page (2,000 users: a third of the users page's statement). Exact under any writer.
 */
export const liveCounts = pgTable('live_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * The number of live rows of `table` as the statement's total, from its counter (a subquery): for a list whose
 * `where` is exactly "deleted_at is null" — no filter, no scope narrower than everything.
 */
export const liveCountOf = (table: 'users' | 'projects') =>
  sql<number>`(select ${liveCounts.n} from ${liveCounts} where ${liveCounts.tableName} = ${sql.raw(`'${table}'`)})`.mapWith(
    Number,
  );
