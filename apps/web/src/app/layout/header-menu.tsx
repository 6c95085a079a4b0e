import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Center, Group, Menu, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';
import { LoadingLine } from '../../components/loading-line.tsx';
import { useInfiniteSentinel } from '../../lib/use-infinite-sentinel.ts';
import { UnreadBadge } from './unread-badge.tsx';

export interface InfiniteListState {
  /** False once a page came back empty (spec: the list ends on an empty page). */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Pages loaded so far. */
  pages: number;
}

/** The part of TanStack's useInfiniteQuery result that infinite scroll reads. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  data?: { pages: unknown[] };
}

/** The infinite scroll of a menu whose items come page by page from `query` (a useInfiniteQuery). */
export function infiniteOf(query: PagedQuery): InfiniteListState {
  return {
    hasMore: query.hasNextPage && !query.isFetchNextPageError,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    pages: query.data?.pages.length ?? 0,
  };
}

export interface HeaderMenuProps {
  /** Accessible name of the button and title of the dropdown. */
  label: string;
  icon: ReactNode;
  /** Unread items; the badge hides at 0. */
  unread?: number;
  /** data-testid of the unread badge (e2e reads the count there). */
  countTestId?: string;
  loading?: boolean;
  /** Shown when there are no items (the spec's Spanish empty texts). */
  emptyText: string;
  emptyIcon?: ReactNode;
  /** The items; none (or an empty array) shows the empty state. */
  children?: ReactNode;
  footer?: ReactNode;
  /** Infinite scroll inside the dropdown: the next page loads when the end of the list comes into view. */
  infinite?: InfiniteListState;
  onOpen?: () => void;
  /** Mounted open: its button was pressed before its code had loaded (deferred-menu.tsx). */
  defaultOpened?: boolean;
}

/** A top-bar icon with a dropdown list: the base of the notification bell and the ticket and task menus. */
export function HeaderMenu(props: HeaderMenuProps) {
  const {
    label,
    icon,
    unread = 0,
    countTestId,
    loading,
    emptyText,
    emptyIcon,
    children,
    footer,
    infinite,
    onOpen,
    defaultOpened = false,
  } = props;
  const hasItems = Array.isArray(children) ? children.length > 0 : Boolean(children);
  const [opened, setOpened] = useState(defaultOpened);
  // Mounted open: what opening does (the task and ticket menus zero their count), once.
  const [openedOnMount] = useState(() => (defaultOpened ? onOpen : undefined));
  useEffect(() => openedOnMount?.(), [openedOnMount]);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const sentinelRef = useInfiniteSentinel({
    root: viewport,
    enabled: Boolean(infinite?.hasMore && !infinite.loadingMore),
    onReach: () => infinite?.onLoadMore(),
    version: infinite?.pages ?? 0,
  });

  return (
    <Menu
      position="bottom-end"
      width="min(360px, calc(100vw - 16px))"
      shadow="lg"
      offset={10}
      withinPortal
      opened={opened}
      onChange={setOpened}
      onOpen={onOpen}
    >
      {/* The menu's ARIA attributes go on the button itself: a div may not carry aria-expanded. */}
      <UnreadBadge unread={unread} countTestId={countTestId}>
        <Tooltip label={label} disabled={opened}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size={38} radius="xl" aria-label={label}>
              {icon}
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
      </UnreadBadge>
      <Menu.Dropdown p={0}>
        <Group
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          px="md"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap={8} wrap="nowrap">
            <Text fw={600} fz="sm">
              {label}
            </Text>
            {unread > 0 && (
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {unread} sin leer
              </Text>
            )}
          </Group>
        </Group>
        {loading ? (
          <Center py="lg">
            <LoadingLine />
          </Center>
        ) : hasItems ? (
          <ScrollArea.Autosize mah="min(420px, calc(100dvh - 180px))" viewportRef={setViewport}>
            <Box p={4}>{children}</Box>
            {infinite && (
              <>
                <div ref={sentinelRef} aria-hidden style={{ height: 1 }} />
                <Text fz="xs" c="dimmed" ta="center" pb="sm" pt={4} mih={28}>
                  {infinite.loadingMore ? MSG.loading : infinite.hasMore ? '' : MSG.noMore}
                </Text>
              </>
            )}
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
