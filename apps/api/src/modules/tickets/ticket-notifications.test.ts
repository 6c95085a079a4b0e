import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notificationsTo } from '../notifications/notifications.test-utils.ts';
import { liveServerForFile, next, pause, record } from '../notifications/socket-client.test-utils.ts';
import { notifyOverdueTickets } from './ticket-overdue.service.ts';
import { tickets } from './tickets.table.ts';
import { assignTicket, raise, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

let h: Harness;
const live = liveServerForFile(async () => (h = await build()));
let admin: TestClient;
let ana: TestClient;
let anaUser: TestUser;
let beto: TestClient;
let betoUser: TestUser;
let rosa: TestClient;
let rosaUser: TestUser;
let dept: DepartmentRow;

beforeAll(async () => {
  admin = await h.as((await h.makeUser(TICKET_ADMIN_PERMISSIONS)).email);
  anaUser = await h.makeUser(['Gestionar ticket asignados']);
  ana = await h.as(anaUser.email);
  betoUser = await h.makeUser(['Gestionar ticket asignados']);
  beto = await h.as(betoUser.email);
  // Rosa raises tickets: a requester with no ticket permission at all.
  rosaUser = await h.makeUser([]);
  rosa = await h.as(rosaUser.email);
  dept = await makeDepartment(h);
});

const socketOf = (c: TestClient) => live.open({ token: c.token });
/** The notifications of `userId` whose message starts with `event` (their title names the ticket). */
const notificationsOf = (userId: number, event: string) => notificationsTo(h, userId, `${event}%`);
const assign = (ticketId: string, userPublicId: string) => assignTicket(admin, ticketId, userPublicId);

describe('ticket notifications', () => {
  it('tells only the new responsible of an assignment: notification, ticket menu and TicketAssignedPublic', async () => {
    const t = await raise(rosa, dept.publicId, { title: 'Acceso a la VPN' });
    const [anaSocket, betoSocket, rosaSocket] = [await socketOf(ana), await socketOf(beto), await socketOf(rosa)];
    const anaAssigned = next(anaSocket, 'TicketAssignedPublic');
    const anaNotified = next(anaSocket, 'NotificationChanel');
    const betoSaw = record(betoSocket, 'TicketAssignedPublic');
    const rosaSaw = record(rosaSocket, 'TicketAssignedPublic');
    expect((await assign(t.public_id, anaUser.publicId)).statusCode).toBe(200);
    expect(await anaAssigned).toEqual({ public_id: t.public_id });
    expect((await anaNotified).notification).toMatchObject({
      title: `${t.code} · Acceso a la VPN`,
      message: 'Nuevo ticket asignado',
      type: 'Ticket',
      link: `/ticket/manage_ticket?ticket=${t.public_id}`,
    });
    // The ticket menu lists it.
    const menu = await ana.inject({
      method: 'GET',
      url: `/api/tickets_in_responsible?page=1&userId=${anaUser.publicId}`,
    });
    expect(menu.json().tickets[0].title).toBe(`${t.code} · Acceso a la VPN`);

    // Reassigned to Beto: Beto hears, Ana does not hear again.
    const betoAssigned = next(betoSocket, 'TicketAssignedPublic');
    const anaAgain = record(anaSocket, 'TicketAssignedPublic');
    await assign(t.public_id, betoUser.publicId);
    expect(await betoAssigned).toEqual({ public_id: t.public_id });
    await pause(300);
    expect(anaAgain).toEqual([]);
    expect(betoSaw).toHaveLength(1);
    expect(rosaSaw).toEqual([]);
    expect(await notificationsOf(anaUser.id, 'Nuevo ticket asignado')).toHaveLength(1);
    expect(await notificationsOf(rosaUser.id, 'Nuevo ticket asignado')).toHaveLength(0);
  });

  it('tells the other side of a comment', async () => {
    const t = await raise(rosa, dept.publicId, { title: 'Monitor parpadea' });
    await assign(t.public_id, anaUser.publicId);
    const comment = (c: TestClient, body: string) =>
      c.inject({ method: 'POST', url: `/api/tickets/${t.public_id}/comments`, payload: { body } });
    expect((await comment(rosa, 'Sigue fallando')).statusCode).toBe(201);
    const [toAna] = await notificationsOf(anaUser.id, 'Nuevo comentario');
    expect(toAna).toMatchObject({ title: `${t.code} · Monitor parpadea`, message: 'Nuevo comentario: Sigue fallando' });
    expect(await notificationsOf(rosaUser.id, 'Nuevo comentario')).toHaveLength(0);
    await comment(ana, 'Cambio el cable');
    expect(await notificationsOf(rosaUser.id, 'Nuevo comentario')).toHaveLength(1);
    expect(await notificationsOf(anaUser.id, 'Nuevo comentario')).toHaveLength(1);
    // Someone who may not see the ticket cannot comment on it.
    expect((await comment(beto, 'Intruso')).statusCode).toBe(404);
    const page = await rosa.inject({ method: 'GET', url: `/api/tickets/${t.public_id}/comments` });
    expect(page.json().data.map((c: { body: string }) => c.body)).toEqual(['Sigue fallando', 'Cambio el cable']);
  });

  it('tells the requester when the ticket is solved', async () => {
    const t = await raise(rosa, dept.publicId, { title: 'Sin acceso a carpeta' });
    await assign(t.public_id, anaUser.publicId);
    const rosaSocket = await socketOf(rosa);
    const heard = next(rosaSocket, 'NotificationChanel');
    const res = await ana.inject({
      method: 'PUT',
      url: `/api/tickets/${t.public_id}/status`,
      payload: { status: 'Resuelto', solution: '<p>Permisos concedidos</p>' },
    });
    expect(res.statusCode).toBe(200);
    expect((await heard).notification).toMatchObject({
      title: `${t.code} · Sin acceso a carpeta`,
      message: 'Ticket resuelto',
      link: `/find_ticket/${t.public_id}`,
      recipient_public_id: rosaUser.publicId,
    });
  });

  it('tells the responsible of an overdue ticket once, and again after a reassignment', async () => {
    const t = await raise(rosa, dept.publicId, { title: 'Vencido', priority: 'Urgente' });
    await assign(t.public_id, anaUser.publicId);
    const unassigned = await raise(rosa, dept.publicId, { title: 'Vencido sin responsable' });
    const past = new Date(Date.now() - 60_000);
    await h.app.db.update(tickets).set({ dueAt: past }).where(eq(tickets.publicId, t.public_id));
    await h.app.db.update(tickets).set({ dueAt: past }).where(eq(tickets.publicId, unassigned.public_id));

    expect(await notifyOverdueTickets(h.app.ctx)).toBe(1);
    expect(await notifyOverdueTickets(h.app.ctx)).toBe(0);
    expect(await notificationsOf(anaUser.id, 'Ticket vencido')).toHaveLength(1);
    const listed = await admin.inject({
      method: 'GET',
      url: `/api/tickets?overdue=true&department_id=${dept.publicId}`,
    });
    expect(listed.json().data.map((r: { public_id: string; overdue: boolean }) => [r.public_id, r.overdue])).toEqual([
      [unassigned.public_id, true],
      [t.public_id, true],
    ]);

    await assign(t.public_id, betoUser.publicId);
    expect(await notifyOverdueTickets(h.app.ctx)).toBe(1);
    expect(await notificationsOf(betoUser.id, 'Ticket vencido')).toHaveLength(1);
    expect(await notificationsOf(anaUser.id, 'Ticket vencido')).toHaveLength(1);
    // A solved ticket is no longer overdue.
    await beto.inject({
      method: 'PUT',
      url: `/api/tickets/${t.public_id}/status`,
      payload: { status: 'Resuelto', solution: 'Hecho' },
    });
    const after = await admin.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` });
    expect(after.json().overdue).toBe(false);
  });
});
