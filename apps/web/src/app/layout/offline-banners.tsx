import { useEffect } from 'react';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOfflineState } from '../../lib/offline.ts';
import { applyUpdate, startOfflineWorker, useUpdateWaiting } from '../../lib/offline-worker.ts';

export const OFFLINE_NOTICE = 'Sin conexión: se muestran los datos guardados.';

/** The notice, while the browser is offline or a list on screen came from the service worker's cache. */
export function OfflineNotice() {
  const { offline, savedData } = useOfflineState();
  if (!offline && !savedData) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      radius="md"
      mb="md"
      py="xs"
      icon={<IconCloudOff size={18} />}
      data-testid="offline-notice"
    >
      <Text size="sm">{OFFLINE_NOTICE}</Text>
    </Alert>
  );
}

/** A new version of the app waits: 'Actualizar' lets it take over and loads the page again. */
export function UpdateBanner() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      style={{
        position: 'fixed',
        insetInline: 16,
        // Above a phone's home indicator (viewport-fit=cover in index.html).
        bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        maxWidth: 420,
        marginInline: 'auto',
        zIndex: 300,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500}>
          Hay una nueva versión
        </Text>
        <Button size="xs" onClick={applyUpdate}>
          Actualizar
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * What the frame shows about the app working offline, loaded after the first paint (shell-layout.tsx): the notice
 * above the page, the update banner at the bottom. Mounting it registers the service worker.
 */
export function OfflineBanners() {
  useEffect(() => void startOfflineWorker(), []);
  return (
    <>
      <OfflineNotice />
      <UpdateBanner />
    </>
  );
}
