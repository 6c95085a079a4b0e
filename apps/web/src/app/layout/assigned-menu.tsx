import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { useMarkSeen, useResetMenuCount } from '../../features/notifications/notifications.mutations.ts';
import {
  flattenUnique,
  notificationTarget,
  useMenuNotifications,
} from '../../features/notifications/notifications.queries.ts';
import type { TNotificationKind } from '../../features/notifications/notifications.keys.ts';
import { HeaderMenu } from './header-menu.tsx';
import { NotificationItem } from './notification-item.tsx';

export interface AssignedMenuProps {
  kind: TNotificationKind;
  label: string;
  icon: ReactNode;
  emptyIcon: ReactNode;
  emptyText: string;
  /** Another way on beside 'Ver todas' (the ticket menu's 'Nuevo ticket'). */
  action?: { label: string; to: string; icon: ReactNode };
  /** Mounted open: its button was pressed before its code had loaded (deferred-menu.tsx). */
  defaultOpened?: boolean;
}

/**
 * The task menu and the ticket menu (spec section 2): the signed-in user's task or ticket notifications, newest
 * first, loaded page by page while scrolling. Opening the menu zeroes its unread count here and on the server;
 * a click marks the item seen and opens it.
 */
export function AssignedMenu({ kind, label, icon, emptyIcon, emptyText, action, defaultOpened }: AssignedMenuProps) {
  const userId = useAuth().user?.public_id ?? '';
  const navigate = useNavigate();
  const query = useMenuNotifications(kind, userId);
  const resetCount = useResetMenuCount(kind, userId);
  const markSeen = useMarkSeen();
  const items = flattenUnique(query.data, (p) => p.items);
  const unread = query.data?.pages[0]?.quantity_unread_notification ?? 0;
  const listPath = `/notification/${kind === 'task' ? 'all_tasks_notifications' : 'all_tickets_notifications'}/all`;

  return (
    <HeaderMenu
      defaultOpened={defaultOpened}
      label={label}
      icon={icon}
      emptyIcon={emptyIcon}
      emptyText={emptyText}
      unread={unread}
      countTestId={`${kind}-menu-count`}
      // A failed load ends quietly (spec section 8): the menu shows its empty text.
      loading={query.isPending && query.fetchStatus !== 'idle' && !query.isError}
      onOpen={() => resetCount.mutate()}
      infinite={{
        hasMore: query.hasNextPage && !query.isFetchNextPageError,
        loadingMore: query.isFetchingNextPage,
        onLoadMore: () => void query.fetchNextPage(),
        pages: query.data?.pages.length ?? 0,
      }}
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
        <NotificationItem
          key={item.public_id}
          title={item.title}
          createdAt={item.created_at}
          seen={item.status === '0'}
          onClick={() => {
            if (item.status === '1') markSeen.mutate(item.public_id);
            navigate(notificationTarget(item, kind));
          }}
        />
      ))}
    </HeaderMenu>
  );
}
