import { Card, Group, Pagination, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of cards while its first page loads: three placeholders of the cards' height. */
export function CardSkeletons({ height, label }: { height: number; label?: string }) {
  return (
    <Stack gap="sm" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** What a list of cards shows when it has none: its message (and what to do) centred in a card. */
export function EmptyCard({ gap, children }: { gap: 'xs' | 'sm'; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap={gap}>
        {children}
      </Stack>
    </Card>
  );
}

/** The page buttons under a list of cards; nothing while it fits in one page. */
export function CardPages({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={pages} value={page} onChange={onChange} />
    </Group>
  );
}
