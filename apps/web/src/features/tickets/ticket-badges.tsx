import { Group, Stack, Text } from '@mantine/core';
import type { TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import { DueBadge } from '../../components/due-badge.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { isFinished } from './ticket-labels.ts';

export const personName = (u: { name: string; last_name: string }) => `${u.name} ${u.last_name}`.trim();

/** A ticket in a list's first column: its code small above its title. */
export function TicketTitle({ ticket, miw }: { ticket: { code: string; title: string }; miw?: number }) {
  return (
    <Stack gap={0} miw={miw}>
      <Text size="xs" c="dimmed" ff="monospace">
        {ticket.code}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {ticket.title}
      </Text>
    </Stack>
  );
}

/**
 * The status, and beside it 'Vencido' in UI.md's orange outline while the ticket is open past its due date. Lists
 * leave that badge out (`compact`): there the row and its due date are orange already.
 */
export function TicketStatusBadge({
  ticket,
  compact = false,
}: {
  ticket: Pick<TTicketListItem, 'status' | 'overdue'>;
  compact?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge status={ticket.status} />
      {ticket.overdue && !compact ? <StatusBadge status="Vencido" overdue /> : null}
    </Group>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <StatusBadge status={priority} variant="dot" />;
}

/**
 * 'Vence el 5 de marzo de 2026, 14:00', or 'Venció el …' in orange once past: service levels count hours, so the
 * time is shown with the date.
 */
export function TicketDueBadge({ ticket }: { ticket: Pick<TTicketListItem, 'due_at' | 'overdue' | 'status'> }) {
  if (!ticket.due_at) return null;
  const when = formatDateTime(ticket.due_at);
  return (
    <DueBadge when={when} overdue={ticket.overdue} done={isFinished(ticket.status)} title={`Vencimiento: ${when}`} />
  );
}
