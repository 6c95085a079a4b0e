import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { MEETING_LIMITS } from '@gestora/contract/meetings/meetings.schema';
import { idColumns, searchVector, timestamps } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * A meeting (PRODUCT.md "Reuniones"). status: 'Programada' | 'En curso' | 'Finalizada' | 'Cancelada'. agenda and
 * minutes (acta) are sanitised HTML. Its agreements are tickets whose meeting_id points here.
 */
export const meetings = pgTable(
  'meetings',
  {
    ...idColumns(),
    title: text('title').notNull(),
    agenda: text('agenda'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    place: text('place'),
    videoUrl: text('video_url'),
    organizerId: integer('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Programada'),
    minutes: text('minutes'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Its participants, and its tickets (raised in it or carried over to it), kept by triggers on those tables
     * (migration 0024): the lists read them per row instead of counting three tables for every row of a page.
     */
    participantsCount: integer('participants_count').notNull().default(0),
    ticketsCount: integer('tickets_count').notNull().default(0),
    /**
     * The meeting's own members of its list row as JSON text without braces (public_id … updated_at), kept by a
     * trigger from `meeting_own_json` (migration 0026); the organiser and `can` are added per request.
     */
    ownJson: text('own_json'),
    /** What the meetings' search reads (the title): stored, so that GIN's recheck does not parse every title. */
    searchVector: searchVector('search_vector', (): SQL => sql`${meetings.title}`),
    ...timestamps(),
  },
  (t) => [
    // The lists' default order (newest start first), alone and by status; the calendars' ranges.
    index('meetings_start_idx').on(t.startAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('meetings_status_start_idx').on(t.status, t.startAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('meetings_organizer_start_idx').on(t.organizerId, t.startAt.desc().nullsFirst()),
    // The ids of an organiser's meetings from the index alone: my meetings' total (mineCount).
    index('meetings_organizer_id_idx').on(t.organizerId, t.id),
    index('meetings_search_idx').using('gin', t.searchVector),
    // What ZMeetingRequest allows, held by the database too: the calendar's range condition relies on it
    // (calendar.service.ts bounds start_at by the longest meeting).
    check(
      'meetings_duration_check',
      sql`${t.endAt} >= ${t.startAt} and ${t.endAt} - ${t.startAt} <= interval '${sql.raw(String(MEETING_LIMITS.maxHours))} hours'`,
    ),
  ],
);

/** Who is invited, and whether they attended (null until the organiser takes attendance). */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attended: boolean('attended'),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('meeting_participants_user_idx').on(t.userId, t.meetingId),
  ],
);
