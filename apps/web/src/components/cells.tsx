import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { formatDate } from '../lib/dates.ts';
import type { DataColumn } from './data-table-parts.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** An empty cell. */
export function Dash() {
  return (
    <Text size="sm" c="dimmed" component="span">
      —
    </Text>
  );
}

/** A value that must not wrap (a date). */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** A person with their picture, or a dimmed text when there is none ('Sin responsable'). */
export function PersonCell({
  user,
  size = 26,
  none = null,
}: {
  user: { name: string; last_name: string; avatar_url: string | null } | null;
  size?: number;
  none?: string | null;
}) {
  if (!user)
    return none ? (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    ) : (
      <Dash />
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar user={user} size={size} />
      <Text size="sm">{`${user.name} ${user.last_name}`}</Text>
    </Group>
  );
}

/**
 * A cell of one to three short lines: the first in full size (bold for a row's name), the others small and
 * dimmed; empty values are left out, and a cell with none shows a dash.
 */
export function Lines({ main, more = [], strong = false }: { main: ReactNode; more?: ReactNode[]; strong?: boolean }) {
  const rest = more.filter(Boolean);
  if (!main && rest.length === 0) return <Dash />;
  return (
    <Stack gap={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {main ? (
        <Text size="sm" fw={strong ? 500 : undefined}>
          {main}
        </Text>
      ) : null}
      {rest.map((line, i) => (
        <Text key={i} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The usual first column of a list: what names the row (field `key`, also its sort key; in bold unless `render`
 * says otherwise), the heading of the row's card on a phone.
 */
export function nameColumn<T>(
  key: keyof T & string,
  title: string,
  render: (row: T) => ReactNode = (row) => (
    <Text fw={500} size="sm">
      {String(row[key])}
    </Text>
  ),
): DataColumn<T> {
  return { key, title, sortKey: key, card: 'title', render };
}

/** The usual last column of a list: when the record was made ('5 de marzo de 2026'), sortable. */
export function createdColumn<T extends { created_at: string }>(title: string): DataColumn<T> {
  return {
    key: 'created_at',
    title,
    sortKey: 'created_at',
    render: (r) => <NoWrap>{formatDate(r.created_at)}</NoWrap>,
  };
}
