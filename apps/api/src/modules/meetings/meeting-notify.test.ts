import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { MEETING_ADMIN_PERMISSIONS, schedule } from './meetings.test-utils.ts';

/** Lima has no daylight saving time: UTC−5 all year, so the expected texts are fixed. */
const ORG_TZ = 'America/Lima';

let h: Harness;
let admin: TestClient;
let ana: TestUser;
let beto: TestUser;

beforeAll(async () => {
  h = await build({ config: { orgTimezone: ORG_TZ } });
  admin = await h.as((await h.makeUser(MEETING_ADMIN_PERMISSIONS)).email);
  ana = await h.makeUser(['Mis reuniones']);
  beto = await h.makeUser(['Mis reuniones']);
});
afterAll(() => h.close());

/** The one notification of `userId` whose message starts with `event` ('Invitación a reunión'). */
const messageTo = async (userId: number, event: string) => {
  const rows = await h.app.db
    .select({ title: notifications.title, message: notifications.message, type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), like(notifications.message, `${event}%`)));
  expect(rows).toHaveLength(1);
  return rows[0];
};

describe('meeting notifications', () => {
  it('name the date and time in the organisation’s time zone on invitation, change and cancellation', async () => {
    // 15:30 UTC is 10:30 in Lima; 03:15 UTC on the 7th is still the 6th there.
    const m = await schedule(admin, [ana.publicId, beto.publicId], {
      title: 'Revisión de presupuesto',
      start_at: '2031-03-05T15:30:00.000Z',
      end_at: '2031-03-05T16:30:00.000Z',
    });
    const invited = await messageTo(ana.id, 'Invitación a reunión');
    expect(invited).toEqual({
      type: 'Meeting',
      title: 'Revisión de presupuesto',
      message: 'Invitación a reunión del 5 de marzo de 2031, 10:30',
    });

    const moved = await admin.inject({
      method: 'PUT',
      url: `/api/meetings/${m.public_id}`,
      payload: {
        title: 'Revisión de presupuesto',
        start_at: '2031-03-07T03:15:00.000Z',
        end_at: '2031-03-07T04:00:00.000Z',
        place: 'Sala 1',
        participant_ids: [ana.publicId],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await messageTo(ana.id, 'Reunión modificada')).message).toBe(
      'Reunión modificada: ahora es el 6 de marzo de 2031, 22:15; revise el lugar y la agenda',
    );
    expect((await messageTo(beto.id, 'Invitación retirada')).message).toBe(
      'Invitación retirada: ya no participa en la reunión del 6 de marzo de 2031, 22:15',
    );

    const cancelled = await admin.inject({ method: 'POST', url: `/api/meetings/${m.public_id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect((await messageTo(ana.id, 'Reunión cancelada')).message).toBe(
      'Reunión cancelada: era el 6 de marzo de 2031, 22:15',
    );
  });
});
