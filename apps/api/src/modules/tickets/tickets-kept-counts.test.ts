import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '@gestora/contract/tickets/ticket-states';
import { ZTicketDetail, ZTicketPage } from '@gestora/contract/tickets/tickets.schema';
import { makeTickets } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { ticketComments, tickets } from './tickets.table.ts';
import { raise, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

/*
 * The lists read numbers that triggers keep instead of counting on every page: a ticket's comments and files
 * (tickets.comments_count, files_count), and a person's tickets per status. Whoever writes — the API, a bulk insert,
 * a cascade — they must equal a count of the live tables.
 *
 * /my_tickets and /my_requested_tickets take their total, unfiltered or by one status, from counters the tickets'
 * triggers keep per person (ticket_status_counts, ticket_requester_counts) instead of counting. Every kind of write
 * must leave them equal to a count.
 */
let h: Harness;
let worker: { user: TestUser; client: TestClient };
let requester: { user: TestUser; client: TestClient };
let other: TestUser;
let admin: TestClient;

beforeAll(async () => {
  h = await build();
  const w = await h.makeUser(['Gestionar ticket asignados']);
  const r = await h.makeUser([]);
  worker = { user: w, client: await h.as(w.email) };
  requester = { user: r, client: await h.as(r.email) };
  other = await h.makeUser([]);
  admin = await h.as((await h.makeUser(TICKET_ADMIN_PERMISSIONS)).email);
});
afterAll(() => h.close());

const total = async (c: TestClient, path: string) => {
  const res = await c.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  return ZTicketPage.parse(res.json()).total;
};
const counted = async (where: SQL) => (await h.app.db.select({ n: count() }).from(tickets).where(where))[0].n;

async function check() {
  const lists = [
    { client: worker.client, path: '/api/my_tickets', mine: eq(tickets.responsibleId, worker.user.id) },
    { client: requester.client, path: '/api/my_requested_tickets', mine: eq(tickets.requesterId, requester.user.id) },
  ];
  for (const { client, path, mine } of lists) {
    expect(await total(client, path), path).toBe(await counted(mine));
    for (const status of TICKET_STATUSES)
      expect(await total(client, `${path}?status=${encodeURIComponent(status)}`), `${path} ${status}`).toBe(
        await counted(and(mine, eq(tickets.status, status))!),
      );
  }
}

describe("a person's ticket totals", () => {
  it('stay exact after every kind of write, for the responsible and for the requester', async () => {
    await check();
    const made = await makeTickets(h, 6, (i) => ({
      requesterId: i < 4 ? requester.user.id : other.id,
      responsibleId: i % 2 ? worker.user.id : other.id,
      status: i === 5 ? 'Resuelto' : 'Abierto',
    }));
    await check();
    expect(await total(worker.client, '/api/my_tickets')).toBe(3);
    expect(await total(requester.client, '/api/my_requested_tickets')).toBe(4);
    const ids = made.map((t) => t.id);
    // A status moves, a ticket changes hands both ways, a person is taken off, tickets are deleted.
    await h.app.db.update(tickets).set({ status: 'En proceso' }).where(eq(tickets.id, ids[1]));
    await h.app.db
      .update(tickets)
      .set({ responsibleId: worker.user.id, requesterId: requester.user.id })
      .where(eq(tickets.id, ids[4]));
    await h.app.db.update(tickets).set({ responsibleId: other.id }).where(eq(tickets.id, ids[3]));
    await check();
    await h.app.db.update(tickets).set({ requesterId: null, responsibleId: null }).where(eq(tickets.id, ids[0]));
    await h.app.db.delete(tickets).where(inArray(tickets.id, [ids[2], ids[5]]));
    await check();
    expect(await total(requester.client, '/api/my_requested_tickets')).toBe(3);
    // A filter other than the status is counted, and agrees.
    expect(await total(requester.client, '/api/my_requested_tickets?priority=Media')).toBe(
      await counted(and(eq(tickets.requesterId, requester.user.id), eq(tickets.priority, 'Media'))!),
    );
  });
});

/** Every ticket whose kept numbers of comments and files differ from a count. */
async function drift() {
  const result = await h.app.db.execute(sql`select t.id from tickets t
    where t.comments_count <> (select count(*) from ticket_comments c where c.ticket_id = t.id)
       or t.files_count <> (select count(*) from ticket_files f where f.ticket_id = t.id)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe("a ticket's numbers of comments and files", () => {
  it('follow comments and files written through the API and in bulk, and the list and the detail show them', async () => {
    const dept = (await h.app.db.execute(sql`select public_id from departments limit 1`)) as unknown as {
      rows: { public_id: string }[];
    };
    const t = await raise(admin, dept.rows[0].public_id, { title: 'Impresora sin tóner' });
    for (const body of ['<p>Uno</p>', '<p>Dos</p>'])
      expect(
        (await admin.inject({ method: 'POST', url: `/api/tickets/${t.public_id}/comments`, payload: { body } }))
          .statusCode,
      ).toBe(201);
    const sent = await admin.inject({
      method: 'POST',
      url: `/api/tickets/${t.public_id}/files`,
      ...multipart('files', [
        { name: 'a.txt', type: 'text/plain', data: Buffer.from('uno') },
        { name: 'b.txt', type: 'text/plain', data: Buffer.from('dos') },
      ]),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const removed = sent.json().data[0].public_id as string;
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/tickets/${t.public_id}/files/${removed}` })).statusCode,
    ).toBe(200);
    const detail = ZTicketDetail.parse(
      (await admin.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` })).json(),
    );
    expect(detail).toMatchObject({ comments_count: 2, files_count: 1 });
    expect(await drift()).toEqual([]);

    // In bulk, moved between tickets, and gone with their ticket.
    const [a, b] = await makeTickets(h, 2);
    const rows = await h.app.db
      .insert(ticketComments)
      .values([0, 1, 2].map((i) => ({ ticketId: a.id, body: `<p>${i}</p>` })))
      .returning();
    await h.app.db.update(ticketComments).set({ ticketId: b.id }).where(eq(ticketComments.id, rows[0].id));
    expect(await drift()).toEqual([]);
    await h.app.db.delete(tickets).where(eq(tickets.id, a.id));
    await h.app.db.delete(ticketComments).where(eq(ticketComments.ticketId, b.id));
    expect(await drift()).toEqual([]);
  });
});

describe('the overdue total of the administration', () => {
  it('stays exact after every kind of write: days past, earlier today, later today, days to come', async () => {
    const overdue = sql`${tickets.status} in ('Abierto', 'En proceso') and ${tickets.dueAt} < now()`;
    const expectExact = async () => {
      // The unfiltered overdue list reads the kept counts; with another filter it counts, and both must agree.
      expect(await total(admin, '/api/tickets?overdue=true')).toBe(await counted(overdue));
      expect(await total(admin, '/api/tickets?overdue=true&priority=Alta')).toBe(
        await counted(and(overdue, eq(tickets.priority, 'Alta'))!),
      );
    };
    const now = Date.now();
    const HOUR = 3_600_000;
    const startOfToday = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate(),
    );
    const dues = [
      now - 30 * 24 * HOUR,
      now - 2 * 24 * HOUR,
      now - 2 * 24 * HOUR,
      // Earlier today and later today (UTC): the day's count alone cannot tell them apart.
      Math.max(startOfToday, now - HOUR),
      Math.min(startOfToday + 24 * HOUR - 1, now + HOUR),
      now + 3 * 24 * HOUR,
    ];
    const made = await makeTickets(h, dues.length, (i) => ({
      dueAt: new Date(dues[i]),
      status: i === 2 ? 'Resuelto' : 'Abierto',
      priority: i % 2 ? 'Alta' : 'Media',
    }));
    await expectExact();
    expect(await total(admin, '/api/tickets?overdue=true')).toBeGreaterThanOrEqual(3);
    const ids = made.map((t) => t.id);
    // Worked on, solved, reopened; a due date moved to the past, to the future, to another past day.
    await h.app.db.update(tickets).set({ status: 'En proceso' }).where(eq(tickets.id, ids[0]));
    await h.app.db.update(tickets).set({ status: 'Resuelto' }).where(eq(tickets.id, ids[1]));
    await h.app.db.update(tickets).set({ status: 'Abierto' }).where(eq(tickets.id, ids[2]));
    await expectExact();
    await h.app.db
      .update(tickets)
      .set({ dueAt: new Date(now - 5 * 24 * HOUR) })
      .where(eq(tickets.id, ids[5]));
    await h.app.db
      .update(tickets)
      .set({ dueAt: new Date(now + 24 * HOUR) })
      .where(eq(tickets.id, ids[0]));
    await h.app.db
      .update(tickets)
      .set({ dueAt: new Date(now - 9 * 24 * HOUR), status: 'En proceso' })
      .where(eq(tickets.id, ids[1]));
    await expectExact();
    // Closed in bulk, and deleted.
    await h.app.db
      .update(tickets)
      .set({ status: 'Cerrado' })
      .where(inArray(tickets.id, [ids[3], ids[4]]));
    await h.app.db.delete(tickets).where(eq(tickets.id, ids[5]));
    await expectExact();
  });
});
