import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TCarryOver, TMeetingTicket } from '@gestora/contract/meetings/meetings.schema';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { meetingCarriedTickets } from './meeting-carried-tickets.table.ts';
import { runnable } from './meeting-run.service.ts';
import { loadMeeting, participantIds, type MeetingRow } from './meetings.access.ts';
import { agreementsOf, carriedInto, presentTicket, selectMeetingTickets } from './meetings.presenter.ts';
import { meetings } from './meetings.table.ts';

const OPEN = ['Abierto', 'En proceso'];
const NOT_PENDING =
  'Solo se pueden trasladar los acuerdos pendientes de la reunión anterior con los mismos participantes.';

/** The latest finished meeting before `m` whose organiser and participants are those of `m`. */
async function previousWithSamePeople(db: DbOrTx, m: MeetingRow) {
  const people = await participantIds(db, m.id);
  const set = sql`array(select p.user_id from meeting_participants p where p.meeting_id = "meetings"."id" order by 1)`;
  const mine = `{${[...people].sort((a, b) => a - b).join(',')}}`;
  const [prev] = await db
    .select({ id: meetings.id, publicId: meetings.publicId, title: meetings.title, startAt: meetings.startAt })
    .from(meetings)
    .where(
      and(
        m.organizerId === null ? sql`false` : eq(meetings.organizerId, m.organizerId),
        eq(meetings.status, 'Finalizada'),
        lt(meetings.startAt, m.startAt),
        sql`${set} = ${mine}::int[]`,
      ),
    )
    .orderBy(desc(meetings.startAt))
    .limit(1);
  return prev ?? null;
}

/** The open agreements of meeting `previousId`: raised there or carried into it, Abierto or En proceso. */
const openAgreementsOf = (previousId: number) => and(agreementsOf(previousId), inArray(tickets.status, OPEN));

/**
 * GET /api/meetings/:id/carry_over: the open agreements of the previous finished meeting with exactly the same
 * people (organiser and participants), to take up again; each says whether this meeting already took it up.
 * Five statements, whatever the number of agreements.
 */
export async function carryOver(ctx: ServiceContext, actor: Actor, publicId: string): Promise<TCarryOver> {
  const { meeting } = await loadMeeting(ctx.db, actor, publicId);
  const previous = await previousWithSamePeople(ctx.db, meeting);
  if (!previous) return { previous: null, tickets: [] };
  const [rows, taken] = await Promise.all([
    selectMeetingTickets(ctx.db, openAgreementsOf(previous.id), previous.id).orderBy(tickets.id).limit(100),
    ctx.db
      .select({ id: meetingCarriedTickets.ticketId })
      .from(meetingCarriedTickets)
      .where(eq(meetingCarriedTickets.meetingId, meeting.id)),
  ]);
  const carried = new Set(taken.map((r) => r.id));
  return {
    previous: { public_id: previous.publicId, title: previous.title, start_at: previous.startAt.toISOString() },
    tickets: rows.map((r) => ({ ...presentTicket(r), carried: carried.has(r.id) })),
  };
}

/**
 * POST /api/meetings/:id/carry_over ('Trasladar a esta reunión'): the organiser, while the meeting runs, takes up
 * one open agreement of the previous meeting with the same people. No ticket is created: the same ticket becomes
 * an agreement of this meeting too (a link row), so it keeps its code, responsible, history and status. Taking it
 * up twice changes nothing.
 */
export async function carryOverTicket(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  ticketPublicId: string,
): Promise<TMeetingTicket> {
  return runWrite(ctx, async (tx) => {
    const meeting = await runnable(tx, actor, publicId, true);
    const previous = await previousWithSamePeople(tx, meeting);
    const [ticket] = previous
      ? await tx
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(eq(tickets.publicId, ticketPublicId), openAgreementsOf(previous.id)))
      : [];
    if (!ticket) throw fieldError('ticket_id', NOT_PENDING);
    await tx
      .insert(meetingCarriedTickets)
      .values({ meetingId: meeting.id, ticketId: ticket.id, carriedBy: actor.userId })
      .onConflictDoNothing();
    const [row] = await selectMeetingTickets(
      tx,
      and(eq(tickets.id, ticket.id), sql`${tickets.id} in ${carriedInto(meeting.id)}`),
      meeting.id,
    );
    return presentTicket(row);
  });
}
