import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { TASK_NOTIFICATION_TYPE, TICKET_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import type {
  TAllNotificationsResponse,
  TNotification,
  TTaskMenuItem,
} from '@gestora/contract/notifications/notifications.schema';
import { NOTIFICATION_KEYS, type TNotificationKind } from './notifications.keys.ts';

/**
 * Writes into the notification queries without a round trip: a live arrival (spec section 4: "put at the top of
 * the list and the unread count rises by one"), a click that marks an item seen, a menu opened.
 */

type BellData = InfiniteData<TAllNotificationsResponse, number>;
type MenuData = InfiniteData<TMenuPage, number>;

/** The menus' common page: the items and the unread count, whichever endpoint answered. */
export interface TMenuPage {
  items: TTaskMenuItem[];
  quantity_unread_notification: number;
}

const BELL_KEY = NOTIFICATION_KEYS.bell;
const listKey = NOTIFICATION_KEYS.list;
const menuKey = NOTIFICATION_KEYS.menu;
const ALL_MENUS_KEY = NOTIFICATION_KEYS.menus;
const ALL_LISTS_KEY = NOTIFICATION_KEYS.lists;

/** The full list a notification belongs to: the spec's binary reading ('ProcessTask', otherwise ticket). */
export function kindOf(type: string): TNotificationKind {
  return type === TASK_NOTIFICATION_TYPE ? 'task' : 'ticket';
}

/** The top-bar menu that lists it, as the server's menus do: tasks and tickets only, not posts or meetings. */
export function menuOf(type: string): TNotificationKind | null {
  if (type === TASK_NOTIFICATION_TYPE) return 'task';
  return type === TICKET_NOTIFICATION_TYPE ? 'ticket' : null;
}

function prependToPages(data: BellData | undefined, n: TNotification, countIt: boolean): BellData | undefined {
  if (!data?.pages.length) return data;
  const [first, ...rest] = data.pages;
  if (first.all_notifications.data.some((x) => x.public_id === n.public_id)) return data;
  const page: TAllNotificationsResponse = {
    quantity: first.quantity + (countIt ? 1 : 0),
    all_notifications: {
      ...first.all_notifications,
      data: [n, ...first.all_notifications.data],
      total: first.all_notifications.total + 1,
    },
  };
  return { ...data, pages: [page, ...rest] };
}

function prependToMenu(data: MenuData | undefined, n: TNotification): MenuData | undefined {
  if (!data?.pages.length) return data;
  const [first, ...rest] = data.pages;
  if (first.items.some((x) => x.public_id === n.public_id)) return data;
  const item = { public_id: n.public_id, title: n.title, created_at: n.created_at, status: n.status, link: n.link };
  return {
    ...data,
    pages: [
      { items: [item, ...first.items], quantity_unread_notification: first.quantity_unread_notification + 1 },
      ...rest,
    ],
  };
}

/** A notification that arrived live for `userId`: on top of the bell, of its full list and of its menu if any. */
export function prependNotification(queryClient: QueryClient, n: TNotification, userId: string): void {
  const menu = menuOf(n.type);
  queryClient.setQueryData<BellData>(BELL_KEY, (d) => prependToPages(d, n, n.status === '1'));
  queryClient.setQueryData<BellData>(listKey(kindOf(n.type)), (d) => prependToPages(d, n, n.status === '1'));
  if (menu) queryClient.setQueryData<MenuData>(menuKey(menu, userId), (d) => prependToMenu(d, n));
}

const seen = <T extends { public_id: string; status: string }>(item: T, publicId: string): T =>
  publicId === 'all' || item.public_id === publicId ? { ...item, status: '0' } : item;

/** One notification (or 'all') seen: 'Visto' everywhere it shows, and the bell's unread count follows. */
export function markSeenInCache(queryClient: QueryClient, publicId: string): void {
  const wasUnseen = (list: { public_id: string; status: string }[]) =>
    list.some((x) => x.public_id === publicId && x.status === '1');
  const unseenBefore = [
    ...(queryClient.getQueryData<BellData>(BELL_KEY)?.pages.flatMap((p) => p.all_notifications.data) ?? []),
    ...queryClient
      .getQueriesData<BellData>({ queryKey: ALL_LISTS_KEY })
      .flatMap(([, d]) => d?.pages.flatMap((p) => p.all_notifications.data) ?? []),
    ...queryClient
      .getQueriesData<MenuData>({ queryKey: ALL_MENUS_KEY })
      .flatMap(([, d]) => d?.pages.flatMap((p) => p.items) ?? []),
  ];
  const dropOne = publicId !== 'all' && wasUnseen(unseenBefore);

  const mapBell = (d: BellData | undefined, isBell: boolean): BellData | undefined =>
    d && {
      ...d,
      pages: d.pages.map((p) => ({
        quantity: publicId === 'all' ? 0 : isBell && dropOne ? Math.max(0, p.quantity - 1) : p.quantity,
        all_notifications: { ...p.all_notifications, data: p.all_notifications.data.map((x) => seen(x, publicId)) },
      })),
    };
  queryClient.setQueryData<BellData>(BELL_KEY, (d) => mapBell(d, true));
  queryClient.setQueriesData<BellData>({ queryKey: ALL_LISTS_KEY }, (d) => mapBell(d, false));
  queryClient.setQueriesData<MenuData>(
    { queryKey: ALL_MENUS_KEY },
    (d) => d && { ...d, pages: d.pages.map((p) => ({ ...p, items: p.items.map((x) => seen(x, publicId)) })) },
  );
  queryClient.setQueriesData<TNotification>({ queryKey: NOTIFICATION_KEYS.ones }, (d) => (d ? seen(d, publicId) : d));
}

/** The task or ticket menu was opened: its unread count is 0. */
export function resetMenuCount(queryClient: QueryClient, kind: TNotificationKind, userId: string): void {
  queryClient.setQueryData<MenuData>(
    menuKey(kind, userId),
    (d) => d && { ...d, pages: d.pages.map((p) => ({ ...p, quantity_unread_notification: 0 })) },
  );
}
