import { List, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { THistoryEntry } from '@gestora/contract/common.schema';
import { cut } from '@gestora/contract/limits';
import { formatDateTime } from '../lib/dates.ts';
import { fromNow } from '../lib/relative-time.ts';
import { LoadError } from './load-error.tsx';
import { personName } from './people-pickers.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** How a module names its history (the field lists stay per module: task-labels.ts, ticket-labels.ts). */
export interface HistoryLabels {
  /** A field's name ('Estado'). */
  field: (field: string) => string;
  /** What the entry did, after who did it ('cambió el estado'). */
  action: (entry: THistoryEntry) => string;
  /** A value in words where plain text will not do (status names, dates); undefined keeps the plain text. */
  value?: (field: string, value: unknown) => string | undefined;
  /** Actions whose changes are not listed: the record's first values are on the page itself. */
  quiet?: readonly string[];
  /** Who an entry without an actor names ('Alguien'); none: the action alone ('El ticket venció'). */
  nobody?: string;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function formatValue(labels: HistoryLabels, field: string, value: unknown): string {
  if (isEmpty(value)) return '(vacío)';
  const own = labels.value?.(field, value);
  if (own !== undefined) return own;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return cut(String(value), 120);
}

/** 'Estado: Pendiente → En proceso'; a field set for the first time shows only its new value. */
export function describeChange(labels: HistoryLabels, field: string, [from, to]: [unknown, unknown]): string {
  const name = labels.field(field);
  if (isEmpty(from)) return `${name}: ${formatValue(labels, field, to)}`;
  return `${name}: ${formatValue(labels, field, from)} → ${formatValue(labels, field, to)}`;
}

function Entry({ entry, labels }: { entry: THistoryEntry; labels: HistoryLabels }) {
  const changes = labels.quiet?.includes(entry.action) ? [] : Object.entries(entry.changes ?? {});
  const who = entry.actor ? personName(entry.actor) : labels.nobody;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {who ? (
          <>
            <Text span fw={600}>
              {who}
            </Text>{' '}
          </>
        ) : null}
        {labels.action(entry)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(entry.created_at)} · {fromNow(entry.created_at)}
      </Text>
      {changes.length ? (
        <List size="sm" spacing={2} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {changes.map(([field, pair]) => (
            <List.Item key={field}>{describeChange(labels, field, pair)}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

interface HistoryTimelineProps {
  /** The record's history query (ZHistoryEntry pages), newest first. */
  history: { data?: { data: THistoryEntry[] }; error: Error | null; refetch: () => unknown };
  labels: HistoryLabels;
}

/** Every change of a record, newest first: who, when, and each field from what to what. */
export function HistoryTimeline({ history, labels }: HistoryTimelineProps) {
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
          <Entry entry={entry} labels={labels} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
