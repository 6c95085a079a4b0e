import { useEffect } from 'react';
import { Badge, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { MSG } from '@gestora/contract/messages';
import { LoadingLine } from '../../components/loading-line.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { fromNow } from '../../lib/relative-time.ts';
import { useMarkSeen } from './notifications.mutations.ts';
import { useNotification } from './notifications.queries.ts';

interface NotificationDetailModalProps {
  /** The notification to show; null keeps the modal closed. */
  publicId: string | null;
  onClose: () => void;
}

/** One notification in full (GET /api/find_notification); opening it marks it seen. */
export function NotificationDetailModal({ publicId, onClose }: NotificationDetailModalProps) {
  const navigate = useNavigate();
  const query = useNotification(publicId);
  const { mutate: markSeen } = useMarkSeen();
  const n = query.data;

  useEffect(() => {
    if (n?.status === '1') markSeen(n.public_id);
  }, [n?.public_id, n?.status, markSeen]);

  // Not found (or not mine): a failed notification load ends quietly (spec section 8), back to the list.
  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);

  return (
    <Modal opened={Boolean(publicId) && !query.isError} onClose={onClose} title={n?.title ?? 'Notificación'} size="lg">
      {!n ? (
        <Center py="lg">
          <LoadingLine />
        </Center>
      ) : (
        <Stack gap="md">
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{n.message}</Text>
          <Stack gap={4}>
            {n.creator && (
              <Text fz="sm" c="dimmed">
                De {n.creator.name} {n.creator.last_name}
              </Text>
            )}
            <Group gap="xs" wrap="wrap">
              <Text fz="sm" c="dimmed">
                {formatDateTime(n.created_at)} · {fromNow(n.created_at)}
              </Text>
              {n.status === '0' && (
                <Badge size="sm" variant="light" color="gray">
                  {MSG.seen}
                </Badge>
              )}
            </Group>
          </Stack>
          {n.link && (
            <Group justify="flex-end">
              <Button leftSection={<IconExternalLink size={16} />} onClick={() => navigate(n.link!)}>
                Abrir
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
