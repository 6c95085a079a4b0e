import { useCallback } from 'react';
import { Box, Center, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { LIMITS, cut } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import type { TNotification } from '@gestora/contract/notifications/notifications.schema';
import { LoadingLine } from '../../components/loading-line.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { fromNow } from '../../lib/relative-time.ts';
import { NotificationDetailModal } from './notification-detail-modal.tsx';
import { SeenBadge, UnseenDot } from './notification-marks.tsx';
import type { TNotificationKind } from './notifications.keys.ts';
import { flattenUnique, useNotificationPages } from './notifications.queries.ts';
import classes from './notifications-list.module.css';
import { useInfiniteSentinel } from '../../lib/use-infinite-sentinel.ts';

const PAGES: Record<TNotificationKind, { title: string; subtitle: string; base: string }> = {
  task: {
    title: 'Notificaciones de tareas',
    subtitle: 'Todas las notificaciones de sus tareas, de la más reciente a la más antigua.',
    base: '/notification/all_tasks_notifications',
  },
  ticket: {
    title: 'Notificaciones de tickets',
    subtitle:
      'Todas las demás notificaciones: sus tickets, reuniones, publicaciones, ideas y su cuenta, de la más reciente a la más antigua.',
    base: '/notification/all_tickets_notifications',
  },
};

/**
 * The full list of the task or ticket notifications (spec section 2): infinite scroll that ends on an empty page,
 * messages cut at 30 characters. The route's :id is 'all' or one notification, shown in a modal and marked seen.
 */
function NotificationsListPage({ kind }: { kind: TNotificationKind }) {
  const { id = 'all' } = useParams();
  const navigate = useNavigate();
  const page = PAGES[kind];
  const query = useNotificationPages(kind);
  const items = flattenUnique(query.data, (p) => p.all_notifications.data);
  const sentinelRef = useInfiniteSentinel({
    enabled: query.hasNextPage && !query.isFetching && !query.isFetchNextPageError,
    onReach: () => void query.fetchNextPage(),
    version: query.data?.pages.length ?? 0,
  });
  const closeDetail = useCallback(() => navigate(`${page.base}/all`, { replace: true }), [navigate, page.base]);
  const firstLoad = query.isPending && query.fetchStatus !== 'idle';
  const empty = !firstLoad && items.length === 0;

  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} />
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {firstLoad ? (
          <Stack gap={0} aria-busy="true" aria-label={MSG.loading}>
            {[0, 1, 2, 3].map((i) => (
              <Box key={i} px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Skeleton h={14} w="45%" mb={8} />
                <Skeleton h={12} w="70%" />
              </Box>
            ))}
          </Stack>
        ) : empty ? (
          <Stack align="center" gap={6} py={48} px="md">
            <IconBellOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed" ta="center">
              {MSG.noRecords}
            </Text>
          </Stack>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((n) => (
              <NotificationRow
                key={n.public_id}
                notification={n}
                onOpen={() => navigate(`${page.base}/${n.public_id}`)}
              />
            ))}
          </Box>
        )}
      </Paper>
      {!empty && !firstLoad && (
        <>
          <div ref={sentinelRef} aria-hidden style={{ height: 1 }} />
          <Center py="md" mih={52}>
            {query.isFetchingNextPage ? (
              <LoadingLine />
            ) : query.hasNextPage && !query.isFetchNextPageError ? null : (
              <Text fz="sm" c="dimmed">
                {MSG.noMore}
              </Text>
            )}
          </Center>
        </>
      )}
      <NotificationDetailModal publicId={id === 'all' ? null : id} onClose={closeDetail} />
    </>
  );
}

function NotificationRow({ notification: n, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const seen = n.status === '0';
  return (
    <Box
      component="li"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="notification-row"
      data-seen={seen ? 'true' : 'false'}
    >
      <UnstyledButton onClick={onOpen} w="100%" px="md" py="sm" className={classes.row}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UnseenDot seen={seen} mt={7} />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text fw={seen ? 500 : 650} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
              {n.title}
            </Text>
            <Text fz="sm" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
              {cut(n.message, LIMITS.notificationMessageChars)}
            </Text>
            <Group gap={6} mt={6} wrap="wrap">
              {n.creator && (
                <Text fz="xs" c="dimmed">
                  {n.creator.name} {n.creator.last_name} ·
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {fromNow(n.created_at)}
              </Text>
              <SeenBadge seen={seen} />
            </Group>
          </Box>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

export const TaskNotificationsPage = () => <NotificationsListPage kind="task" />;
export const TicketNotificationsPage = () => <NotificationsListPage kind="ticket" />;
