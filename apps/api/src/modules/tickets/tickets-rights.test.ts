import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTicketListItem, ZTicketPage } from '@gestora/contract/tickets/tickets.schema';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { multipart, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';
import { tickets } from './tickets.table.ts';
import { assignTicket, raise, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

/*
 * The ticket lists are written by PostgreSQL as JSON (tickets.presenter.ts rowJson, tickets.access.ts canJson);
 * the detail is shaped in JavaScript (presentRow, rightsOf). Every row of every list, for actors of every kind of
 * permission and relation to the ticket, must say exactly what the detail says: the same rights, people, avatar
 * URLs, counts, overdue flag and timestamps to the millisecond.
 */

let h: Harness;
let dept: DepartmentRow;
const actors: Record<string, { client: TestClient; user: TestUser }> = {};

beforeAll(async () => {
  h = await build();
  const make = async (name: string, permissions: string[], fields = {}) => {
    const user = await h.makeUser(permissions, fields);
    actors[name] = { user, client: await h.as(user.email) };
  };
  await make('admin', TICKET_ADMIN_PERMISSIONS);
  await make('viewer', ['Ver ticket']);
  await make('editor', ['Actualizar ticket', 'Ver ticket']);
  // A stored picture: its avatar URL carries the digest of the path, in SQL and in JavaScript alike.
  await make('worker', ['Gestionar ticket asignados'], { avatarPath: 'avatars/worker-7f3a.png' });
  await make('requester', []);
  dept = await makeDepartment(h);

  const { admin, worker, requester } = actors;
  const assign = (id: string, user: TestUser) => assignTicket(admin.client, id, user.publicId);
  const open = await raise(requester.client, dept.publicId, { title: 'Sin red en la sala 2', priority: 'Alta' });
  await assign(open.public_id, worker.user);
  await requester.client.inject({
    method: 'POST',
    url: `/api/tickets/${open.public_id}/comments`,
    payload: { body: '¿Alguna novedad?' },
  });
  await requester.client.inject({
    method: 'POST',
    url: `/api/tickets/${open.public_id}/files`,
    ...multipart('files', [{ name: 'captura.png', type: 'image/png', data: ONE_PIXEL_PNG }]),
  });
  // Past its due date: overdue.
  await h.app.db
    .update(tickets)
    .set({ dueAt: sql`now() - interval '2 days'` })
    .where(eq(tickets.publicId, open.public_id));

  const solved = await raise(requester.client, dept.publicId, { title: 'Teclado roto' });
  await assign(solved.public_id, worker.user);
  const moved = await worker.client.inject({
    method: 'PUT',
    url: `/api/tickets/${solved.public_id}/status`,
    payload: { status: 'Resuelto', solution: '<p>Teclado cambiado.</p>' },
  });
  expect(moved.statusCode, moved.body).toBe(200);

  const closed = await raise(requester.client, dept.publicId, { title: 'Pantalla parpadea' });
  await assign(closed.public_id, worker.user);
  expect(
    (await admin.client.inject({ method: 'POST', url: `/api/tickets/${closed.public_id}/close` })).statusCode,
  ).toBe(200);
  // Raised by the worker, nobody responsible yet.
  await raise(worker.client, dept.publicId, { title: 'Pedir un monitor', priority: 'Baja' });
});
afterAll(() => h.close());

// Searches too: their rows are read by a statement of their own (db/list/searched-page.ts), one per kind of actor.
const LISTS: Record<string, string[]> = {
  admin: ['/api/tickets', '/api/tickets?overdue=true', '/api/tickets?status=Cerrado', '/api/tickets?q=teclado'],
  viewer: ['/api/tickets', '/api/tickets?sort=priority', '/api/tickets?q=sala'],
  editor: ['/api/tickets?sort=-due_at', '/api/tickets?q=pantalla&sort=-due_at'],
  worker: ['/api/my_tickets', '/api/my_requested_tickets', '/api/my_tickets?q=teclado'],
  requester: [
    '/api/my_requested_tickets',
    '/api/my_requested_tickets?overdue=false',
    '/api/my_requested_tickets?q=sala',
  ],
};

describe('ticket lists written by PostgreSQL', () => {
  it('say of every row what the detail says, for every kind of actor', async () => {
    const compared = await expectRowsMatchDetails({
      actors,
      lists: LISTS,
      page: ZTicketPage,
      row: ZTicketListItem,
      detail: (id) => `/api/tickets/${id}`,
    });
    expect(compared).toBeGreaterThanOrEqual(20);
  });

  it('differ where the rules differ: rights, overdue, counts, the stored avatar', async () => {
    const byTitle = async (c: TestClient, url: string) =>
      Object.fromEntries(
        ZTicketPage.parse((await c.inject({ method: 'GET', url })).json()).data.map((t) => [t.title, t]),
      );
    const seen = await byTitle(actors.viewer.client, '/api/tickets');
    expect(seen['Sin red en la sala 2']).toMatchObject({ overdue: true });
    const opened = await actors.viewer.client.inject({
      method: 'GET',
      url: `/api/tickets/${seen['Sin red en la sala 2'].public_id}`,
    });
    expect(opened.json()).toMatchObject({ overdue: true, comments_count: 1, files_count: 1 });
    expect(seen['Sin red en la sala 2'].can).toEqual({
      update: false,
      work: false,
      close: false,
      comment: true,
      attach: false,
    });
    expect(seen['Sin red en la sala 2'].responsible?.avatar_url).toMatch(/^\/api\/users\/.+\/avatar\?v=\d+$/);
    expect(seen['Pantalla parpadea']).toMatchObject({ status: 'Cerrado', overdue: false });
    const worked = await byTitle(actors.worker.client, '/api/my_tickets');
    expect(worked['Sin red en la sala 2'].can).toMatchObject({ work: true, attach: true, close: false });
    expect(worked['Pantalla parpadea'].can).toMatchObject({ work: false, attach: false });
    const admin = await byTitle(actors.admin.client, '/api/tickets');
    expect(admin['Teclado roto'].can).toMatchObject({ update: true, work: true, close: true });
    expect(admin['Pantalla parpadea'].can).toMatchObject({ update: true, work: false, close: false });
    const raised = await byTitle(actors.requester.client, '/api/my_requested_tickets');
    expect(raised['Teclado roto'].can).toEqual({
      update: false,
      work: false,
      close: false,
      comment: true,
      attach: true,
    });
    expect(raised['Pantalla parpadea'].can.attach).toBe(false);
  });
});
