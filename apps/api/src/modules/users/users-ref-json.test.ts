import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTicketPage } from '@gestora/contract/tickets/tickets.schema';
import { userRef } from '../../lib/refs.presenter.ts';
import { makeTickets } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { users } from './users.table.ts';

/*
 * users.ref_json is a user as records point at them, kept by a trigger (migration 0023) and read as it is by the
 * lists. Whoever writes the user — the API, an insert, an update of any column — it must be exactly the JSON that
 * userRef writes in JavaScript (the details use that one).
 */
let h: Harness;
let admin: TestClient;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(['Ver ticket'])).email);
});
afterAll(() => h.close());

/** Every given user whose kept JSON is not userRef's, with both. */
async function drift(ids: number[]) {
  const rows = await h.app.db.select().from(users).where(inArray(users.id, ids));
  return rows
    .map((r) => ({ id: r.id, kept: r.refJson === null ? null : JSON.parse(r.refJson), js: userRef(r) }))
    .filter((r) => JSON.stringify(r.kept) !== JSON.stringify(r.js));
}

const NAMES = [
  ['Ana', 'Zapata'],
  ['José "Pepe"', 'Núñez\\Ortiz'],
  ['Zoë 🚀', "O'Brien"],
  ['<b>María</b>', 'Ñandú  Ü'],
];

describe("a user's kept reference", () => {
  it('equals userRef after every kind of write, with and without an avatar', async () => {
    const made = await Promise.all(NAMES.map(([name, lastName]) => h.makeUser([], { name, lastName })));
    const ids = made.map((u) => u.id);
    expect(await drift(ids)).toEqual([]);
    await h.app.db.update(users).set({ avatarPath: 'avatars/2026/a1b2c3.webp' }).where(eq(users.id, ids[0]));
    await h.app.db.update(users).set({ name: 'Renombrada "otra"', avatarPath: 'x' }).where(eq(users.id, ids[1]));
    await h.app.db.update(users).set({ avatarPath: null, lastName: 'Sin foto' }).where(eq(users.id, ids[2]));
    await h.app.db.update(users).set({ lastLoginAt: new Date() }).where(inArray(users.id, ids));
    expect(await drift(ids)).toEqual([]);
    const [row] = await h.app.db.select().from(users).where(eq(users.id, ids[0]));
    expect(JSON.parse(row.refJson!).avatar_url).toMatch(/^\/api\/users\/[0-9a-f-]+\/avatar\?v=\d+$/);
  });

  it('is what a list shows of a person, also after they are renamed', async () => {
    const person = await h.makeUser([], { name: 'Inés', lastName: 'Antes' });
    const [ticket] = await makeTickets(h, 1, { requesterId: person.id, title: 'Ticket de Inés' });
    const shown = async () => {
      const page = ZTicketPage.parse(
        (await admin.inject({ method: 'GET', url: '/api/tickets?q=' + ticket.code })).json(),
      );
      return page.data[0].requester;
    };
    expect((await shown())?.last_name).toBe('Antes');
    await h.app.db
      .update(users)
      .set({ lastName: 'Después', avatarPath: 'avatars/ines.webp' })
      .where(eq(users.id, person.id));
    const [row] = await h.app.db.select().from(users).where(eq(users.id, person.id));
    expect(await shown()).toEqual(userRef(row));
    expect((await shown())?.last_name).toBe('Después');
  });
});
