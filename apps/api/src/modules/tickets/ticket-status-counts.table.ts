import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * How many tickets each user is responsible for, per status, kept by triggers on tickets (migration 0015): the
 * home page's 'Tickes' chart reads a handful of counters instead of counting the user's tickets on every visit
 * (1,600 index entries, half of them checked in the table, for the bench's responsible). Exact under any writer.
 */
export const ticketStatusCounts = pgTable(
  'ticket_status_counts',
  {
    responsibleId: integer('responsible_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.responsibleId, t.status] })],
);
