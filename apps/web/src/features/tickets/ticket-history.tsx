import { List, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { TTicketHistoryEntry } from '@gestora/contract/tickets/tickets.schema';
import { cut } from '@gestora/contract/limits';
import { LoadError } from '../../components/load-error.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDateTime, fromNow } from '../../lib/dates.ts';
import { personName } from './ticket-badges.tsx';
import { actionName, fieldName } from './ticket-labels.ts';
import { useTicketHistory } from './tickets.queries.ts';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function formatValue(field: string, value: unknown): string {
  if (isEmpty(value)) return '(vacío)';
  if (field === 'due_at' && typeof value === 'string') return formatDateTime(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return cut(String(value), 120);
}

/** 'Estado: Abierto → En proceso'; a value set for the first time shows only the new one. */
export function describeChange(field: string, change: unknown): string {
  const name = fieldName(field);
  if (!Array.isArray(change) || change.length !== 2) return name;
  const [from, to] = change as [unknown, unknown];
  if (isEmpty(from)) return `${name}: ${formatValue(field, to)}`;
  return `${name}: ${formatValue(field, from)} → ${formatValue(field, to)}`;
}

function Entry({ entry }: { entry: TTicketHistoryEntry }) {
  // The first values of a new ticket are on the page itself; listing them again only adds noise.
  const changes = entry.action === 'created' || entry.action === 'overdue' ? [] : Object.entries(entry.changes ?? {});
  const actor = entry.actor ? personName(entry.actor) : null;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {actor ? (
          <>
            <Text span fw={600}>
              {actor}
            </Text>{' '}
            {actionName(entry.action)}
          </>
        ) : (
          actionName(entry.action)
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(entry.created_at)} · {fromNow(entry.created_at)}
      </Text>
      {changes.length ? (
        <List size="sm" spacing={2} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {changes.map(([field, change]) => (
            <List.Item key={field}>{describeChange(field, change)}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** Every change of the ticket, newest first: who, when, and each field from what to what. */
export function TicketHistory({ ticketId }: { ticketId: string }) {
  const history = useTicketHistory(ticketId);
  if (history.error)
    return <LoadError error={history.error} onRetry={() => history.refetch()} title="No se pudo cargar el historial" />;
  if (!history.data) return <Skeleton h={96} radius="md" aria-busy />;
  if (history.data.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin cambios registrados.
      </Text>
    );
  return (
    <Timeline bulletSize={28} lineWidth={2} aria-label="Historial">
      {history.data.data.map((entry) => (
        <Timeline.Item key={entry.id} bullet={entry.actor ? <UserAvatar user={entry.actor} size={24} /> : null}>
          <Entry entry={entry} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
