import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * How many tickets each user raised, per status, kept by triggers on tickets (migration 0022) like
 * ticket_status_counts for the responsible: /my_requested_tickets reads its total from a handful of counters
 * instead of counting the requester's tickets on every page (1,700 index entries for the bench's requester, half the
 * statement's time). Exact under any writer — the services, the demo data and the bench's bulk loads alike.
 */
export const ticketRequesterCounts = pgTable(
  'ticket_requester_counts',
  {
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requesterId, t.status] })],
);
