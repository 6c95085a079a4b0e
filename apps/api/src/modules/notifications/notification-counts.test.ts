import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAllNotificationsResponse } from '@gestora/contract/notifications/notifications.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { users } from '../users/users.table.ts';
import { notifications } from './notifications.table.ts';

/*
 * /api/all_notifications takes a recipient's total and unseen number from notification_counts, which
 * statement-level triggers keep (migration 0029) instead of counting the recipient's notifications on every page.
 * Whoever writes — a fan-out insert, marking one or all seen through the API, a menu counted, deletes, a recipient
 * deleted with their notifications — the numbers must equal a count.
 */
let h: Harness;
const people: { user: TestUser; client: TestClient }[] = [];

beforeAll(async () => {
  h = await build();
  for (let i = 0; i < 2; i++) {
    const user = await h.makeUser([]);
    people.push({ user, client: await h.as(user.email) });
  }
});
afterAll(() => h.close());

async function check() {
  for (const { user, client } of people) {
    const res = await client.inject({ method: 'GET', url: '/api/all_notifications?page=1' });
    expect(res.statusCode, res.body).toBe(200);
    const page = ZAllNotificationsResponse.parse(res.json());
    const mine = eq(notifications.recipientId, user.id);
    const [all] = await h.app.db.select({ n: count() }).from(notifications).where(mine);
    const [unseen] = await h.app.db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.seenAt)));
    expect({ total: page.all_notifications.total, unseen: page.quantity }).toEqual({ total: all.n, unseen: unseen.n });
  }
}

const send = (recipients: TestUser[], n: number) =>
  h.app.db
    .insert(notifications)
    .values(
      recipients.flatMap((r) =>
        Array.from({ length: n }, (_, i) => ({
          recipientId: r.id,
          type: 'task',
          title: `Aviso ${i}`,
          message: 'Hola',
        })),
      ),
    )
    .returning();

describe("a recipient's numbers of notifications", () => {
  it('equal a count after every kind of write', async () => {
    await check();
    const [a, b] = people;
    const sent = await send([a.user, b.user], 3);
    await send([a.user], 2);
    await check();

    // One seen and then all seen through the API; a menu counted (counted_at) changes neither number.
    const one = sent.find((s) => s.recipientId === a.user.id)!;
    for (const public_id of [one.publicId, 'all'])
      expect(
        (await a.client.inject({ method: 'POST', url: '/api/update_all_notifications', payload: { public_id } }))
          .statusCode,
      ).toBe(200);
    await h.app.db.update(notifications).set({ countedAt: new Date() }).where(eq(notifications.recipientId, b.user.id));
    await h.app.db.update(notifications).set({ seenAt: null }).where(eq(notifications.id, one.id));
    await check();

    // Deleted, and gone with a deleted recipient.
    await h.app.db.delete(notifications).where(
      inArray(
        notifications.id,
        sent.filter((s) => s.recipientId === b.user.id).map((s) => s.id),
      ),
    );
    await check();
    const gone = await h.makeUser([]);
    await send([gone], 2);
    await h.app.db.delete(users).where(eq(users.id, gone.id));
    await check();
  });
});
