import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAllNotificationsResponse,
  ZNotification,
  ZTasksInMemberResponse,
  ZTicketsInResponsibleResponse,
} from '@gestora/contract/notifications/notifications.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { storeNotification } from './notifications.test-utils.ts';

let h: Harness;
let ana: TestClient;
let beto: TestClient;
let anaUser: TestUser;
let betoUser: TestUser;

/** Stores notifications straight through the service, as a module would inside its transaction. */
async function give(recipientId: number, n: number, type: string, creatorId: number | null = null) {
  for (let i = 0; i < n; i++) {
    await storeNotification(h, {
      recipientIds: [recipientId],
      type,
      title: `${type} ${i}`,
      message: `Mensaje ${i}`,
      creatorId,
      link: '/task/manage_task',
    });
  }
}

beforeAll(async () => {
  h = await build();
  anaUser = await h.makeUser([]);
  betoUser = await h.makeUser([]);
  ana = await h.as(anaUser.email);
  beto = await h.as(betoUser.email);
  await give(anaUser.id, 25, 'ProcessTask', betoUser.id);
  await give(anaUser.id, 105, 'Ticket');
  await give(betoUser.id, 3, 'ProcessTask');
});
afterAll(() => h.close());

describe('task and ticket menus', () => {
  it('pages tasks by 20 and tickets by 100, newest first, with the unread counts', async () => {
    const p1 = await ana.inject({ method: 'GET', url: `/api/tasks_in_member?page=1&userId=${anaUser.publicId}` });
    expect(p1.statusCode).toBe(200);
    const body = ZTasksInMemberResponse.parse(p1.json());
    expect(body.tasks).toHaveLength(20);
    expect(body.tasks[0]).toMatchObject({ title: 'ProcessTask 24', status: '1', link: '/task/manage_task' });
    expect(body.quantity_unread_notification).toBe(25);
    const p2 = (
      await ana.inject({ method: 'GET', url: `/api/tasks_in_member?page=2&userId=${anaUser.publicId}` })
    ).json();
    expect(p2.tasks).toHaveLength(5);
    expect(
      (await ana.inject({ method: 'GET', url: `/api/tasks_in_member?page=3&userId=${anaUser.publicId}` })).json().tasks,
    ).toEqual([]);

    const t1 = ZTicketsInResponsibleResponse.parse(
      (
        await ana.inject({ method: 'GET', url: `/api/tickets_in_responsible?page=1&userId=${anaUser.publicId}` })
      ).json(),
    );
    expect(t1.tickets).toHaveLength(100);
    expect(t1.quantity_unread_notification).toBe(105);
    const t2 = (
      await ana.inject({ method: 'GET', url: `/api/tickets_in_responsible?page=2&userId=${anaUser.publicId}` })
    ).json();
    expect(t2.tickets).toHaveLength(5);
  });

  it('resets a menu unread count on update_*_notification without marking items seen', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    await give(u.id, 2, 'ProcessTask');
    await give(u.id, 3, 'Ticket');
    const r = await c.inject({ method: 'POST', url: '/api/update_task_notification', payload: {} });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: true });
    const tasks = (await c.inject({ method: 'GET', url: `/api/tasks_in_member?page=1&userId=${u.publicId}` })).json();
    expect(tasks.quantity_unread_notification).toBe(0);
    expect(tasks.tasks.every((t: { status: string }) => t.status === '1')).toBe(true);
    expect(
      (await c.inject({ method: 'GET', url: `/api/tickets_in_responsible?page=1&userId=${u.publicId}` })).json()
        .quantity_unread_notification,
    ).toBe(3);
    await c.inject({ method: 'POST', url: '/api/update_ticket_notification', payload: {} });
    expect(
      (await c.inject({ method: 'GET', url: `/api/tickets_in_responsible?page=1&userId=${u.publicId}` })).json()
        .quantity_unread_notification,
    ).toBe(0);
    // A new one counts again.
    await give(u.id, 1, 'ProcessTask');
    expect(
      (await c.inject({ method: 'GET', url: `/api/tasks_in_member?page=1&userId=${u.publicId}` })).json()
        .quantity_unread_notification,
    ).toBe(1);
    // The bell's unseen count is untouched by opening the menus.
    expect((await c.inject({ method: 'GET', url: '/api/all_notifications?page=1&reviewed=1' })).json().quantity).toBe(
      6,
    );
  });

  it("refuses another user's userId with 403, and everyone without a session with 401", async () => {
    expect(
      (await ana.inject({ method: 'GET', url: `/api/tasks_in_member?page=1&userId=${betoUser.publicId}` })).statusCode,
    ).toBe(403);
    expect(
      (await ana.inject({ method: 'GET', url: `/api/tickets_in_responsible?page=1&userId=${betoUser.publicId}` }))
        .statusCode,
    ).toBe(403);
    for (const [method, url] of [
      ['GET', `/api/tasks_in_member?page=1&userId=${anaUser.publicId}`],
      ['GET', `/api/tickets_in_responsible?page=1&userId=${anaUser.publicId}`],
      ['POST', '/api/update_task_notification'],
      ['POST', '/api/update_ticket_notification'],
      ['GET', '/api/all_notifications?page=1'],
      ['POST', '/api/update_all_notifications'],
      ['GET', `/api/find_notification?public_id=${anaUser.publicId}`],
      ['GET', '/api/get_device?user_device=x&platform=native'],
      ['GET', '/api/push/vapid_public_key'],
    ] as const) {
      expect((await h.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(
        401,
      );
    }
  });

  it('answers a 422 for a malformed userId', async () => {
    const r = await ana.inject({ method: 'GET', url: '/api/tasks_in_member?page=1&userId=nope' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.userId).toBeDefined();
  });
});

describe('all notifications, find and mark seen', () => {
  it('lists the full notification with its creator, 20 per page, filtered by type', async () => {
    const res = await ana.inject({ method: 'GET', url: '/api/all_notifications?page=1&reviewed=1' });
    expect(res.statusCode).toBe(200);
    const body = ZAllNotificationsResponse.parse(res.json());
    expect(body.quantity).toBe(130);
    expect(body.all_notifications).toMatchObject({ current_page: 1, per_page: 20, total: 130, last_page: 7 });
    expect(body.all_notifications.data).toHaveLength(20);
    expect(body.all_notifications.data[0]).toMatchObject({
      type: 'Ticket',
      recipient_public_id: anaUser.publicId,
      status: '1',
      creator: null,
    });

    const tasks = ZAllNotificationsResponse.parse(
      (await ana.inject({ method: 'GET', url: '/api/all_notifications?page=2&type=task' })).json(),
    );
    expect(tasks.all_notifications.total).toBe(25);
    expect(tasks.all_notifications.data).toHaveLength(5);
    expect(tasks.all_notifications.data[0]).toMatchObject({
      type: 'ProcessTask',
      creator: { public_id: betoUser.publicId, name: betoUser.name, last_name: betoUser.lastName },
    });
    expect(tasks.quantity).toBe(25);
    const past = (await ana.inject({ method: 'GET', url: '/api/all_notifications?page=8' })).json();
    expect(past.all_notifications.data).toEqual([]);
    // only Beto's own
    const b = (await beto.inject({ method: 'GET', url: '/api/all_notifications?page=1' })).json();
    expect(b.all_notifications.total).toBe(3);
    expect(
      b.all_notifications.data.every(
        (n: { recipient_public_id: string }) => n.recipient_public_id === betoUser.publicId,
      ),
    ).toBe(true);
  });

  it('catches up with `since`', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    await give(u.id, 2, 'Ticket');
    const since = new Date(Date.now() + 5).toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await give(u.id, 1, 'Cita');
    const res = (
      await c.inject({ method: 'GET', url: `/api/all_notifications?page=1&since=${encodeURIComponent(since)}` })
    ).json();
    expect(res.all_notifications.data.map((n: { title: string }) => n.title)).toEqual(['Cita 0']);
    expect(res.quantity).toBe(3);
    // Each shape of the statement twice, with other values (it is built once per shape: see db/list/statement-cache.ts).
    const titles = async (qs: string) =>
      (await c.inject({ method: 'GET', url: `/api/all_notifications?page=1&${qs}` }))
        .json()
        .all_notifications.data.map((n: { title: string }) => n.title);
    expect(await titles(`since=${encodeURIComponent(new Date(0).toISOString())}`)).toHaveLength(3);
    expect(await titles(`type=ticket&since=${encodeURIComponent(since)}`)).toEqual(['Cita 0']);
    expect(await titles(`type=ticket&since=${encodeURIComponent(new Date(0).toISOString())}`)).toHaveLength(3);
    expect(await titles('type=task')).toEqual([]);
    expect((await ana.inject({ method: 'GET', url: '/api/all_notifications?page=1&type=task' })).json().quantity).toBe(
      25,
    );
  });

  it('finds one of mine and 404s on anyone else’s', async () => {
    const mine = (await ana.inject({ method: 'GET', url: '/api/all_notifications?page=1' })).json().all_notifications
      .data[0];
    const found = await ana.inject({ method: 'GET', url: `/api/find_notification?public_id=${mine.public_id}` });
    expect(found.statusCode).toBe(200);
    expect(ZNotification.parse(found.json())).toEqual(mine);
    expect(
      (await beto.inject({ method: 'GET', url: `/api/find_notification?public_id=${mine.public_id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await ana.inject({
          method: 'GET',
          url: '/api/find_notification?public_id=0191e3a2-0000-7000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('marks one seen (404 for another user’s), then all', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    await give(u.id, 3, 'Ticket');
    const list = (await c.inject({ method: 'GET', url: '/api/all_notifications?page=1' })).json().all_notifications
      .data;
    expect(
      (
        await beto.inject({
          method: 'POST',
          url: '/api/update_all_notifications',
          payload: { public_id: list[0].public_id },
        })
      ).statusCode,
    ).toBe(404);
    const one = await c.inject({
      method: 'POST',
      url: '/api/update_all_notifications',
      payload: { public_id: list[0].public_id },
    });
    expect(one.json()).toEqual({ status: true });
    let after = (await c.inject({ method: 'GET', url: '/api/all_notifications?page=1' })).json();
    expect(after.quantity).toBe(2);
    expect(after.all_notifications.data[0].status).toBe('0');
    expect(after.all_notifications.data[1].status).toBe('1');
    const menu = (
      await c.inject({ method: 'GET', url: `/api/tickets_in_responsible?page=1&userId=${u.publicId}` })
    ).json();
    expect(menu.tickets[0].status).toBe('0');
    await c.inject({ method: 'POST', url: '/api/update_all_notifications', payload: { public_id: 'all' } });
    after = (await c.inject({ method: 'GET', url: '/api/all_notifications?page=1' })).json();
    expect(after.quantity).toBe(0);
    // Ana's are untouched by u's 'all'.
    expect((await ana.inject({ method: 'GET', url: '/api/all_notifications?page=1' })).json().quantity).toBe(130);
    const bad = await c.inject({
      method: 'POST',
      url: '/api/update_all_notifications',
      payload: { public_id: 'todos' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('lists in a fixed number of statements whatever the number of rows', async () => {
    const count = async (url: string) => {
      const { result: res, queries } = await h.countQueries(() => ana.inject({ method: 'GET', url }));
      expect(res.statusCode).toBe(200);
      return queries;
    };
    // session lookup + page + count, for 100 rows as for 5
    expect(await count(`/api/tickets_in_responsible?page=1&userId=${anaUser.publicId}`)).toBeLessThanOrEqual(3);
    expect(await count(`/api/tickets_in_responsible?page=2&userId=${anaUser.publicId}`)).toBeLessThanOrEqual(3);
    expect(await count(`/api/tasks_in_member?page=1&userId=${anaUser.publicId}`)).toBeLessThanOrEqual(3);
    expect(await count('/api/all_notifications?page=1')).toBeLessThanOrEqual(3);
    expect(await count('/api/all_notifications?page=1&type=ticket')).toBeLessThanOrEqual(3);
  });
});
