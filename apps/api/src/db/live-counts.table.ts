import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many live rows a table holds (deleted_at null for the soft-deleting ones), one row per table, kept by
 * statement-level triggers (migration 0027): the users, projects and RAG documents lists read their unfiltered
 * total here instead of counting every row on every page (2,000 users: a third of the users page's statement;
 * 5,000 documents: more than half of theirs). Exact under any writer.
 */
export const liveCounts = pgTable('live_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * The number of live rows of `table` as the statement's total, from its counter (a subquery): for a list whose
 * `where` is exactly its liveness — no filter, no scope narrower than everything.
 */
export const liveCountOf = (table: 'users' | 'projects' | 'rag_documents') =>
  sql<number>`(select ${liveCounts.n} from ${liveCounts} where ${liveCounts.tableName} = ${sql.raw(`'${table}'`)})`.mapWith(
    Number,
  );
