import { ZMeetingDetail, type TMeetingDetail, type TMeetingRequest } from '@gestora/contract/meetings/meetings.schema';
import type { Harness } from '../../test/harness.ts';
import { meetingParticipants, meetings } from './meetings.table.ts';

/** Registers, edits and cancels meetings, sees them all, and runs those they organise. */
export const MEETING_ADMIN_PERMISSIONS = [
  'Ver reuniones',
  'Registrar reuniones',
  'Actualizar reuniones',
  'Iniciar reunión',
  'Mis reuniones',
];

type Client = Awaited<ReturnType<Harness['as']>>;
const HOUR = 3_600_000;

/** A meeting `hours` from now lasting one hour, as `start_at`/`end_at`. */
export const slot = (hours = 24, length = 1) => {
  const start = new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000);
  return { start_at: start.toISOString(), end_at: new Date(start.getTime() + length * HOUR).toISOString() };
};

/** Registers a meeting through the API as `client` (201 expected). */
export async function schedule(
  client: Client,
  participantIds: string[],
  fields: Partial<TMeetingRequest> = {},
): Promise<TMeetingDetail> {
  const res = await client.inject({
    method: 'POST',
    url: '/api/meetings',
    payload: { title: 'Comité de seguimiento', place: 'Sala 2', ...slot(), participant_ids: participantIds, ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`schedule → ${res.statusCode} ${res.body}`);
  return ZMeetingDetail.parse(res.json());
}

/** `n` meetings organised by `organizerId` with `participantId` invited, straight into the tables (list sizes). */
export async function insertMeetings(h: Harness, n: number, organizerId: number, participantId: number, tag = 'Carga') {
  const rows = await h.app.db
    .insert(meetings)
    .values(
      Array.from({ length: n }, (_, i) => ({
        title: `${tag} ${i}`,
        startAt: new Date(Date.now() - i * HOUR),
        endAt: new Date(Date.now() - i * HOUR + HOUR),
        organizerId,
      })),
    )
    .returning({ id: meetings.id });
  await h.app.db.insert(meetingParticipants).values(rows.map((r) => ({ meetingId: r.id, userId: participantId })));
  return rows;
}
