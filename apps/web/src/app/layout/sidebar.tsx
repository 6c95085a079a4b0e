import { lazy, Suspense, useState } from 'react';
import { NavLink, Stack } from '@mantine/core';
import { useLocation } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { visibleSidebar } from '@gestora/contract/sidebar';
import { useAuth } from '../../lib/auth-store.ts';
import { sidebarIcon } from './sidebar-icons.ts';
import classes from './sidebar.module.css';

/** The icons-only sidebar (tooltips, a menu per group) loads when the user first shrinks the sidebar. */
const CollapsedGroup = lazy(() => import('./collapsed-group.tsx').then((m) => ({ default: m.CollapsedGroup })));

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
    <div className={classes.frame}>
      <div className={classes.viewport}>
        <Suspense fallback={null}>
          <Stack
            className={classes.content}
            gap={2}
            p={collapsed ? 'xs' : 'sm'}
            align={collapsed ? 'center' : 'stretch'}
          >
            {groups.map((group) =>
              collapsed ? (
                <CollapsedGroup
                  key={group.label}
                  group={group}
                  icon={<GroupIcon name={group.icon} />}
                  active={active}
                  onNavigate={onNavigate}
                />
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
        </Suspense>
      </div>
    </div>
  );
}

function GroupIcon({ name }: { name: string }) {
  const Icon = sidebarIcon(name);
  return <Icon size={20} stroke={1.6} />;
}
