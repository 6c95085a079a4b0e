import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTicketPage } from '@gestora/contract/tickets/tickets.schema';
import { makeDepartment, makeTickets, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { multipart, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';
import { tickets } from './tickets.table.ts';
import { assignTicket, raise, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

let h: Harness;
let admin: TestClient;
let pedro: TestClient;
let pedroUser: TestUser;
let other: TestClient;
let otherUser: TestUser;
let dept: DepartmentRow;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(TICKET_ADMIN_PERMISSIONS)).email);
  // No ticket permission at all: raising and following one's own tickets needs only a session.
  pedroUser = await h.makeUser([]);
  pedro = await h.as(pedroUser.email);
  otherUser = await h.makeUser([]);
  other = await h.as(otherUser.email);
  dept = await makeDepartment(h);
});
afterAll(() => h.close());

const requested = async (c: TestClient, query = '') => {
  const res = await c.inject({ method: 'GET', url: `/api/my_requested_tickets${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZTicketPage.parse(res.json());
};

const upload = (c: TestClient, ticketId: string) =>
  c.inject({
    method: 'POST',
    url: `/api/tickets/${ticketId}/files`,
    ...multipart('files', [{ name: 'captura.png', type: 'image/png', data: ONE_PIXEL_PNG }]),
  });

describe('GET /api/my_requested_tickets', () => {
  it('lists only the tickets the signed-in user raised, newest first, with status, responsible and due date', async () => {
    const first = await raise(pedro, dept.publicId, { title: 'Sin acceso a la carpeta compartida' });
    const second = await raise(pedro, dept.publicId, { title: 'Cambiar el teclado', priority: 'Baja' });
    await raise(other, dept.publicId, { title: 'Ticket de otra persona' });
    await assignTicket(admin, first.public_id, otherUser.publicId);

    const page = await requested(pedro);
    expect(page.data.map((t) => t.public_id)).toEqual([second.public_id, first.public_id]);
    expect(page.total).toBe(2);
    const assigned = page.data[1];
    expect(assigned.responsible?.public_id).toBe(otherUser.publicId);
    expect(assigned.status).toBe('Abierto');
    expect(assigned.due_at).not.toBeNull();
    // The requester reads, comments and adds files, but neither works nor edits the ticket.
    expect(assigned.can).toEqual({ update: false, work: false, close: false, comment: true, attach: true });

    const mineOnly = await requested(other);
    expect(mineOnly.data.map((t) => t.title)).toEqual(['Ticket de otra persona']);
  });

  it('filters by status, priority and overdue, searches and pages', async () => {
    const late = await raise(pedro, dept.publicId, { title: 'Proyector averiado en sala' });
    await h.app.db
      .update(tickets)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(tickets.publicId, late.public_id));

    const overdue = await requested(pedro, '?overdue=true');
    expect(overdue.data.map((t) => t.public_id)).toEqual([late.public_id]);
    expect(overdue.data[0].overdue).toBe(true);
    expect((await requested(pedro, '?priority=Baja')).data.map((t) => t.title)).toEqual(['Cambiar el teclado']);
    expect((await requested(pedro, '?status=Resuelto')).total).toBe(0);
    expect((await requested(pedro, '?q=proyector')).data.map((t) => t.public_id)).toEqual([late.public_id]);

    const paged = await requested(pedro, '?per_page=2&page=2');
    expect(paged.total).toBe(3);
    expect(paged.data).toHaveLength(1);
  });

  it('refuses an unknown filter value with 422 in Spanish, and answers 401 without a session', async () => {
    const bad = await pedro.inject({ method: 'GET', url: '/api/my_requested_tickets?status=Perdido' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Seleccione un estado válido.');
    expect((await h.app.inject({ method: 'GET', url: '/api/my_requested_tickets' })).statusCode).toBe(401);
  });

  it('answers a page of 100 rows in a fixed number of statements', async () => {
    const many = await makeDepartment(h);
    const bulkUser = await h.makeUser([]);
    const bulk = await h.as(bulkUser.email);
    await makeTickets(h, 150, { departmentId: many.id, requesterId: bulkUser.id, responsibleId: otherUser.id });
    const { result, queries } = await h.countQueries(() => requested(bulk, '?per_page=100'));
    expect(result.data).toHaveLength(100);
    expect(result.total).toBe(150);
    expect(result.data[0].responsible?.public_id).toBe(otherUser.publicId);
    // session + the page with its total
    expect(queries).toBeLessThanOrEqual(3);
  });
});

describe("the requester's files", () => {
  it('lets the requester attach while the ticket is open and download them; a closed ticket takes no more', async () => {
    const t = await raise(pedro, dept.publicId, { title: 'Pantalla con rayas' });
    const sent = await upload(pedro, t.public_id);
    expect(sent.statusCode, sent.body).toBe(201);
    const file = sent.json().data[0];
    expect((await pedro.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await requested(pedro, '?q=pantalla')).data.map((r) => r.public_id)).toEqual([t.public_id]);
    const opened = await pedro.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` });
    expect(opened.json().files_count).toBe(1);

    const closed = await admin.inject({ method: 'POST', url: `/api/tickets/${t.public_id}/close` });
    expect(closed.statusCode).toBe(200);
    const detail = await pedro.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` });
    expect(detail.json().can.attach).toBe(false);
    expect(detail.json().files.map((f: { name: string }) => f.name)).toEqual(['captura.png']);
    expect((await upload(pedro, t.public_id)).statusCode).toBe(403);
  });
});
