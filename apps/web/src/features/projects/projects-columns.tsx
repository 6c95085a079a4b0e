import { Group, Stack, Text } from '@mantine/core';
import type { TProject } from '@gestora/contract/projects/projects.schema';
import type { DataColumn } from '../../components/data-table.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDate } from '../../lib/dates.ts';

export const dash = (
  <Text size="sm" c="dimmed" component="span">
    —
  </Text>
);

/** 'Del 1 de marzo de 2026 al 30 de junio de 2026', on two short lines. */
export function DateSpan({ start, end }: { start: string | null; end: string | null }) {
  if (!start && !end) return dash;
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{start ? formatDate(start) : 'Sin inicio'}</Text>
      <Text size="xs" c="dimmed">
        {end ? `al ${formatDate(end)}` : 'sin fecha de fin'}
      </Text>
    </Stack>
  );
}

export const projectColumns: DataColumn<TProject>[] = [
  {
    key: 'name',
    title: 'Proyecto',
    sortKey: 'name',
    card: 'title',
    render: (p) => (
      <Stack gap={0} miw={{ base: 0, sm: 190 }}>
        <Text size="xs" c="dimmed" ff="monospace">
          {p.code}
        </Text>
        <Text size="sm" fw={500}>
          {p.name}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'client',
    title: 'Cliente',
    sortKey: 'client',
    render: (p) => (p.client ? <Text size="sm">{p.client.name}</Text> : dash),
  },
  {
    key: 'manager',
    title: 'Responsable',
    sortKey: 'manager',
    render: (p) =>
      p.manager ? (
        <Group gap="xs" wrap="nowrap">
          <UserAvatar user={p.manager} size={26} />
          <Text size="sm">{`${p.manager.name} ${p.manager.last_name}`}</Text>
        </Group>
      ) : (
        dash
      ),
  },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (p) => <StatusBadge status={p.status} /> },
  {
    key: 'dates',
    title: 'Fechas',
    sortKey: 'start_date',
    render: (p) => <DateSpan start={p.start_date} end={p.end_date} />,
  },
  { key: 'progress', title: 'Avance', width: 170, render: (p) => <ProgressMeter progress={p.progress} /> },
];
