import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeetingPage } from '@gestora/contract/meetings/meetings.schema';
import { makeMeetings } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { MEETING_ADMIN_PERMISSIONS } from './meetings.test-utils.ts';
import { meetingPeople } from './meeting-people.table.ts';
import { meetingParticipants, meetings } from './meetings.table.ts';

/*
 * A meeting search's total is kept between changes (db/list/kept-totals.ts): to the meetings for every meeting, and also
 * to their people for my meetings. Whatever changes them, the next answer's total is a count.
 */

let h: Harness;
let admin: TestClient;
let guest: TestClient;
let guestUser: TestUser;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(MEETING_ADMIN_PERMISSIONS)).email);
  guestUser = await h.makeUser(['Mis reuniones']);
  guest = await h.as(guestUser.email);
  await makeMeetings(h, 6, (i) => ({ title: `Comité de calidad ${i}`, participantIds: i < 4 ? [guestUser.id] : [] }));
  await makeMeetings(h, 2, (i) => ({ title: `Revisión de flota ${i}` }));
});
afterAll(() => h.close());

const total = async (c: TestClient, url: string) => {
  const res = await c.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return ZMeetingPage.parse(res.json()).total;
};

describe('a meeting search’s kept total', () => {
  it('follows the meetings and, for my meetings, their people', async () => {
    const all = '/api/meetings?q=comit%C3%A9';
    const mine = '/api/my_meetings?q=comit%C3%A9';
    expect([await total(admin, all), await total(admin, `${all}&sort=title`), await total(guest, mine)]).toEqual([
      6, 6, 4,
    ]);
    expect(await total(guest, mine)).toBe(4);

    const [first] = await h.app.db.select().from(meetings).where(eq(meetings.title, 'Comité de calidad 0'));
    await h.app.db
      .delete(meetingParticipants)
      .where(and(eq(meetingParticipants.meetingId, first.id), eq(meetingParticipants.userId, guestUser.id)));
    expect([await total(admin, all), await total(guest, mine)]).toEqual([6, 3]);
    // Straight on meeting_people, which my meetings read and nothing else moves.
    const [second] = await h.app.db.select().from(meetings).where(eq(meetings.title, 'Comité de calidad 1'));
    await h.app.db
      .delete(meetingPeople)
      .where(and(eq(meetingPeople.meetingId, second.id), eq(meetingPeople.userId, guestUser.id)));
    expect([await total(admin, all), await total(guest, mine)]).toEqual([6, 2]);

    await h.app.db.update(meetings).set({ title: 'Reunión general' }).where(eq(meetings.id, first.id));
    await makeMeetings(h, 1, { title: 'Comité extraordinario', participantIds: [guestUser.id] });
    expect([await total(admin, all), await total(guest, mine)]).toEqual([6, 3]);
    expect(await total(admin, '/api/meetings?q=flota')).toBe(2);
  });
});
