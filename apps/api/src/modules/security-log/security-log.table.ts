import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumns } from '../../db/columns.ts';

export const securityLog = pgTable(
  'security_log',
  {
    ...idColumns(),
    event: text('event').notNull(),
    actorId: integer('actor_id'),
    subject: text('subject'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_log_created_idx').on(t.createdAt), index('security_log_event_idx').on(t.event)],
);
