import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTicketDetail, ZTicketListItem, ZTicketPage } from '@gestora/contract/tickets/tickets.schema';
import { makeDepartment, makeTickets } from '../../test/factories.ts';
import { expectRowsCarryOnly } from '../../test/list-rows.test-utils.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { tickets } from './tickets.table.ts';
import { assignTicket, raise, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

/*
 * The ticket lists read a ticket's own members (code, title, status, dates, numbers…) from tickets.own_json, which
 * a trigger writes from migration 0025's ticket_own_json whenever the row is written — by the API, by a bulk
 * statement, by the triggers that keep its numbers of comments and files. After every kind of write the list's row
 * must equal the ticket's detail, which JavaScript writes from the columns.
 */
let h: Harness;
let admin: TestClient;
let worker: { user: TestUser; client: TestClient };
let department: string;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(TICKET_ADMIN_PERMISSIONS)).email);
  const w = await h.makeUser(['Gestionar ticket asignados']);
  worker = { user: w, client: await h.as(w.email) };
  department = (await makeDepartment(h)).publicId;
});
afterAll(() => h.close());

/**
 * The ticket's row in the administration's list (found by its code) equals its detail, member for member, and
 * carries nothing else; the detail is returned (with the category, times and counts, which are its alone).
 */
async function expectListedAsDetail(t: { public_id: string; code: string }) {
  const listed = await admin.inject({ method: 'GET', url: `/api/tickets?q=${t.code}` });
  expect(listed.statusCode, listed.body).toBe(200);
  const rows = ZTicketPage.parse(listed.json()).data;
  expect(rows.map((r) => r.code)).toEqual([t.code]);
  const detail = await admin.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` });
  expect(detail.statusCode, detail.body).toBe(200);
  // The detail as a list item: zod leaves out what the list does not carry.
  const shown = ZTicketDetail.parse(detail.json());
  expect(rows[0]).toEqual(ZTicketListItem.parse(shown));
  expectRowsCarryOnly(listed.json().data, ZTicketListItem);
  return shown;
}

describe("a ticket's own members, kept for the lists", () => {
  it('follow every kind of write: the API, bulk statements and the kept numbers', async () => {
    const t = await raise(admin, department, {
      title: 'Comillas "dobles", barra \\ invertida, emoji 🖨️ y <b>HTML</b>',
      priority: 'Alta',
    });
    expect((await expectListedAsDetail(t)).title).toBe(t.title);

    // Edited through the API: title, category and priority (the due date follows the priority).
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/tickets/${t.public_id}`,
      payload: { title: 'Ñandú en la sala de máquinas', department_id: department, category: 'Red', priority: 'Baja' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await expectListedAsDetail(t);
    expect(afterEdit).toMatchObject({ title: 'Ñandú en la sala de máquinas', category: 'Red', priority: 'Baja' });
    expect(afterEdit.due_at).not.toBe(t.due_at);

    // Assigned, worked, solved (solved_at), closed (closed_at).
    const assigned = await assignTicket(admin, t.public_id, worker.user.publicId);
    expect(assigned.statusCode, assigned.body).toBe(200);
    const move = (payload: object) =>
      worker.client.inject({ method: 'PUT', url: `/api/tickets/${t.public_id}/status`, payload });
    expect((await move({ status: 'En proceso' })).statusCode).toBe(200);
    expect((await expectListedAsDetail(t)).status).toBe('En proceso');
    expect((await move({ status: 'Resuelto', solution: '<p>Cambio de cable</p>' })).statusCode).toBe(200);
    expect((await expectListedAsDetail(t)).solved_at).not.toBeNull();
    // Its numbers of comments and files move through the triggers that keep them, and the own members follow.
    const commented = await admin.inject({
      method: 'POST',
      url: `/api/tickets/${t.public_id}/comments`,
      payload: { body: '<p>Resuelto tras la visita</p>' },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const sent = await admin.inject({
      method: 'POST',
      url: `/api/tickets/${t.public_id}/files`,
      ...multipart('files', [{ name: 'acta.txt', type: 'text/plain', data: Buffer.from('acta') }]),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await expectListedAsDetail(t)).toMatchObject({ comments_count: 1, files_count: 1 });

    expect((await admin.inject({ method: 'POST', url: `/api/tickets/${t.public_id}/close` })).statusCode).toBe(200);
    expect((await expectListedAsDetail(t)).closed_at).not.toBeNull();

    // Written in bulk, past the API: a factory's insert and a plain update.
    const [row] = await makeTickets(h, 1, () => ({ category: null, status: 'Abierto' }));
    const bulk = { public_id: row.publicId, code: row.code };
    await expectListedAsDetail(bulk);
    await h.app.db
      .update(tickets)
      .set({ title: 'Tab\tand newline\nin a title', dueAt: new Date('2031-01-02T03:04:05.678Z') })
      .where(eq(tickets.id, row.id));
    const moved = await expectListedAsDetail(bulk);
    expect(moved).toMatchObject({ title: 'Tab\tand newline\nin a title', due_at: '2031-01-02T03:04:05.678Z' });
  });

  it('follow a renamed department, requester and responsible, each alone', async () => {
    const other = await makeDepartment(h);
    const requester = await h.makeUser([]);
    const responsible = await h.makeUser(['Gestionar ticket asignados']);
    const [row] = await makeTickets(h, 1, {
      departmentId: other.id,
      requesterId: requester.id,
      responsibleId: responsible.id,
    });
    const t = { public_id: row.publicId, code: row.code };
    const named = 'Nombre "nuevo" con ñ y emoji 🚀';
    await h.app.db
      .update(departments)
      .set({ name: `${named} D` })
      .where(eq(departments.id, other.id));
    expect((await expectListedAsDetail(t)).department?.name).toBe(`${named} D`);
    await h.app.db
      .update(users)
      .set({ name: `${named} S` })
      .where(eq(users.id, requester.id));
    expect((await expectListedAsDetail(t)).requester?.name).toBe(`${named} S`);
    await h.app.db
      .update(users)
      .set({ lastName: `${named} R` })
      .where(eq(users.id, responsible.id));
    expect((await expectListedAsDetail(t)).responsible?.last_name).toBe(`${named} R`);
  });
});
