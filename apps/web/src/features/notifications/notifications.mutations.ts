import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStatusResponse } from '@gestora/contract/notifications/notifications.schema';
import { http } from '../../lib/http.ts';
import { markSeenInCache, resetMenuCount } from './notifications.cache.ts';
import { NOTIFICATION_KEYS, type TNotificationKind } from './notifications.keys.ts';

/*
 * The notifications' writes (seen, menu count reset), apart from notifications.queries.ts: the top bar reads the
 * unread counts through that file on every page, while these load with the menus that write them
 * (app/layout/deferred-menu.tsx) and the notification's dialog, and TanStack Query's useMutation (3.6 KB gzipped)
 * with them.
 */

/** POST /api/update_all_notifications: one notification (or 'all' of mine) seen; the caches follow at once. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicId: string) =>
      http.post<TStatusResponse>('/api/update_all_notifications', { public_id: publicId }),
    onMutate: (publicId) => markSeenInCache(queryClient, publicId),
    // The server disagreed (a notification that is not mine, a network failure): read the truth again.
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
  });
}

/** Opening the task or ticket menu: its unread count drops to 0 here and on the server (spec section 4). */
export function useResetMenuCount(kind: TNotificationKind, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post<TStatusResponse>(
        kind === 'task' ? '/api/update_task_notification' : '/api/update_ticket_notification',
        {},
      ),
    onMutate: () => resetMenuCount(queryClient, kind, userId),
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.menu(kind, userId) }),
  });
}
