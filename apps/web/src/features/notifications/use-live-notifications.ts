import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import { EVENTS } from '@gestora/contract/realtime';
import { useAuth } from '../../lib/auth-store.ts';
import { notify } from '../../lib/notify.ts';
import { connectRealtime, onRealtime, onRealtimeReconnect } from '../../lib/realtime.ts';
import { NOTIFICATION_KEYS } from './notifications.keys.ts';

/**
 * Keeps the real-time connection of the signed-in user and applies its events to the notification queries:
 * a NotificationChanel addressed to this user goes on top of the bell and of its menu with the unread counts
 * one higher (spec section 4), and shows a toast; the assignment events reload the menus; a reconnection
 * reloads everything the user may have missed.
 */
export function useLiveNotifications(): void {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const me = user?.public_id;

  useEffect(() => {
    if (!me) return;
    connectRealtime(me);
    const stops = [
      onRealtime(EVENTS.notification, ({ notification }) => {
        // The server only sends a user's notifications to that user; this check keeps the spec's rule anyway.
        if (!notification || notification.recipient_public_id !== me) return;
        // The cache's code loads with the first event (or the first menu opened), not on every page's first visit.
        void import('./notifications.cache.ts').then(({ prependNotification }) =>
          prependNotification(queryClient, notification, me),
        );
        notify(notification.message, 'info', notification.title);
        // A change to the user's roles or state: their permissions are read again.
        if (notification.type === ACCOUNT_NOTIFICATION_TYPE) refresh().catch(() => undefined);
      }),
      // The server sends the assignment events only to the assignees' own sockets: each one concerns this user.
      onRealtime(EVENTS.taskAssignedPublic, () => {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.menusOf('task') });
      }),
      onRealtime(EVENTS.ticketAssignedPublic, () => {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.menusOf('ticket') });
      }),
      onRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [me, queryClient, refresh]);
}
