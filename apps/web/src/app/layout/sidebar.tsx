import { useState } from 'react';
import { ActionIcon, Menu, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { visibleSidebar, type SidebarGroup } from '@gestora/contract/sidebar';
import { useAuth } from '../../lib/auth-store.ts';
import { sidebarIcon } from './sidebar-icons.ts';

/** The sidebar target the current path belongs to: the longest entry that is the path or a parent of it. */
export function activeTarget(pathname: string, targets: readonly string[]): string | undefined {
  return targets
    .filter((t) => (t === '/' ? pathname === '/' : pathname === t || pathname.startsWith(`${t}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

interface SidebarProps {
  /** Icons only, with tooltips (desktop toggle). */
  collapsed?: boolean;
  /** Called after a click on an entry (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The spec's sidebar, filtered by the user's permissions (group AND entry; empty = everyone). */
export function Sidebar({ collapsed = false, onNavigate }: SidebarProps) {
  const { permissions } = useAuth();
  const { pathname } = useLocation();
  const groups = visibleSidebar(permissions);
  const targets = groups.flatMap((g) => [...(g.to ? [g.to] : []), ...g.entries.map((e) => e.to)]);
  const active = activeTarget(pathname, targets);
  // Every group starts open so that each screen is one click away; the user folds what they do not use.
  const [closed, setClosed] = useState<Record<string, boolean>>({});

  return (
    <ScrollArea type="hover" scrollbarSize={6} style={{ flex: 1 }}>
      <Stack gap={2} p={collapsed ? 'xs' : 'sm'} align={collapsed ? 'center' : 'stretch'}>
        {groups.map((group) =>
          collapsed ? (
            <CollapsedGroup key={group.label} group={group} active={active} onNavigate={onNavigate} />
          ) : group.entries.length === 0 ? (
            <NavLink
              key={group.label}
              component={Link}
              to={group.to!}
              label={group.label}
              leftSection={<GroupIcon name={group.icon} />}
              active={active === group.to}
              onClick={onNavigate}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              fw={500}
            />
          ) : (
            <NavLink
              key={group.label}
              component="button"
              aria-expanded={!closed[group.label]}
              label={group.label}
              leftSection={<GroupIcon name={group.icon} />}
              opened={!closed[group.label]}
              onChange={(open) => setClosed((c) => ({ ...c, [group.label]: !open }))}
              childrenOffset={30}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              fw={500}
            >
              {group.entries.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  active={active === entry.to}
                  onClick={onNavigate}
                  py={7}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </NavLink>
          ),
        )}
      </Stack>
    </ScrollArea>
  );
}

function GroupIcon({ name }: { name: string }) {
  const Icon = sidebarIcon(name);
  return <Icon size={20} stroke={1.6} />;
}

/** Collapsed sidebar: the group's icon with a tooltip; a group with entries opens them in a menu beside it. */
function CollapsedGroup({
  group,
  active,
  onNavigate,
}: {
  group: SidebarGroup;
  active?: string;
  onNavigate?: () => void;
}) {
  const isActive = active !== undefined && (group.to === active || group.entries.some((e) => e.to === active));
  const icon = <GroupIcon name={group.icon} />;
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
