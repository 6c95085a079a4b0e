import { Stack, Text } from '@mantine/core';
import type { TProjectListItem } from '@gestora/contract/projects/projects.schema';
import { Dash, PersonCell, nameColumn } from '../../components/cells.tsx';
import { DateRange } from '../../components/date-range.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

export const projectColumns: DataColumn<TProjectListItem>[] = [
  nameColumn('name', 'Proyecto', (p) => (
    <Stack gap={0} miw={{ base: 0, sm: 190 }}>
      <Text size="xs" c="dimmed" ff="monospace">
        {p.code}
      </Text>
      <Text size="sm" fw={500}>
        {p.name}
      </Text>
    </Stack>
  )),
  {
    key: 'client',
    title: 'Cliente',
    sortKey: 'client',
    render: (p) => (p.client ? <Text size="sm">{p.client.name}</Text> : <Dash />),
  },
  {
    key: 'manager',
    title: 'Responsable',
    sortKey: 'manager',
    render: (p) => <PersonCell user={p.manager} />,
  },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (p) => <StatusBadge status={p.status} /> },
  {
    key: 'dates',
    title: 'Fechas',
    sortKey: 'start_date',
    render: (p) => <DateRange start={p.start_date} end={p.end_date} empty={<Dash />} />,
  },
  { key: 'progress', title: 'Avance', width: 170, render: (p) => <ProgressMeter progress={p.progress} /> },
];
