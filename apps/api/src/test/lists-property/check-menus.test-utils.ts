import { expect } from 'vitest';
import { TASK_MENU_PAGE_SIZE, TICKET_MENU_PAGE_SIZE } from '@gestora/contract/notifications/notification-kinds';
import {
  ZAllNotificationsResponse,
  ZNotification,
  ZTaskMenuItem,
  ZTasksInMemberResponse,
  ZTicketsInResponsibleResponse,
} from '@gestora/contract/notifications/notifications.schema';
import { get } from './check-list.test-utils.ts';
import type { Actor } from './world-people.test-utils.ts';

/**
 * The two top-bar menus, paged until a short page: no item twice, each equal to find_notification's, and their
 * unread count (none acknowledged here) as many as the items reached; the task menu's are /api/all_notifications's
 * task notifications.
 */
export async function checkMenus(caller: Actor) {
  const me = caller.user.publicId;
  const menus = [
    { url: '/api/tasks_in_member', size: TASK_MENU_PAGE_SIZE, items: (b: unknown) => ZTasksInMemberResponse.parse(b) },
    {
      url: '/api/tickets_in_responsible',
      size: TICKET_MENU_PAGE_SIZE,
      items: (b: unknown) => ZTicketsInResponsibleResponse.parse(b),
    },
  ];
  const counted: number[] = [];
  for (const menu of menus) {
    const seen = new Set<string>();
    let unread: number | undefined;
    for (let page = 1; ; page++) {
      const url = `${menu.url}?userId=${me}&page=${page}`;
      const body = menu.items(await get(caller, url));
      const items = 'tasks' in body ? body.tasks : body.tickets;
      unread ??= body.quantity_unread_notification;
      expect(body.quantity_unread_notification, `${caller.name} ${url}: the count moved while paging`).toBe(unread);
      for (const item of items) {
        expect(seen.has(item.public_id), `${caller.name} ${url}: ${item.public_id} was on an earlier page`).toBe(false);
        seen.add(item.public_id);
        const at = `/api/find_notification?public_id=${item.public_id}`;
        // Read once per caller: /api/all_notifications's rows are compared with the same details.
        if (!caller.details.has(at)) caller.details.set(at, await get(caller, at));
        expect(item, `${caller.name} ${url}: ${item.public_id} differs from ${at}`).toEqual(
          ZTaskMenuItem.parse(ZNotification.parse(caller.details.get(at))),
        );
      }
      if (items.length < menu.size) break;
    }
    expect(seen.size, `${caller.name} ${menu.url}: unread ${unread}, but paging reached ${seen.size} items`).toBe(
      unread,
    );
    counted.push(seen.size);
  }
  const tasks = ZAllNotificationsResponse.parse(await get(caller, '/api/all_notifications?type=task'));
  expect(counted[0], `${caller.name}: the task menu is not /api/all_notifications?type=task`).toBe(
    tasks.all_notifications.total,
  );
}
