import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { formatDate } from '../lib/dates.ts';

/** A date span in two lines, '1 de marzo de 2026' over 'al 31 de marzo de 2026', or 'Sin fechas'. */
export function DateRange({ start, end, empty }: { start: string | null; end: string | null; empty?: ReactNode }) {
  if (!start && !end) {
    if (empty) return empty;
    return (
      <Text size="sm" c="dimmed">
        Sin fechas
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {start ? formatDate(start) : 'Sin inicio'}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {end ? `al ${formatDate(end)}` : 'sin fecha de fin'}
      </Text>
    </Stack>
  );
}
