import { Stack, Text } from '@mantine/core';
import type { TClient } from '@gestora/contract/clients/clients.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { Dash, NoWrap } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { formatDate } from '../../lib/dates.ts';

export const clientColumns: DataColumn<TClient>[] = [
  {
    key: 'name',
    title: 'Cliente',
    sortKey: 'name',
    card: 'title',
    render: (c) => (
      <Stack gap={0}>
        <Text fw={500} size="sm">
          {c.name}
        </Text>
        {c.tax_id ? (
          <Text size="xs" c="dimmed">
            {c.tax_id}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'contact',
    title: 'Contacto',
    render: (c) =>
      c.contact_name || c.email || c.phone ? (
        <Stack gap={0} style={{ minWidth: 0 }}>
          {c.contact_name ? <Text size="sm">{c.contact_name}</Text> : null}
          {c.email ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {c.email}
            </Text>
          ) : null}
          {c.phone ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {c.phone}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Dash />
      ),
  },
  {
    key: 'projects_count',
    title: 'Proyectos',
    sortKey: 'projects_count',
    align: 'right',
    render: (c) => c.projects_count.toLocaleString('es'),
  },
  { key: 'active', title: 'Estado', sortKey: 'active', render: (c) => <ActiveBadge active={c.active} /> },
  {
    key: 'created_at',
    title: 'Registrado',
    sortKey: 'created_at',
    render: (c) => <NoWrap>{formatDate(c.created_at)}</NoWrap>,
  },
];
