import { useState, type ReactNode } from 'react';
import { ActionIcon, Box, Center, Group, Indicator, Loader, Menu, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';

export interface HeaderMenuProps {
  /** Accessible name of the button and title of the dropdown. */
  label: string;
  icon: ReactNode;
  /** Unread items; the badge hides at 0. */
  unread?: number;
  loading?: boolean;
  /** Shown when there are no items (the spec's Spanish empty texts). */
  emptyText: string;
  emptyIcon?: ReactNode;
  /** The items; none (or an empty array) shows the empty state. */
  children?: ReactNode;
  footer?: ReactNode;
  onOpen?: () => void;
}

/** A top-bar icon with a dropdown list: the base of the notification bell and the ticket and task menus. */
export function HeaderMenu({ label, icon, unread = 0, loading, emptyText, emptyIcon, children, footer, onOpen }: HeaderMenuProps) {
  const hasItems = Array.isArray(children) ? children.length > 0 : Boolean(children);
  const [opened, setOpened] = useState(false);
  return (
    <Menu
      position="bottom-end"
      width="min(340px, calc(100vw - 16px))"
      shadow="lg"
      offset={10}
      withinPortal
      opened={opened}
      onChange={setOpened}
      onOpen={onOpen}
    >
      <Tooltip label={label} disabled={opened}>
        <Menu.Target>
          <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread <= 0} color="red" offset={6}>
            <ActionIcon variant="subtle" color="gray" size={38} radius="xl" aria-label={label}>
              {icon}
            </ActionIcon>
          </Indicator>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Text fw={600} fz="sm">
            {label}
          </Text>
          {unread > 0 && (
            <Text fz="xs" c="dimmed">
              {unread} sin leer
            </Text>
          )}
        </Group>
        {loading ? (
          <Center py="lg">
            <Group gap="xs">
              <Loader size="xs" />
              <Text fz="sm" c="dimmed">
                {MSG.loading}
              </Text>
            </Group>
          </Center>
        ) : hasItems ? (
          <ScrollArea.Autosize mah={360}>
            <Box p={4}>{children}</Box>
          </ScrollArea.Autosize>
        ) : (
          <Stack align="center" gap={6} py="xl" px="md">
            <Box c="gray.5">{emptyIcon ?? icon}</Box>
            <Text fz="sm" c="dimmed" ta="center">
              {emptyText}
            </Text>
          </Stack>
        )}
        {footer && <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>{footer}</Box>}
      </Menu.Dropdown>
    </Menu>
  );
}
