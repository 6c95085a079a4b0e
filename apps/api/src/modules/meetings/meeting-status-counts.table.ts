import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many meetings there are in each status, kept by triggers on meetings (migration 0020): the meetings list
 * ('Ver reuniones'), unfiltered or by status, reads its total from these few rows instead of counting 6,000
 * meetings on every page. Exact under any writer.
 */
export const meetingStatusCounts = pgTable('meeting_status_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull(),
});
