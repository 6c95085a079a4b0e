import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAgreementRequest, ZMeetingAttendanceRequest } from '@gestora/contract/meetings/meetings.schema';
import type { Tx } from '../../db/client.ts';
import { fieldError, forbidden, HttpError } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { createAgreementTicket } from '../tickets/meeting-tickets.service.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { users } from '../users/users.table.ts';
import { loadMeeting } from './meetings.access.ts';
import { meetingDetail, presentTicket, selectMeetingTickets } from './meetings.presenter.ts';
import { agreementResponsible, richText } from './meetings.rules.ts';
import { meetingParticipants, meetings } from './meetings.table.ts';

type AttendanceInput = z.output<typeof ZMeetingAttendanceRequest>;
type AgreementInput = z.output<typeof ZAgreementRequest>;

const NOT_RUNNING = 'La reunión no está en curso: iníciela primero.';

/** The meeting, locked, when the actor is its organiser with 'Iniciar reunión'; `running`: it must be En curso. */
export async function runnable(tx: Tx, actor: Actor, publicId: string, running: boolean) {
  const { meeting, rights } = await loadMeeting(tx, actor, publicId, { forUpdate: true });
  if (!rights.run) {
    if (rights.organizer && actor.permissions.has('Iniciar reunión'))
      throw new HttpError(409, `La reunión está ${meeting.status.toLowerCase()}: ya no se puede modificar.`);
    throw forbidden('Solo el organizador puede conducir la reunión.');
  }
  if (running && meeting.status !== 'En curso') throw new HttpError(409, NOT_RUNNING);
  return meeting;
}

/** POST /api/meetings/:id/start: the organiser opens the meeting (En curso); starting it again changes nothing. */
export async function startMeeting(ctx: ServiceContext, actor: Actor, publicId: string) {
  return runWrite(ctx, async (tx) => {
    const meeting = await runnable(tx, actor, publicId, false);
    if (meeting.status === 'Programada')
      await tx.update(meetings).set({ status: 'En curso', startedAt: new Date() }).where(eq(meetings.id, meeting.id));
    return meetingDetail(tx, actor, meeting.id);
  });
}

/** PUT /api/meetings/:id/attendance: who attended, among the participants only. */
export async function takeAttendance(ctx: ServiceContext, actor: Actor, publicId: string, input: AttendanceInput) {
  return runWrite(ctx, async (tx) => {
    const meeting = await runnable(tx, actor, publicId, true);
    const ids = [...new Set(input.attendance.map((a) => a.user_id))];
    const rows = ids.length
      ? await tx
          .select({ id: users.id, publicId: users.publicId })
          .from(meetingParticipants)
          .innerJoin(users, eq(users.id, meetingParticipants.userId))
          .where(and(eq(meetingParticipants.meetingId, meeting.id), inArray(users.publicId, ids)))
      : [];
    if (rows.length !== ids.length)
      throw fieldError('attendance', 'Solo los participantes pueden registrar asistencia.');
    const byPublic = new Map(rows.map((r) => [r.publicId, r.id]));
    const present = input.attendance.filter((a) => a.attended).map((a) => byPublic.get(a.user_id)!);
    const absent = input.attendance.filter((a) => !a.attended).map((a) => byPublic.get(a.user_id)!);
    // Two statements whatever the number of people.
    for (const [list, attended] of [
      [present, true],
      [absent, false],
    ] as const)
      if (list.length)
        await tx
          .update(meetingParticipants)
          .set({ attended })
          .where(and(eq(meetingParticipants.meetingId, meeting.id), inArray(meetingParticipants.userId, list)));
    return meetingDetail(tx, actor, meeting.id);
  });
}

/** PUT /api/meetings/:id/minutes: the acta, sanitised. */
export async function writeMinutes(ctx: ServiceContext, actor: Actor, publicId: string, minutes: string | null) {
  return runWrite(ctx, async (tx) => {
    const meeting = await runnable(tx, actor, publicId, true);
    await tx
      .update(meetings)
      .set({ minutes: richText(minutes) })
      .where(eq(meetings.id, meeting.id));
    return meetingDetail(tx, actor, meeting.id);
  });
}

/** End of `date` (UTC): a ticket agreed for a day is due through that whole day. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.000Z`);

/**
 * POST /api/meetings/:id/agreements: the agreement becomes a ticket for its responsible (for their area), created
 * in the same transaction and notified after its commit; the responsible's own sockets hear TicketAssignedPublic.
 */
export async function addAgreement(ctx: ServiceContext, actor: Actor, publicId: string, input: AgreementInput) {
  return runWrite(ctx, async (tx, out) => {
    const meeting = await runnable(tx, actor, publicId, true);
    if (input.due_date < ctx.today()) throw fieldError('due_date', 'La fecha límite no puede ser anterior a hoy.');
    const responsible = await agreementResponsible(tx, input.responsible_id);
    const ticket = await createAgreementTicket(tx, out, actor, {
      meeting,
      title: input.title,
      responsible,
      dueAt: endOfDay(input.due_date),
    });
    const [row] = await selectMeetingTickets(tx, eq(tickets.id, ticket.id));
    return presentTicket(row);
  });
}

/** POST /api/meetings/:id/finish ('Finalizar reunión'): closed for good; its minutes and tickets stay. */
export async function finishMeeting(ctx: ServiceContext, actor: Actor, publicId: string) {
  return runWrite(ctx, async (tx) => {
    const meeting = await runnable(tx, actor, publicId, true);
    await tx.update(meetings).set({ status: 'Finalizada', finishedAt: new Date() }).where(eq(meetings.id, meeting.id));
    return meetingDetail(tx, actor, meeting.id);
  });
}
