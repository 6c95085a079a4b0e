import { Badge, Group } from '@mantine/core';
import type { TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { isFinished } from './ticket-labels.ts';

export const personName = (u: { name: string; last_name: string }) => `${u.name} ${u.last_name}`.trim();

/** The status, and beside it 'Vencido' in UI.md's orange outline while the ticket is open past its due date. */
export function TicketStatusBadge({ ticket }: { ticket: Pick<TTicketListItem, 'status' | 'overdue'> }) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge status={ticket.status} />
      {ticket.overdue ? <StatusBadge status="Vencido" overdue /> : null}
    </Group>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <StatusBadge status={priority} variant="dot" />;
}

/** 'Vence el 5 de marzo de 2026 14:00', or 'Venció el …' in orange once past (service levels count hours). */
export function TicketDueBadge({ ticket }: { ticket: Pick<TTicketListItem, 'due_at' | 'overdue' | 'status'> }) {
  if (!ticket.due_at) return null;
  const done = isFinished(ticket.status);
  return (
    <Badge
      component="span"
      size="sm"
      radius="sm"
      tt="none"
      variant={ticket.overdue ? 'outline' : 'light'}
      color={ticket.overdue ? 'orange' : done ? 'green' : 'gray'}
      miw="max-content"
    >
      {ticket.overdue ? 'Venció el ' : 'Vence el '}
      {formatDateTime(ticket.due_at)}
    </Badge>
  );
}
