import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAllNotificationsResponse,
  ZNotification,
  ZTaskMenuItem,
  ZTasksInMemberResponse,
  ZTicketsInResponsibleResponse,
} from '@gestora/contract/notifications/notifications.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { expectRowsCarryOnly } from '../../test/list-rows.test-utils.ts';
import { storeNotification } from './notifications.test-utils.ts';

/*
 * The bell's list (/api/all_notifications) and the two top-bar menus are written by PostgreSQL as JSON
 * (notifications.service.ts notificationJson, menuItemJson); one notification (/api/find_notification) is shaped
 * in JavaScript (present). Every row must say what find_notification says: texts JSON must escape, a creator or
 * none, seen or not, a link or none.
 */

let h: Harness;
let ana: TestClient;
let anaUser: TestUser;

beforeAll(async () => {
  h = await build();
  anaUser = await h.makeUser([]);
  ana = await h.as(anaUser.email);
  const creator = await h.makeUser([], { name: 'Beto "el jefe"', lastName: "O'Brien \\ Ñúñez" });
  const give = (type: string, title: string, creatorId: number | null, link: string | null) =>
    storeNotification(h, {
      recipientIds: [anaUser.id],
      type,
      title,
      message: `Mensaje\tcon "comillas" de ${title}`,
      creatorId,
      link,
    });
  await give('ProcessTask', 'Tarea asignada 🌱', creator.id, '/task/manage_task');
  await give('ProcessTask', 'Tarea sin autor', null, null);
  await give('Ticket', 'Ticket TCK-2026-00001 \\ resuelto', creator.id, '/ticket/manage_ticket');
  await give('Account', 'Cuenta actualizada', null, null);
  // One of them seen.
  const all = ZAllNotificationsResponse.parse(
    (await ana.inject({ method: 'GET', url: '/api/all_notifications' })).json(),
  );
  const seen = await ana.inject({
    method: 'POST',
    url: '/api/update_all_notifications',
    payload: { public_id: all.all_notifications.data[1].public_id },
  });
  if (seen.statusCode !== 200) throw new Error(`seen → ${seen.statusCode} ${seen.body}`);
});
afterAll(() => h.close());

const get = async (url: string) => {
  const res = await ana.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const detail = async (publicId: string) =>
  ZNotification.parse(await get(`/api/find_notification?public_id=${publicId}`));

describe('notification lists written by PostgreSQL', () => {
  it('say of every notification what find_notification says, with the counts', async () => {
    const page = ZAllNotificationsResponse.parse(await get('/api/all_notifications'));
    expect(page.quantity).toBe(3);
    expect(page.all_notifications).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    expect(page.all_notifications.data.map((n) => n.status)).toEqual(['1', '0', '1', '1']);
    for (const row of page.all_notifications.data) expect(row).toEqual(await detail(row.public_id));
    expect(page.all_notifications.data.some((n) => n.creator === null)).toBe(true);

    const tasks = ZAllNotificationsResponse.parse(await get('/api/all_notifications?type=task'));
    expect(tasks.all_notifications.data.map((n) => n.title)).toEqual(['Tarea sin autor', 'Tarea asignada 🌱']);
    expect(tasks.quantity).toBe(2);
    const past = ZAllNotificationsResponse.parse(await get('/api/all_notifications?page=9'));
    expect(past).toEqual({
      quantity: 3,
      all_notifications: { data: [], current_page: 9, per_page: 20, total: 4, last_page: 1 },
    });
  });

  it('give the menus the fields they show of each, and their unread counts', async () => {
    const menu = ZTasksInMemberResponse.parse(await get(`/api/tasks_in_member?page=1&userId=${anaUser.publicId}`));
    const tickets = ZTicketsInResponsibleResponse.parse(
      await get(`/api/tickets_in_responsible?page=1&userId=${anaUser.publicId}`),
    );
    // The ticket menu lists type 'Ticket' only: the 'Account' one is in the bell's list alone.
    expect([menu.quantity_unread_notification, tickets.quantity_unread_notification]).toEqual([2, 1]);
    for (const item of [...menu.tasks, ...tickets.tickets]) {
      expect(item).toEqual(ZTaskMenuItem.parse(await detail(item.public_id)));
    }
    expect(tickets.tickets.map((t) => t.title)).toEqual(['Ticket TCK-2026-00001 \\ resuelto']);
    expectRowsCarryOnly((await get(`/api/tasks_in_member?page=1&userId=${anaUser.publicId}`)).tasks, ZTaskMenuItem);
    const past = await get(`/api/tickets_in_responsible?page=5&userId=${anaUser.publicId}`);
    expect(past).toEqual({ tickets: [], quantity_unread_notification: 1 });
  });
});
