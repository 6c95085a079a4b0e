import { List, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { TTaskHistoryEntry } from '@gestora/contract/tasks/tasks.schema';
import { cut } from '@gestora/contract/limits';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDate, formatDateTime, fromNow } from '../../lib/dates.ts';
import { memberName } from './task-badges.tsx';
import { actionName, fieldName, statusName } from './task-labels.ts';
import { useTaskHistory } from './tasks.queries.ts';
import { LoadError } from '../../components/load-error.tsx';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** One value of a change, in words: status names, dates in Spanish, lists joined, long text cut. */
export function formatValue(field: string, value: unknown): string {
  if (isEmpty(value)) return '(vacío)';
  if (field === 'status') return statusName(String(value));
  if ((field === 'start_date' || field === 'end_date') && typeof value === 'string') return formatDate(value);
  if (field === 'completed_at' && typeof value === 'string') return formatDateTime(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return cut(String(value), 120);
}

/** 'Estado: Pendiente → En proceso'; a field set for the first time shows only its new value. */
export function describeChange(field: string, [from, to]: [unknown, unknown]): string {
  const name = fieldName(field);
  if (isEmpty(from)) return `${name}: ${formatValue(field, to)}`;
  return `${name}: ${formatValue(field, from)} → ${formatValue(field, to)}`;
}

function entryAction(entry: TTaskHistoryEntry): string {
  if (entry.action === 'files') {
    const [, to] = entry.changes?.files ?? [null, null];
    return isEmpty(to) ? 'quitó un archivo' : 'adjuntó archivos';
  }
  return actionName(entry.action);
}

function Entry({ entry }: { entry: TTaskHistoryEntry }) {
  // The first values of a new task are on the page itself; listing them all again only adds noise.
  const changes = entry.action === 'created' ? [] : Object.entries(entry.changes ?? {});
  const who = entry.actor ? memberName(entry.actor) : 'Alguien';
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={600}>
          {who}
        </Text>{' '}
        {entryAction(entry)}
      </Text>
      <Text size="xs" c="dimmed" title={formatDateTime(entry.created_at)}>
        {formatDateTime(entry.created_at)} · {fromNow(entry.created_at)}
      </Text>
      {changes.length ? (
        <List size="sm" spacing={2} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {changes.map(([field, pair]) => (
            <List.Item key={field}>{describeChange(field, pair)}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** Every change of the task, newest first: who, when, and each field from what to what. */
export function TaskHistory({ taskId }: { taskId: string }) {
  const history = useTaskHistory(taskId);
  if (history.error)
    return <LoadError error={history.error} onRetry={() => history.refetch()} title="No se pudo cargar el historial" />;
  if (!history.data) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={48} />
        <Skeleton h={48} />
      </Stack>
    );
  }
  if (history.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin cambios registrados.
      </Text>
    );
  }
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
