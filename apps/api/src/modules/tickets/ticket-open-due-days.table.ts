import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many open tickets (Abierto, En proceso) fall due on each day (UTC), kept by triggers on tickets (migration
 * 0034). The administration's overdue list takes its total from here: every day before today is overdue whole, and
 * only today's are counted against the clock, instead of counting every overdue ticket on every page (2,800 index
 * entries in the bench's organisation, over half the statement's time). Exact under any writer.
 */
export const ticketOpenDueDays = pgTable('ticket_open_due_days', {
  dueDay: date('due_day').primaryKey(),
  n: integer('n').notNull(),
});
