import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TMeetingDisplayStatus,
  TMeetingStatus,
  ZMeetingRequest,
} from '@gestora/contract/meetings/meetings.schema';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { users } from '../users/users.table.ts';
import { meetings } from './meetings.table.ts';

export type MeetingInput = z.output<typeof ZMeetingRequest>;

export const PARTICIPANTS_UNAVAILABLE = 'Uno o más participantes no existen o están inactivos.';

export const richText = (html: string | null | undefined) => (html ? sanitizeRichText(html) || null : null);

/**
 * The participants' internal ids: each must exist and be active, except one already invited (a meeting keeps the
 * people it had even after they were deactivated). The organiser may invite themselves or not.
 */
export async function participantsFor(tx: DbOrTx, publicIds: string[], current: readonly number[] = []) {
  const wanted = [...new Set(publicIds)];
  const rows = await tx
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(inArray(users.publicId, wanted), isNull(users.deletedAt)));
  const ok = rows.filter((u) => u.active || current.includes(u.id));
  if (ok.length !== wanted.length) throw fieldError('participant_ids', PARTICIPANTS_UNAVAILABLE);
  return ok.map((u) => u.id);
}

/** The row values of a meeting form. */
export function meetingValues(input: MeetingInput) {
  return {
    title: input.title,
    agenda: richText(input.agenda),
    startAt: new Date(input.start_at),
    endAt: new Date(input.end_at),
    place: input.place,
    videoUrl: input.video_url,
  };
}

/** An active responsible for an agreement, with their area (the ticket's destination). */
export async function agreementResponsible(tx: DbOrTx, publicId: string) {
  const [u] = await tx
    .select({
      id: users.id,
      publicId: users.publicId,
      name: users.name,
      lastName: users.lastName,
      departmentId: users.departmentId,
    })
    .from(users)
    .where(and(eq(users.publicId, publicId), eq(users.active, true), isNull(users.deletedAt)));
  if (!u) throw fieldError('responsible_id', 'El responsable seleccionado no existe o está inactivo.');
  return u;
}

/**
 * What the meeting reads as (MEETING_DISPLAY_STATUSES): past its end, one never started is 'Sin iniciar' and one
 * never finished 'Sin finalizar'. Derived on every read, never stored: the state machine stays as it is.
 */
export function displayStatus(m: { status: string; endAt: Date }, now = new Date()): TMeetingDisplayStatus {
  const status = m.status as TMeetingStatus;
  if (m.endAt.getTime() >= now.getTime()) return status;
  if (status === 'Programada') return 'Sin iniciar';
  if (status === 'En curso') return 'Sin finalizar';
  return status;
}

/** displayStatus for the current row of `meetings` as JSON text, on the database's clock, for the lists' JSON. */
export const displayStatusJson: SQL = sql`(case when ${meetings.endAt} >= now() then to_json(${meetings.status})::text
  when ${meetings.status} = 'Programada' then '"Sin iniciar"'
  when ${meetings.status} = 'En curso' then '"Sin finalizar"'
  else to_json(${meetings.status})::text end)`;
