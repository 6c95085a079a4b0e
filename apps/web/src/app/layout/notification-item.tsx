import { Box, Group, Menu, Text } from '@mantine/core';
import { LIMITS, cut } from '@gestora/contract/limits';
import type { TTaskMenuItem } from '@gestora/contract/notifications/notifications.schema';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { fromNow } from '../../lib/relative-time.ts';
import { SeenBadge, UnseenDot } from '../../features/notifications/notification-marks.tsx';
import { useMarkSeen } from '../../features/notifications/notifications.mutations.ts';
import { notificationTarget } from '../../features/notifications/notifications.queries.ts';
import type { TNotificationKind } from '../../features/notifications/notifications.keys.ts';

interface NotificationItemProps {
  /** A bell item carries its message too (shown cut at 30 characters); the task and ticket menus' items do not. */
  item: TTaskMenuItem & { message?: string };
  onClick: () => void;
}

/** One row of the bell, the task menu or the ticket menu: unseen rows carry a dot and a bold title. */
export function NotificationItem({ item, onClick }: NotificationItemProps) {
  // Status '0': seen.
  const seen = item.status === '0';
  return (
    <Menu.Item onClick={onClick} py={8} px="sm" data-seen={seen ? 'true' : 'false'} data-testid="notification-item">
      <Group gap={10} wrap="nowrap" align="flex-start">
        <UnseenDot seen={seen} mt={6} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm" fw={seen ? 400 : 600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {cut(item.title, LIMITS.menuTitleChars)}
          </Text>
          {item.message !== undefined && (
            <Text fz="xs" c="dimmed" lh={1.35} mt={2} style={{ overflowWrap: 'anywhere' }}>
              {cut(item.message, LIMITS.notificationMessageChars)}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Text fz="xs" c="dimmed">
              {fromNow(item.created_at)}
            </Text>
            <SeenBadge seen={seen} />
          </Group>
        </Box>
      </Group>
    </Menu.Item>
  );
}

/** What a click on a menu's item does: an unseen one is marked seen, then what it is about opens. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markSeen = useMarkSeen();
  return (item: TTaskMenuItem, kind: TNotificationKind) => {
    if (item.status === '1') markSeen.mutate(item.public_id);
    navigate(notificationTarget(item, kind));
  };
}
