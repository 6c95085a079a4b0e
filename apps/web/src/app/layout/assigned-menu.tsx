import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { useResetMenuCount } from '../../features/notifications/notifications.mutations.ts';
import { flattenUnique, useMenuNotifications } from '../../features/notifications/notifications.queries.ts';
import type { TNotificationKind } from '../../features/notifications/notifications.keys.ts';
import { HeaderMenu, infiniteOf, type HeaderMenuProps } from './header-menu.tsx';
import { NotificationItem, useOpenNotification } from './notification-item.tsx';

/** The menu's button, empty state and opening (HeaderMenu's), its kind and its extra way on. */
export interface AssignedMenuProps extends Pick<
  HeaderMenuProps,
  'label' | 'icon' | 'emptyIcon' | 'emptyText' | 'defaultOpened'
> {
  kind: TNotificationKind;
  /** Another way on beside 'Ver todas' (the ticket menu's 'Nuevo ticket'). */
  action?: { label: string; to: string; icon: ReactNode };
}

/**
 * The task menu and the ticket menu (spec section 2): the signed-in user's task or ticket notifications, newest
 * first, loaded page by page while scrolling. Opening the menu zeroes its unread count here and on the server;
 * a click marks the item seen and opens it.
 */
export function AssignedMenu({ kind, action, ...menu }: AssignedMenuProps) {
  const userId = useAuth().user?.public_id ?? '';
  const query = useMenuNotifications(kind, userId);
  const resetCount = useResetMenuCount(kind, userId);
  const open = useOpenNotification();
  const items = flattenUnique(query.data, (p) => p.items);
  const unread = query.data?.pages[0]?.quantity_unread_notification ?? 0;
  const listPath = `/notification/${kind === 'task' ? 'all_tasks_notifications' : 'all_tickets_notifications'}/all`;

  return (
    <HeaderMenu
      {...menu}
      unread={unread}
      countTestId={`${kind}-menu-count`}
      // A failed load ends quietly (spec section 8): the menu shows its empty text.
      loading={query.isPending && query.fetchStatus !== 'idle' && !query.isError}
      onOpen={() => resetCount.mutate()}
      infinite={infiniteOf(query)}
      footer={
        <>
          {action ? (
            <Menu.Item component={Link} to={action.to} leftSection={action.icon} fz="sm" fw={500} py="xs">
              {action.label}
            </Menu.Item>
          ) : null}
          <Menu.Item
            component={Link}
            to={listPath}
            rightSection={<IconArrowRight size={14} />}
            fz="sm"
            c="brand"
            fw={500}
            py="xs"
          >
            Ver todas
          </Menu.Item>
        </>
      }
    >
      {items.map((item) => (
        <NotificationItem key={item.public_id} item={item} onClick={() => open(item, kind)} />
      ))}
    </HeaderMenu>
  );
}
