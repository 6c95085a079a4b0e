import { IconBell, IconBellOff } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { HeaderMenu } from './header-menu.tsx';

/** The notification bell (everyone sees it). Its items arrive with the notifications module. */
export function NotificationMenu() {
  return (
    <HeaderMenu
      label="Notificaciones"
      icon={<IconBell size={21} stroke={1.6} />}
      emptyIcon={<IconBellOff size={30} stroke={1.4} />}
      emptyText={MSG.noNotifications}
    />
  );
}
