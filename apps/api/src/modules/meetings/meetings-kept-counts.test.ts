import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeetingPage } from '@gestora/contract/meetings/meetings.schema';
import { makeMeetings, makeTickets } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { users } from '../users/users.table.ts';
import { meetingCarriedTickets } from './meeting-carried-tickets.table.ts';
import { meetingParticipants, meetings } from './meetings.table.ts';

/*
 * A meeting's numbers of participants and of tickets (raised in it or carried over to it) are kept by triggers
 * (migration 0024) and read by the lists. Whoever writes — the API, a bulk insert, a cascade — they must equal a
 * count of the live tables.
 */
let h: Harness;
let organizer: { user: TestUser; client: TestClient };
let people: TestUser[];

beforeAll(async () => {
  h = await build();
  const u = await h.makeUser(['Mis reuniones']);
  organizer = { user: u, client: await h.as(u.email) };
  people = await Promise.all([0, 1, 2].map(() => h.makeUser([])));
});
afterAll(() => h.close());

/** Every meeting whose kept numbers differ from a count, or whose own list members (migration 0026) are stale. */
async function drift() {
  const result = await h.app.db.execute(sql`select m.id, m.participants_count, m.tickets_count from meetings m
    where m.participants_count <> (select count(*) from meeting_participants p where p.meeting_id = m.id)
       or m.tickets_count <> (select count(*) from tickets t where t.meeting_id = m.id)
         + (select count(*) from meeting_carried_tickets c where c.meeting_id = m.id)
       or m.own_json is distinct from meeting_own_json(m)`);
  // meeting_people (migration 0030) against the organisers and participants now.
  const concerned = await h.app.db.execute(sql`select coalesce(k.user_id, c.user_id) as user_id,
      coalesce(k.meeting_id, c.meeting_id) as meeting_id, k.reasons as kept, c.reasons as live
    from meeting_people k full join (select p.user_id, p.meeting_id, m.start_at, count(*) as reasons from (
        select organizer_id as user_id, id as meeting_id from meetings where organizer_id is not null
        union all select user_id, meeting_id from meeting_participants) p
      join meetings m on m.id = p.meeting_id group by 1, 2, 3) c
      on c.user_id = k.user_id and c.meeting_id = k.meeting_id
    where k.user_id is null or c.user_id is null or k.start_at <> c.start_at or k.reasons <> c.reasons`);
  return [...(result as unknown as { rows: unknown[] }).rows, ...(concerned as unknown as { rows: unknown[] }).rows];
}

describe("a meeting's kept numbers", () => {
  it('follow participants, tickets and carried tickets however they are written, and the list shows them', async () => {
    const [a, b] = await makeMeetings(h, 2, (i) => ({
      organizerId: organizer.user.id,
      participantIds: i === 0 ? people.map((p) => p.id) : [people[0].id],
    }));
    const raised = await makeTickets(h, 3, { meetingId: a.id });
    const [carried] = await makeTickets(h, 1);
    await h.app.db.insert(meetingCarriedTickets).values({ meetingId: a.id, ticketId: carried.id });
    expect(await drift()).toEqual([]);
    const row = async (id: string) =>
      ZMeetingPage.parse((await organizer.client.inject({ method: 'GET', url: '/api/my_meetings' })).json()).data.find(
        (m) => m.public_id === id,
      );
    expect(await row(a.publicId)).toMatchObject({ participants_count: 3, tickets_count: 4 });

    // Moved between meetings, taken off, and gone with what they belong to.
    await h.app.db.update(tickets).set({ meetingId: b.id }).where(eq(tickets.id, raised[0].id));
    await h.app.db.update(tickets).set({ meetingId: null }).where(eq(tickets.id, raised[1].id));
    await h.app.db.update(tickets).set({ status: 'Cerrado' }).where(eq(tickets.id, raised[2].id));
    await h.app.db
      .update(meetingParticipants)
      .set({ meetingId: b.id })
      .where(eq(meetingParticipants.userId, people[1].id));
    await h.app.db.delete(meetingParticipants).where(eq(meetingParticipants.userId, people[2].id));
    expect(await drift()).toEqual([]);
    expect(await row(b.publicId)).toMatchObject({ participants_count: 2, tickets_count: 1 });
    await h.app.db.delete(tickets).where(eq(tickets.id, carried.id));
    await h.app.db.delete(meetings).where(eq(meetings.id, b.id));
    expect(await drift()).toEqual([]);
    expect(await row(a.publicId)).toMatchObject({ participants_count: 1, tickets_count: 1 });

    // The people a meeting concerns (my meetings' page and total): the organiser also invited, then another
    // organiser, a new start, a person deleted.
    const [c] = await makeMeetings(h, 1, () => ({
      organizerId: organizer.user.id,
      participantIds: [organizer.user.id, people[0].id],
    }));
    expect(await drift()).toEqual([]);
    await h.app.db.update(meetings).set({ organizerId: people[1].id }).where(eq(meetings.id, c.id));
    await h.app.db
      .update(meetings)
      .set({ startAt: new Date('2031-05-06T07:00:00Z'), endAt: new Date('2031-05-06T08:00:00Z') })
      .where(eq(meetings.id, c.id));
    await h.app.db.delete(meetingParticipants).where(eq(meetingParticipants.userId, organizer.user.id));
    await h.app.db.delete(users).where(eq(users.id, people[0].id));
    expect(await drift()).toEqual([]);
    const mine = ZMeetingPage.parse((await organizer.client.inject({ method: 'GET', url: '/api/my_meetings' })).json());
    expect(mine.total).toBe(mine.data.length);
    expect(mine.data.map((m) => m.public_id)).toEqual([a.publicId]);
  });
});
