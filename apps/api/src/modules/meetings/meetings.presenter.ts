import { asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  TMeetingDetail,
  TMeetingListItem,
  TMeetingStatus,
  TMeetingTicket,
} from '@gestora/contract/meetings/meetings.schema';
import type { TTicketStatus } from '@gestora/contract/tickets/ticket-states';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { jsonObject, keptRefJson } from '../../db/json-sql.ts';
import { readsOf } from '../../db/reads.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { users } from '../users/users.table.ts';
import { canOf, invitedSql, rightsOf, type UserId } from './meetings.access.ts';
import { meetingCarriedTickets } from './meeting-carried-tickets.table.ts';
import { displayStatus, displayStatusJson } from './meetings.rules.ts';
import { meetingParticipants, meetings } from './meetings.table.ts';

const organizer = alias(users, 'organizer');
const responsible = alias(users, 'responsible');

/** The columns of a list row for user `me`: the meeting, its organiser, its counts and whether `me` is invited. */
export const listColumns = (me: UserId) => ({
  id: meetings.id,
  publicId: meetings.publicId,
  title: meetings.title,
  startAt: meetings.startAt,
  endAt: meetings.endAt,
  place: meetings.place,
  videoUrl: meetings.videoUrl,
  status: meetings.status,
  organizerId: meetings.organizerId,
  createdAt: meetings.createdAt,
  updatedAt: meetings.updatedAt,
  organizer: userRefColumns(organizer),
  participantsCount: meetings.participantsCount,
  ticketsCount: meetings.ticketsCount,
  invited: invitedSql(me).mapWith(Boolean),
});

type Extra = Record<string, SQL<unknown> | AnyPgColumn>;

/** FROM meetings with the organiser joined, for user `me`; one statement for a whole page; `extra` adds columns. */
export function selectMeetingRows<E extends Extra = Record<never, never>>(db: DbOrTx, me: UserId, extra?: E) {
  return db
    .select({ ...listColumns(me), ...(extra as E) })
    .from(meetings)
    .leftJoin(organizer, eq(organizer.id, meetings.organizerId))
    .$dynamic();
}
export type MeetingListRow = Awaited<ReturnType<typeof selectMeetingRows>>[number];

/** The same join, selecting one value (`meetingJson`'s rows aggregated: a list's page as JSON text). */
export function selectMeetingJson(db: DbOrTx, json: SQL.Aliased<string>) {
  return db.select({ json }).from(meetings).leftJoin(organizer, eq(organizer.id, meetings.organizerId)).$dynamic();
}

/**
 * A list row (ZMeetingListItem: the same fields as presentMeeting writes for the detail), by PostgreSQL; `can` is
 * meetings.access.ts canJson's. The meeting's own members come kept in `own_json` (the trigger of migrations 0026
 * and 0047); the display status (it changes with the clock), the organiser and `can` are added here.
 */
export const meetingJson = (can: SQL) =>
  jsonObject({ display_status: displayStatusJson, organizer: keptRefJson(organizer), can }, meetings.ownJson);

/** The detail's part read with the list's columns (its times are the detail's alone). */
export function presentMeeting(
  r: MeetingListRow,
  actor: Actor,
): TMeetingListItem & Pick<TMeetingDetail, 'created_at' | 'updated_at'> {
  return {
    public_id: r.publicId,
    title: r.title,
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
    place: r.place,
    video_url: r.videoUrl,
    status: r.status as TMeetingStatus,
    display_status: displayStatus(r),
    organizer: r.organizer ? userRef(r.organizer) : null,
    participants_count: r.participantsCount,
    tickets_count: r.ticketsCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    can: canOf(rightsOf(actor, r, r.invited)),
  };
}

/** The meeting with its texts and its participants in name order: two statements. */
export async function meetingDetail(db: DbOrTx, actor: Actor, id: number): Promise<TMeetingDetail> {
  const [[row], people] = await readsOf(
    db,
    () =>
      selectMeetingRows(db, actor.userId, {
        agenda: meetings.agenda,
        minutes: meetings.minutes,
        startedAt: meetings.startedAt,
        finishedAt: meetings.finishedAt,
        cancelledAt: meetings.cancelledAt,
      }).where(eq(meetings.id, id)),
    () =>
      db
        .select({ user: userRefColumns(users), attended: meetingParticipants.attended })
        .from(meetingParticipants)
        .innerJoin(users, eq(users.id, meetingParticipants.userId))
        .where(eq(meetingParticipants.meetingId, id))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id)),
  );
  if (!row) throw notFound();
  const texts = row;
  return {
    ...presentMeeting(row, actor),
    agenda: texts.agenda,
    minutes: texts.minutes,
    started_at: texts.startedAt?.toISOString() ?? null,
    finished_at: texts.finishedAt?.toISOString() ?? null,
    cancelled_at: texts.cancelledAt?.toISOString() ?? null,
    participants: people.map((p) => ({ ...userRef(p.user), attended: p.attended })),
  };
}

/** Open (Abierto, En proceso) and past its due date, on the database's clock. */
const overdueSql = sql<boolean>`(${tickets.status} in ('Abierto', 'En proceso') and ${tickets.dueAt} < now())`;

/** The ids of the tickets an earlier meeting raised and meeting `meetingId` took up again. */
export const carriedInto = (meetingId: number | Placeholder) =>
  sql`(select ${meetingCarriedTickets.ticketId} from ${meetingCarriedTickets} where ${meetingCarriedTickets.meetingId} = ${meetingId})`;

/**
 * A meeting's agreements: the tickets it raised and those it carried over from an earlier meeting. Their ids are
 * gathered first, each through its own index, then fetched by primary key: `meeting_id = $1 or id in (…)` made
 * PostgreSQL read every ticket (60,000 in the bench: the list fell to a small fraction of its rate).
 */
export const agreementsOf = (meetingId: number | Placeholder) =>
  sql`${tickets.id} = any(array(select t.id from tickets t where t.meeting_id = ${meetingId} union all ${carriedInto(meetingId)}))`;

/**
 * Tickets with their responsible (one statement); `where` chooses which, `extra` adds columns. `forMeeting`: the meeting they are listed
 * for, which tells the ones it carried over from the ones it raised.
 */
export function selectMeetingTickets<E extends Extra = Record<never, never>>(
  db: DbOrTx,
  where: SQL | undefined,
  forMeeting?: number | Placeholder,
  extra?: E,
) {
  return db
    .select({
      id: tickets.id,
      publicId: tickets.publicId,
      code: tickets.code,
      title: tickets.title,
      status: tickets.status,
      dueAt: tickets.dueAt,
      createdAt: tickets.createdAt,
      overdue: overdueSql.mapWith(Boolean),
      carriedOver: (forMeeting === undefined
        ? sql<boolean>`false`
        : sql<boolean>`(${tickets.meetingId} is distinct from ${forMeeting})`
      ).mapWith(Boolean),
      responsible: userRefColumns(responsible),
      ...(extra as E),
    })
    .from(tickets)
    .leftJoin(responsible, eq(responsible.id, tickets.responsibleId))
    .where(where)
    .$dynamic();
}

export const presentTicket = (r: Awaited<ReturnType<typeof selectMeetingTickets>>[number]): TMeetingTicket => ({
  public_id: r.publicId,
  code: r.code,
  title: r.title,
  status: r.status as TTicketStatus,
  responsible: r.responsible ? userRef(r.responsible) : null,
  due_at: r.dueAt?.toISOString() ?? null,
  overdue: r.overdue,
  created_at: r.createdAt.toISOString(),
  carried_over: r.carriedOver,
});
