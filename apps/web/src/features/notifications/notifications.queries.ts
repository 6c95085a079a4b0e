import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type {
  TAllNotificationsResponse,
  TNotification,
  TTasksInMemberResponse,
  TTicketsInResponsibleResponse,
} from '@gestora/contract/notifications/notifications.schema';
import { http } from '../../lib/http.ts';
import type { TMenuPage } from './notifications.cache.ts';
import { NOTIFICATION_KEYS, type TNotificationKind } from './notifications.keys.ts';

export async function fetchMenuPage(kind: TNotificationKind, userId: string, page: number): Promise<TMenuPage> {
  if (kind === 'task') {
    const res = await http.get<TTasksInMemberResponse>('/api/tasks_in_member', { params: { page, userId } });
    return { items: res.tasks, quantity_unread_notification: res.quantity_unread_notification };
  }
  const res = await http.get<TTicketsInResponsibleResponse>('/api/tickets_in_responsible', {
    params: { page, userId },
  });
  return { items: res.tickets, quantity_unread_notification: res.quantity_unread_notification };
}

export const fetchNotificationsPage = (page: number, type?: TNotificationKind) =>
  http.get<TAllNotificationsResponse>('/api/all_notifications', { params: { page, reviewed: '1', type } });

export const fetchNotification = (publicId: string) =>
  http.get<TNotification>('/api/find_notification', { params: { public_id: publicId } });

/** Spec section 4: "Notification list ends when a page returns no items". */
function nextPage<T>(items: (last: T) => unknown[]) {
  return (last: T, _all: T[], lastParam: number) => (items(last).length === 0 ? undefined : lastParam + 1);
}

/** The task (20 per page) or ticket (100 per page) menu of the signed-in user. */
export function useMenuNotifications(kind: TNotificationKind, userId: string) {
  return useInfiniteQuery({
    queryKey: NOTIFICATION_KEYS.menu(kind, userId),
    queryFn: ({ pageParam }) => fetchMenuPage(kind, userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage<TMenuPage>((p) => p.items),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}

/** The bell (every type) or a full list page (one kind). */
export function useNotificationPages(kind?: TNotificationKind) {
  return useInfiniteQuery({
    queryKey: kind ? NOTIFICATION_KEYS.list(kind) : NOTIFICATION_KEYS.bell,
    queryFn: ({ pageParam }) => fetchNotificationsPage(pageParam, kind),
    initialPageParam: 1,
    getNextPageParam: nextPage<TAllNotificationsResponse>((p) => p.all_notifications.data),
    staleTime: kind ? 0 : 60_000,
  });
}

export function useNotification(publicId: string | null) {
  return useQuery({
    queryKey: NOTIFICATION_KEYS.one(publicId ?? ''),
    queryFn: () => fetchNotification(publicId!),
    enabled: Boolean(publicId),
    staleTime: 0,
  });
}

/** Pages flattened, a notification shown once even when a live arrival shifted the server's pages. */
export function flattenUnique<P, T extends { public_id: string }>(
  data: InfiniteData<P> | undefined,
  items: (p: P) => T[],
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of items(page)) {
      if (seen.has(item.public_id)) continue;
      seen.add(item.public_id);
      out.push(item);
    }
  }
  return out;
}

/** Where a notification opens: its item, or its place in the full list when it has none. */
export function notificationTarget(n: { public_id: string; link: string | null }, kind: TNotificationKind): string {
  return (
    n.link ??
    `/notification/${kind === 'task' ? 'all_tasks_notifications' : 'all_tickets_notifications'}/${n.public_id}`
  );
}
