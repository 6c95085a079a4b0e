import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A table's version: moved by one by every statement that changes its rows, in that statement's transaction
 * (statement-level triggers, migration 0049). A search's total counted at one version holds until it moves
 * (db/list/kept-totals.ts). Kept for tickets, meetings and meeting_people.
 */
export const tableVersions = pgTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
