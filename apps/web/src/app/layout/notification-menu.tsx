import { Button } from '@mantine/core';
import { IconBell, IconBellOff, IconChecks } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { kindOf } from '../../features/notifications/notifications.cache.ts';
import { useMarkSeen } from '../../features/notifications/notifications.mutations.ts';
import { flattenUnique, useNotificationPages } from '../../features/notifications/notifications.queries.ts';
import { HeaderMenu, infiniteOf } from './header-menu.tsx';
import { NotificationItem, useOpenNotification } from './notification-item.tsx';

/**
 * The notification bell's menu: every notification of the signed-in user, newest first, with the unread total on
 * the badge. Its button, drawn before this loads, keeps the real-time connection (top-bar-buttons.tsx).
 */
export function NotificationMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const query = useNotificationPages();
  const markSeen = useMarkSeen();
  const open = useOpenNotification();
  const items = flattenUnique(query.data, (p) => p.all_notifications.data);
  const unread = query.data?.pages[0]?.quantity ?? 0;

  return (
    <HeaderMenu
      defaultOpened={defaultOpened}
      label="Notificaciones"
      icon={<IconBell size={21} stroke={1.6} />}
      emptyIcon={<IconBellOff size={30} stroke={1.4} />}
      emptyText={MSG.noNotifications}
      unread={unread}
      countTestId="bell-count"
      loading={query.isPending && query.fetchStatus !== 'idle'}
      infinite={infiniteOf(query)}
      footer={
        items.length > 0 && (
          <Button
            variant="subtle"
            fullWidth
            radius={0}
            size="sm"
            fw={500}
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0}
            onClick={() => markSeen.mutate('all')}
          >
            Marcar todas como vistas
          </Button>
        )
      }
    >
      {items.map((n) => (
        <NotificationItem key={n.public_id} item={n} onClick={() => open(n, kindOf(n.type))} />
      ))}
    </HeaderMenu>
  );
}
