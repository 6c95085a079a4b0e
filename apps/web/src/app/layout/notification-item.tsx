import { Badge, Box, Group, Menu, Text } from '@mantine/core';
import { LIMITS, cut } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import { fromNow } from '../../lib/relative-time.ts';

interface NotificationItemProps {
  title: string;
  /** Bell items show the message too (cut at 30 characters); the task and ticket menus do not. */
  message?: string;
  createdAt: string;
  /** Status '0': seen. */
  seen: boolean;
  onClick: () => void;
}

/** One row of the bell, the task menu or the ticket menu: unseen rows carry a dot and a bold title. */
export function NotificationItem({ title, message, createdAt, seen, onClick }: NotificationItemProps) {
  return (
    <Menu.Item onClick={onClick} py={8} px="sm" data-seen={seen ? 'true' : 'false'} data-testid="notification-item">
      <Group gap={10} wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{ borderRadius: 8, flexShrink: 0, background: seen ? 'transparent' : 'var(--mantine-color-brand-6)' }}
          aria-hidden
        />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm" fw={seen ? 400 : 600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {cut(title, LIMITS.menuTitleChars)}
          </Text>
          {message !== undefined && (
            <Text fz="xs" c="dimmed" lh={1.35} mt={2} style={{ overflowWrap: 'anywhere' }}>
              {cut(message, LIMITS.notificationMessageChars)}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Text fz="xs" c="dimmed">
              {fromNow(createdAt)}
            </Text>
            {seen && (
              <Badge size="xs" variant="light" color="gray">
                {MSG.seen}
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
    </Menu.Item>
  );
}
