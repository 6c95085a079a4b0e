import { Group, Loader, Text } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';

/** 'Cargando…' beside a small loader: where a panel or the end of a list waits for its data. */
export function LoadingLine() {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text fz="sm" c="dimmed">
        {MSG.loading}
      </Text>
    </Group>
  );
}
