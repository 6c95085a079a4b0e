import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** A titled block of a detail or form page (UI.md: sections for related items), with a count or link aside. */
export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
