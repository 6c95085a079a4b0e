import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tickets } from '../tickets/tickets.table.ts';
import { users } from '../users/users.table.ts';
import { meetings } from './meetings.table.ts';

/**
 * An open agreement of an earlier meeting taken up again in this one ('Trasladar a esta reunión'): the ticket stays
 * one ticket (its meeting_id still names the meeting that raised it) and becomes one of this meeting's agreements
 * too, listed at /ticket_in_meetings/{id} with its current status.
 */
export const meetingCarriedTickets = pgTable(
  'meeting_carried_tickets',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    carriedBy: integer('carried_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.ticketId] }),
    index('meeting_carried_tickets_ticket_idx').on(t.ticketId),
  ],
);
