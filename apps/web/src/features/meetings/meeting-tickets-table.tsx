import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from '../../lib/router/link.tsx';
import type { TMeetingTicket } from '@gestora/contract/meetings/meetings.schema';
import { NoWrap, PersonCell } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDate } from '../../lib/dates.ts';

/**
 * A meeting's agreements: code (to its public page), title ('Trasladado' when an earlier meeting raised it),
 * responsible, due date and status.
 */
export const meetingTicketColumns: DataColumn<TMeetingTicket>[] = [
  {
    key: 'code',
    title: 'Código',
    render: (t) => (
      <Anchor
        component={Link}
        to={`/find_ticket/${t.public_id}`}
        size="sm"
        ff="monospace"
        onClick={(e) => e.stopPropagation()}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t.code}
      </Anchor>
    ),
  },
  {
    key: 'title',
    title: 'Acuerdo',
    card: 'title',
    render: (t) => (
      <Group gap={6} wrap="wrap" miw={170}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'break-word' }}>
          {t.title}
        </Text>
        {t.carried_over ? (
          <Badge size="xs" variant="light" color="grape" title="Acuerdo de una reunión anterior">
            Trasladado
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    key: 'responsible',
    title: 'Responsable',
    render: (t) => <PersonCell user={t.responsible} none="Sin responsable" />,
  },
  {
    key: 'due',
    title: 'Fecha límite',
    render: (t) => (
      <NoWrap>
        <Text size="sm">{formatDate(t.due_at)}</Text>
      </NoWrap>
    ),
  },
  {
    key: 'status',
    title: 'Estado',
    render: (t) => <StatusBadge status={t.overdue ? `${t.status} · vencido` : t.status} overdue={t.overdue} />,
  },
];
