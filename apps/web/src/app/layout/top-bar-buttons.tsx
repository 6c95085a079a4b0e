import { useEffect } from 'react';
import { IconBell } from '@tabler/icons-react';
import { useAuth } from '../../lib/auth-store.ts';
import { isDeviceRegistered } from '../../lib/push-flag.ts';
import { useMenuNotifications, useNotificationPages } from '../../features/notifications/notifications.queries.ts';
import { useLiveNotifications } from '../../features/notifications/use-live-notifications.ts';
import { DeferredMenu, preloadMenus } from './deferred-menu.tsx';
import { MenuButton } from './menu-button.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import type { AssignedMenuProps } from './assigned-menu.tsx';
import { UserButton } from './user-button.tsx';

/** lib/push.ts's `schedulePushRegistration`, loading it first unless this device is registered; returns a cancel. */
function schedulePushRegistrationLater(): () => void {
  if (isDeviceRegistered()) return () => undefined;
  let cancelled = false;
  let cancel: (() => void) | undefined;
  import('../../lib/push.ts')
    .then((push) => {
      if (!cancelled) cancel = push.schedulePushRegistration();
    })
    // Push is a bonus: a failed download shows nothing, and the next visit tries again.
    .catch(() => undefined);
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/**
 * The notification bell's button (everyone sees it) with its unread total; its menu loads when first reached.
 * Being always on screen, it keeps the real-time connection and, once its first page has loaded, registers this
 * device for push (spec section 7).
 */
export function NotificationBell() {
  const query = useNotificationPages();
  const loaded = query.isSuccess;
  useLiveNotifications();
  useEffect(() => (loaded ? schedulePushRegistrationLater() : undefined), [loaded]);
  return (
    <DeferredMenu
      button={(trigger) => (
        <UnreadBadge unread={query.data?.pages[0]?.quantity ?? 0} countTestId="bell-count">
          <MenuButton label="Notificaciones" icon={<IconBell size={21} stroke={1.6} />} {...trigger} />
        </UnreadBadge>
      )}
    >
      {(menus) => <menus.NotificationMenu defaultOpened />}
    </DeferredMenu>
  );
}

/** The task or ticket menu's button with its unread count; the menu loads when first reached. */
export function AssignedMenuButton(props: AssignedMenuProps) {
  const userId = useAuth().user?.public_id ?? '';
  const query = useMenuNotifications(props.kind, userId);
  return (
    <DeferredMenu
      button={(trigger) => (
        <UnreadBadge
          unread={query.data?.pages[0]?.quantity_unread_notification ?? 0}
          countTestId={`${props.kind}-menu-count`}
        >
          <MenuButton label={props.label} icon={props.icon} {...trigger} />
        </UnreadBadge>
      )}
    >
      {(menus) => <menus.AssignedMenu {...props} defaultOpened />}
    </DeferredMenu>
  );
}

/** The user menu's button (avatar and name); 'Mi cuenta' and 'Salir' load when it is first reached. */
export function UserMenuButton() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DeferredMenu
      button={(trigger) => (
        <UserButton user={user} aria-haspopup="menu" aria-expanded={false} {...preloadMenus} {...trigger} />
      )}
    >
      {(menus) => <menus.UserMenu defaultOpened />}
    </DeferredMenu>
  );
}
