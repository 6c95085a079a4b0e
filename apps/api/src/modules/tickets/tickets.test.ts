import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_SORTS, ZTicketDetail, ZTicketPage } from '@gestora/contract/tickets/tickets.schema';
import { ZServiceLevels } from '@gestora/contract/tickets/ticket-service-levels.schema';
import { makeDepartment, makeTickets, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { tickets } from './tickets.table.ts';
import { assignTicket, raise, submitTicket, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

let h: Harness;
let admin: TestClient;
let adminUser: TestUser;
let worker: TestClient;
let workerUser: TestUser;
let plain: TestClient;
let plainUser: TestUser;
let dept: DepartmentRow;
const HOUR = 3_600_000;

beforeAll(async () => {
  h = await build();
  adminUser = await h.makeUser(TICKET_ADMIN_PERMISSIONS);
  admin = await h.as(adminUser.email);
  workerUser = await h.makeUser(['Gestionar ticket asignados']);
  worker = await h.as(workerUser.email);
  plainUser = await h.makeUser([]);
  plain = await h.as(plainUser.email);
  dept = await makeDepartment(h);
});
afterAll(() => h.close());

const assign = (ticketId: string, userPublicId: string) => assignTicket(admin, ticketId, userPublicId);

describe('raising a ticket', () => {
  it('lets any signed-in user raise one for a department, with its code, requester and due date', async () => {
    const t = await raise(plain, dept.publicId, {
      priority: 'Alta',
      description: '<p>Hoja <script>x</script>atascada</p>',
    });
    const year = new Date().getFullYear();
    expect(t.code).toMatch(new RegExp(`^TCK-${year}-\\d{5}$`));
    expect(t.public_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(t).toMatchObject({ status: 'Abierto', priority: 'Alta', responsible: null, overdue: false });
    expect(t.requester?.public_id).toBe(plainUser.publicId);
    expect(t.department).toEqual({ public_id: dept.publicId, name: dept.name });
    expect(t.description).not.toContain('script');
    // Alta: 24 hours by default.
    expect(new Date(t.due_at!).getTime() - new Date(t.created_at).getTime()).toBe(24 * HOUR);
    // The requester reads their ticket but may not work it.
    expect(t.can).toEqual({ update: false, work: false, close: false, comment: true, attach: true });
  });

  it('refuses bad input with 422 and Spanish messages', async () => {
    const bad = await submitTicket(plain, { title: 'x', priority: 'Altísima' });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.title[0]).toBe('El título debe tener al menos 3 caracteres.');
    expect(errors.priority[0]).toBe('Seleccione una prioridad válida.');
    expect(errors.department_id[0]).toBe('Seleccione el departamento.');
    const unknown = await submitTicket(plain, {
      title: 'Sin área',
      department_id: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.department_id[0]).toBe('El departamento seleccionado no existe o está inactivo.');
    const sort = await admin.inject({ method: 'GET', url: '/api/tickets?sort=password' });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort[0]).toBe('El orden no es válido.');
  });

  it('refuses a responsible chosen at creation without Actualizar ticket (403)', async () => {
    const res = await submitTicket(plain, {
      title: 'Con responsable',
      department_id: dept.publicId,
      responsible_id: workerUser.publicId,
    });
    expect(res.statusCode).toBe(403);
  });

  it('gives unique consecutive codes to 20 tickets raised at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => raise(plain, dept.publicId, { title: `Concurrente ${i}` })),
    );
    const codes = made.map((t) => t.code);
    expect(new Set(codes).size).toBe(20);
    const numbers = codes.map((c) => Number(c.slice(-5))).sort((a, b) => a - b);
    expect(numbers[19] - numbers[0]).toBe(19);
  });
});

describe('administration and work', () => {
  it('assigns, reassigns, lets the responsible work it, and closes', async () => {
    const t = await raise(plain, dept.publicId, { title: 'Correo caído' });
    // Others see nothing of it.
    expect((await worker.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` })).statusCode).toBe(404);
    expect((await assign(t.public_id, workerUser.publicId)).json().responsible.public_id).toBe(workerUser.publicId);

    const seen = ZTicketDetail.parse(
      (await worker.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` })).json(),
    );
    expect(seen.can).toEqual({ update: false, work: true, close: false, comment: true, attach: true });
    // The requester may not move the status, nor the responsible edit or close.
    const move = (c: TestClient, payload: object) =>
      c.inject({ method: 'PUT', url: `/api/tickets/${t.public_id}/status`, payload });
    expect((await move(plain, { status: 'En proceso' })).statusCode).toBe(403);
    expect((await worker.inject({ method: 'POST', url: `/api/tickets/${t.public_id}/close` })).statusCode).toBe(403);

    expect((await move(worker, { status: 'En proceso' })).json().status).toBe('En proceso');
    const noSolution = await move(worker, { status: 'Resuelto' });
    expect(noSolution.statusCode).toBe(422);
    expect(noSolution.json().errors.solution[0]).toBe('Escriba la solución para resolver o rechazar el ticket.');
    const solved = ZTicketDetail.parse(
      (await move(worker, { status: 'Resuelto', solution: '<p>Reinicio del servidor</p>' })).json(),
    );
    expect(solved).toMatchObject({ status: 'Resuelto', solution: '<p>Reinicio del servidor</p>' });
    expect(solved.solved_at).not.toBeNull();
    expect((await move(worker, { status: 'Cerrado' })).statusCode).toBe(422);

    const closed = ZTicketDetail.parse(
      (await admin.inject({ method: 'POST', url: `/api/tickets/${t.public_id}/close` })).json(),
    );
    expect(closed).toMatchObject({ status: 'Cerrado', can: { close: false, work: false } });
    expect(closed.closed_at).not.toBeNull();
    // Closed: the responsible no longer works it, nobody reassigns it.
    expect((await move(worker, { status: 'En proceso' })).statusCode).toBe(403);
    expect((await assign(t.public_id, adminUser.publicId)).statusCode).toBe(422);

    const history = (await plain.inject({ method: 'GET', url: `/api/tickets/${t.public_id}/history` })).json();
    expect(history.data.map((e: { action: string }) => e.action)).toEqual([
      'closed',
      'status',
      'status',
      'assigned',
      'created',
    ]);
  });

  it('moves the due date when the priority changes, following the service levels administrators set', async () => {
    const t = await raise(plain, dept.publicId, { title: 'Pantalla azul', priority: 'Baja' });
    const put = await admin.inject({
      method: 'PUT',
      url: '/api/ticket_service_levels',
      payload: { levels: [{ priority: 'Urgente', hours: 2 }] },
    });
    expect(put.statusCode).toBe(200);
    expect(ZServiceLevels.parse(put.json()).data).toContainEqual({ priority: 'Urgente', hours: 2 });
    expect(
      (await worker.inject({ method: 'PUT', url: '/api/ticket_service_levels', payload: { levels: [] } })).statusCode,
    ).toBe(403);
    const bad = await admin.inject({
      method: 'PUT',
      url: '/api/ticket_service_levels',
      payload: { levels: [{ priority: 'Urgente', hours: 0 }] },
    });
    expect(bad.statusCode).toBe(422);

    const edited = ZTicketDetail.parse(
      (
        await admin.inject({
          method: 'PUT',
          url: `/api/tickets/${t.public_id}`,
          payload: {
            title: 'Pantalla azul al iniciar',
            priority: 'Urgente',
            department_id: dept.publicId,
            category: 'Equipos',
          },
        })
      ).json(),
    );
    expect(edited).toMatchObject({ title: 'Pantalla azul al iniciar', priority: 'Urgente', category: 'Equipos' });
    expect(new Date(edited.due_at!).getTime() - new Date(edited.created_at).getTime()).toBe(2 * HOUR);
    // Only the administration edits.
    expect(
      (
        await worker.inject({
          method: 'PUT',
          url: `/api/tickets/${t.public_id}`,
          payload: { title: 'Otro', department_id: dept.publicId },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('lists', () => {
  it('filters the administration list and shows mine as responsible', async () => {
    const other = await makeDepartment(h);
    const a = await raise(plain, other.publicId, { title: 'Filtro alfa servidor', priority: 'Urgente' });
    const b = await raise(plain, other.publicId, { title: 'Filtro beta teclado', priority: 'Baja' });
    await assign(a.public_id, workerUser.publicId);
    const ids = async (client: TestClient, url: string) => {
      const res = await client.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return ZTicketPage.parse(res.json()).data.map((t) => t.public_id);
    };
    const d = `department_id=${other.publicId}`;
    expect(await ids(admin, `/api/tickets?${d}`)).toEqual([b.public_id, a.public_id]);
    expect(await ids(admin, `/api/tickets?${d}&priority=Urgente`)).toEqual([a.public_id]);
    expect(await ids(admin, `/api/tickets?${d}&responsible_id=${workerUser.publicId}`)).toEqual([a.public_id]);
    expect(await ids(admin, `/api/tickets?${d}&q=servidor`)).toEqual([a.public_id]);
    expect(await ids(admin, `/api/tickets?q=${b.code}`)).toEqual([b.public_id]);
    // The search reads what the ticket says now: a description written later is found by a word's beginning.
    expect(await ids(admin, `/api/tickets?${d}&q=ratón%20inalámb`)).toEqual([]);
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/tickets/${b.public_id}`,
      payload: {
        title: b.title,
        description: '<p>El ratón inalámbrico no responde</p>',
        department_id: other.publicId,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids(admin, `/api/tickets?${d}&q=ratón%20inalámb`)).toEqual([b.public_id]);
    expect(await ids(admin, `/api/tickets?${d}&sort=priority`)).toEqual([b.public_id, a.public_id]);
    expect(await ids(admin, `/api/tickets?${d}&status=Cerrado`)).toEqual([]);
    expect(await ids(admin, `/api/tickets?${d}&overdue=true`)).toEqual([]);
    expect(await ids(admin, `/api/tickets?${d}&date_from=2000-01-01&date_to=2000-12-31`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(admin, `/api/tickets?${d}&date_from=${today}&date_to=${today}&sort=code`)).toEqual([
      a.public_id,
      b.public_id,
    ]);
    expect(await ids(admin, "/api/tickets?q=' | ! &")).toBeDefined();
    expect(await ids(worker, `/api/my_tickets?${d}`)).toEqual([a.public_id]);
    // Without 'Ver ticket' there is no administration list; without 'Gestionar ticket asignados', no own list.
    expect((await worker.inject({ method: 'GET', url: '/api/tickets' })).statusCode).toBe(403);
    expect((await plain.inject({ method: 'GET', url: '/api/my_tickets' })).statusCode).toBe(403);
  });

  it('pages through every sort in one order: the first two pages read straight, the next by their ids', async () => {
    const dept = await makeDepartment(h);
    const statuses = ['Abierto', 'En proceso', 'Resuelto', 'Cerrado'];
    const priorities = ['Baja', 'Media', 'Alta', 'Urgente'];
    await makeTickets(h, 7, (i) => ({
      title: `Orden ${(i * 3) % 7}`,
      departmentId: dept.id,
      status: statuses[i % 4],
      priority: priorities[(i * 3) % 4],
      dueAt: i === 5 ? null : new Date(Date.UTC(2030, 0, 10 - (i % 3))),
    }));
    const ids = async (url: string) => {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return ZTicketPage.parse(res.json()).data;
    };
    for (const sort of TICKET_SORTS.flatMap((key) => [key, `-${key}`])) {
      const url = `/api/tickets?department_id=${dept.publicId}&sort=${sort}`;
      const all = (await ids(`${url}&per_page=50`)).map((t) => t.public_id);
      expect(all).toHaveLength(7);
      const pages: string[] = [];
      for (const page of [1, 2, 3, 4])
        pages.push(...(await ids(`${url}&per_page=2&page=${page}`)).map((t) => t.public_id));
      expect(pages, sort).toEqual(all);
    }
  });

  it('answers both lists on 200 rows in a fixed number of statements', async () => {
    const many = await makeDepartment(h);
    await makeTickets(h, 200, (i) => ({
      title: `Carga ${i}`,
      departmentId: many.id,
      requesterId: plainUser.id,
      responsibleId: workerUser.id,
    }));
    const count = async (client: TestClient, url: string) => {
      const { result: res, queries } = await h.countQueries(() => client.inject({ method: 'GET', url }));
      expect(res.statusCode).toBe(200);
      return { body: ZTicketPage.parse(res.json()), n: queries };
    };
    const list = await count(admin, `/api/tickets?per_page=100&department_id=${many.publicId}`);
    expect(list.body.data).toHaveLength(100);
    expect(list.body.total).toBe(200);
    expect(list.body.data[0].responsible?.public_id).toBe(workerUser.publicId);
    // session + page with its total
    expect(list.n).toBeLessThanOrEqual(3);
    // A search: session, its ids, its count (the first time: then kept), its rows (db/list/searched-page.ts).
    const searched = await count(admin, `/api/tickets?per_page=100&q=carga&department_id=${many.publicId}`);
    expect(searched.body.total).toBe(200);
    expect(searched.n).toBeLessThanOrEqual(4);
    const again = await count(admin, `/api/tickets?per_page=100&page=2&q=carga&department_id=${many.publicId}`);
    expect(again.body.data).toHaveLength(100);
    expect(again.n).toBeLessThanOrEqual(3);
    // Unfiltered, the total comes from the per-year counters: it must still be the exact number of tickets.
    const unfiltered = await count(admin, '/api/tickets?per_page=1');
    const [{ n }] = await h.app.db.select({ n: sql<number>`count(*)::int` }).from(tickets);
    expect(unfiltered.body.total).toBe(n);
    expect(unfiltered.n).toBeLessThanOrEqual(3);
    const mine = await count(worker, `/api/my_tickets?per_page=100&department_id=${many.publicId}&page=2`);
    expect(mine.body.data).toHaveLength(100);
    expect(mine.n).toBeLessThanOrEqual(3);
    // A page past the end still carries its total, in the same statement (counted, and from the kept counters).
    const past = await count(admin, `/api/tickets?per_page=100&department_id=${many.publicId}&page=3`);
    expect(past.body).toMatchObject({ data: [], total: 200, last_page: 2, current_page: 3 });
    expect(past.n).toBeLessThanOrEqual(3);
    const pastMine = await count(worker, '/api/my_tickets?per_page=100&page=9');
    expect(pastMine.body.data).toEqual([]);
    expect(pastMine.body.total).toBeGreaterThanOrEqual(200);
    expect(pastMine.n).toBeLessThanOrEqual(3);
  });
});
