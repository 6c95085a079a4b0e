import { and, eq, inArray } from 'drizzle-orm';
import { forbidden, HttpError } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { loadMeeting, meetingColumns, participantIds } from './meetings.access.ts';
import { meetingDetail } from './meetings.presenter.ts';
import { meetingValues, participantsFor, type MeetingInput } from './meetings.rules.ts';
import { meetingParticipants, meetings } from './meetings.table.ts';
import { notifyMeeting } from './meeting-notify.service.ts';

/** GET /api/meetings/:id: its organiser, its participants and 'Ver reuniones' holders (404 for anyone else). */
export async function getMeeting(ctx: ServiceContext, actor: Actor, publicId: string) {
  const { meeting } = await loadMeeting(ctx.db, actor, publicId);
  return meetingDetail(ctx.db, actor, meeting.id);
}

/** POST /api/meetings ('Registrar reuniones'): the actor organises it; every participant is invited. */
export async function createMeeting(ctx: ServiceContext, actor: Actor, input: MeetingInput) {
  return runWrite(ctx, async (tx, out) => {
    const people = await participantsFor(tx, input.participant_ids);
    const [m] = await tx
      .insert(meetings)
      .values({ ...meetingValues(input), organizerId: actor.userId, status: 'Programada' })
      .returning(meetingColumns);
    await tx.insert(meetingParticipants).values(people.map((userId) => ({ meetingId: m.id, userId })));
    await notifyMeeting(out, 'invited', m, people, actor.userId, ctx.timeZone);
    return meetingDetail(tx, actor, m.id);
  });
}

/**
 * PUT /api/meetings/:id ('Actualizar reuniones', while Programada): the new participants are invited, those who
 * stay are told of the change, those removed are told they no longer take part.
 */
export async function updateMeeting(ctx: ServiceContext, actor: Actor, publicId: string, input: MeetingInput) {
  return runWrite(ctx, async (tx, out) => {
    const { meeting, rights } = await loadMeeting(tx, actor, publicId, { forUpdate: true });
    if (!rights.update) throw notEditable(meeting.status);
    const before = await participantIds(tx, meeting.id);
    const after = await participantsFor(tx, input.participant_ids, before);
    const added = after.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !after.includes(id));
    const stayed = after.filter((id) => before.includes(id));
    const values = meetingValues(input);
    await tx.update(meetings).set(values).where(eq(meetings.id, meeting.id));
    if (removed.length)
      await tx
        .delete(meetingParticipants)
        .where(and(eq(meetingParticipants.meetingId, meeting.id), inArray(meetingParticipants.userId, removed)));
    if (added.length)
      await tx.insert(meetingParticipants).values(added.map((userId) => ({ meetingId: meeting.id, userId })));
    const m = { publicId: meeting.publicId, title: input.title, startAt: values.startAt };
    await notifyMeeting(out, 'invited', m, added, actor.userId, ctx.timeZone);
    await notifyMeeting(out, 'changed', m, stayed, actor.userId, ctx.timeZone);
    await notifyMeeting(out, 'uninvited', m, removed, actor.userId, ctx.timeZone);
    return meetingDetail(tx, actor, meeting.id);
  });
}

/** POST /api/meetings/:id/cancel ('Actualizar reuniones', while Programada): every participant is told. */
export async function cancelMeeting(ctx: ServiceContext, actor: Actor, publicId: string) {
  return runWrite(ctx, async (tx, out) => {
    const { meeting, rights } = await loadMeeting(tx, actor, publicId, { forUpdate: true });
    if (!rights.cancel) throw notEditable(meeting.status);
    await tx.update(meetings).set({ status: 'Cancelada', cancelledAt: new Date() }).where(eq(meetings.id, meeting.id));
    const people = await participantIds(tx, meeting.id);
    await notifyMeeting(out, 'cancelled', meeting, people, actor.userId, ctx.timeZone);
    return meetingDetail(tx, actor, meeting.id);
  });
}

/** A meeting that already started, ended or was cancelled is kept as it was (409); otherwise the right is missing. */
function notEditable(status: string) {
  if (status === 'Programada') return forbidden();
  return new HttpError(409, `La reunión está ${status.toLowerCase()}: ya no se puede modificar.`);
}
