import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A labelled value on a detail (a task's dates, a ticket's department): the label small and dimmed above it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
