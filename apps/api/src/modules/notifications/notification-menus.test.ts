import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAllNotificationsResponse,
  ZTasksInMemberResponse,
  ZTicketsInResponsibleResponse,
} from '@gestora/contract/notifications/notifications.schema';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { publish, PUBLISH } from '../information-board/information-board.test-utils.ts';
import { assignTicket, raise, TICKET_ADMIN_PERMISSIONS } from '../tickets/tickets.test-utils.ts';

/*
 * The spec's type is binary ('ProcessTask', otherwise ticket), but the top-bar menus are narrower: the ticket menu
 * lists and counts only ticket notifications, the task menu only task ones. Posts, ideas, meetings and account
 * changes are in the bell and the full lists. Issue 43, points 8 and 9.
 */
let h: Harness;
let admin: TestClient;
let ana: TestClient;
let anaUser: TestUser;
let dept: DepartmentRow;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser([...TICKET_ADMIN_PERMISSIONS, PUBLISH])).email);
  anaUser = await h.makeUser(['Gestionar ticket asignados']);
  ana = await h.as(anaUser.email);
  dept = await makeDepartment(h);
});
afterAll(() => h.close());

const get = async (url: string) => {
  const res = await ana.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ticketMenu = async () =>
  ZTicketsInResponsibleResponse.parse(await get(`/api/tickets_in_responsible?page=1&userId=${anaUser.publicId}`));
const taskMenu = async () =>
  ZTasksInMemberResponse.parse(await get(`/api/tasks_in_member?page=1&userId=${anaUser.publicId}`));
const bell = async (qs = '') => ZAllNotificationsResponse.parse(await get(`/api/all_notifications?page=1${qs}`));

describe('the top-bar menus', () => {
  it('leave board posts out of the ticket menu and its count; the bell and the tickets’ full list have them', async () => {
    for (const title of ['Bienvenida al nuevo portal', 'Horario de verano']) await publish(admin, { title });

    const menu = await ticketMenu();
    expect(menu).toEqual({ tickets: [], quantity_unread_notification: 0 });
    expect((await taskMenu()).tasks).toEqual([]);
    const all = await bell();
    expect(all.quantity).toBe(2);
    expect(all.all_notifications.data.map((n) => [n.type, n.title, n.message])).toEqual([
      ['InformationBoard', 'Horario de verano', 'Nueva publicación del tablero'],
      ['InformationBoard', 'Bienvenida al nuevo portal', 'Nueva publicación del tablero'],
    ]);
    expect((await bell('&type=ticket')).all_notifications.total).toBe(2);
  });

  it('name the ticket of an assignment by its code and title, and count only the tickets', async () => {
    const title = 'Impresora del segundo piso atasca cada hoja en la bandeja dos';
    const t = await raise(admin, dept.publicId, { title });
    const assigned = await assignTicket(admin, t.public_id, anaUser.publicId);
    expect(assigned.statusCode, assigned.body).toBe(200);
    await publish(admin, { title: 'Otro aviso' });

    // The whole name is stored; the menu cuts it at 50 characters when it shows it (web: NotificationItem).
    const menu = await ticketMenu();
    expect(menu.tickets.map((n) => n.title)).toEqual([`${t.code} · ${title}`]);
    expect(menu.quantity_unread_notification).toBe(1);
    const [post, ticket] = (await bell()).all_notifications.data;
    expect([post.title, ticket.title, ticket.message]).toEqual([
      'Otro aviso',
      `${t.code} · ${title}`,
      'Nuevo ticket asignado',
    ]);

    // Opening the ticket menu zeroes its count; a post arriving afterwards does not raise it again.
    expect((await ana.inject({ method: 'POST', url: '/api/update_ticket_notification', payload: {} })).statusCode).toBe(
      200,
    );
    await publish(admin, { title: 'Aviso posterior' });
    expect((await ticketMenu()).quantity_unread_notification).toBe(0);
    expect((await bell()).quantity).toBe(5);
  });
});
