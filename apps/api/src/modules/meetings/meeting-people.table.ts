import { index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';
import { meetings } from './meetings.table.ts';

/**
 * The people a meeting concerns — its organiser and its participants — one row per person and meeting, with the
 * meeting's start (`reasons`: 2 when the organiser is also invited), kept by triggers on meetings and
 * meeting_participants (migration 0030). /api/my_meetings reads a person's page newest first and their total from
 * one index instead of the union of organised and invited meetings (600 ids for the bench's administrator on every
 * page). Exact under any writer; never written by the services.
 */
export const meetingPeople = pgTable(
  'meeting_people',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    reasons: smallint('reasons').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.meetingId] }),
    index('meeting_people_start_idx').on(t.userId, t.startAt.desc().nullsFirst(), t.meetingId.desc().nullsFirst()),
  ],
);
