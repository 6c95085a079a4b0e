import { ZMeetingDetail, type TMeetingDetail, type TMeetingRequest } from '@gestora/contract/meetings/meetings.schema';
import type { TestClient } from '../../test/harness.ts';

/** Registers, edits and cancels meetings, sees them all, and runs those they organise. */
export const MEETING_ADMIN_PERMISSIONS = [
  'Ver reuniones',
  'Registrar reuniones',
  'Actualizar reuniones',
  'Iniciar reunión',
  'Mis reuniones',
];

const HOUR = 3_600_000;

/** A meeting `hours` from now lasting one hour, as `start_at`/`end_at`. */
export const slot = (hours = 24, length = 1) => {
  const start = new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000);
  return { start_at: start.toISOString(), end_at: new Date(start.getTime() + length * HOUR).toISOString() };
};

/** Registers a meeting through the API as `client` (201 expected). */
export async function schedule(
  client: TestClient,
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
