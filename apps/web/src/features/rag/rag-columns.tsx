import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconLock } from '@tabler/icons-react';
import { Dash, Lines, NoWrap, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { formatDate } from '../../lib/dates.ts';
import type { TRagListItem } from './rag.queries.ts';

export const ragColumns: DataColumn<TRagListItem>[] = [
  nameColumn('title', 'Documento', (d) => <Lines main={d.title} strong />),
  {
    key: 'department',
    title: 'Área',
    render: (d) => (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{d.department?.name ?? 'Todos'}</Text>
        {d.restricted ? (
          <Badge size="xs" variant="light" color="orange" leftSection={<IconLock size={10} />}>
            Restringido
          </Badge>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'file',
    title: 'Archivo',
    render: (d) =>
      d.file ? (
        <Group gap={4} wrap="nowrap">
          <IconFileText size={16} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {d.file.name}
          </Text>
        </Group>
      ) : (
        <Dash />
      ),
  },
  {
    key: 'passages_count',
    title: 'Pasajes',
    align: 'right',
    render: (d) => d.passages_count.toLocaleString('es'),
  },
  {
    key: 'updated_at',
    title: 'Actualizado',
    sortKey: 'updated_at',
    render: (d) => <NoWrap>{formatDate(d.updated_at)}</NoWrap>,
  },
];
