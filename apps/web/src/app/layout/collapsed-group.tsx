import type { ReactNode } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import type { SidebarGroup } from '@gestora/contract/sidebar';

/** Collapsed sidebar: the group's icon with a tooltip; a group with entries opens them in a menu beside it. */
export function CollapsedGroup({
  group,
  icon,
  active,
  onNavigate,
}: {
  group: SidebarGroup;
  /** The group's icon (sidebar-icons.ts). */
  icon: ReactNode;
  active?: string;
  onNavigate?: () => void;
}) {
  const isActive = active !== undefined && (group.to === active || group.entries.some((e) => e.to === active));
  const variant = isActive ? 'light' : 'subtle';
  const color = isActive ? 'brand' : 'gray';

  if (group.entries.length === 0) {
    return (
      <Tooltip label={group.label} position="right">
        <ActionIcon
          component={Link}
          to={group.to!}
          size={42}
          variant={variant}
          color={color}
          aria-label={group.label}
          onClick={onNavigate}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" offset={12} withArrow shadow="md" width={240}>
      <Tooltip label={group.label} position="right">
        <Menu.Target>
          <ActionIcon size={42} variant={variant} color={color} aria-label={group.label}>
            {icon}
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{group.label}</Menu.Label>
        {group.entries.map((entry) => (
          <Menu.Item
            key={entry.to}
            component={Link}
            to={entry.to}
            onClick={onNavigate}
            rightSection={<IconChevronRight size={14} />}
            color={active === entry.to ? 'brand' : undefined}
            fw={active === entry.to ? 600 : undefined}
          >
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
