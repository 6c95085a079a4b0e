import { ColorSwatch, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TSecurityLogEntry } from '@gestora/contract/security-log/security-log.schema';
import { Dash } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { fromNow } from '../../lib/relative-time.ts';
import { summariseDetails } from './security-log-details.ts';

/** Failures and deactivations stand out in red, sign-ins in green, changes of rights in violet. */
const EVENT_COLORS: Record<string, string> = {
  login: 'green',
  login_failed: 'red',
  logout: 'gray',
  password_reset_requested: 'orange',
  password_reset: 'orange',
  password_changed: 'orange',
  session_revoked: 'gray',
  user_created: 'blue',
  user_updated: 'blue',
  user_activated: 'green',
  user_deactivated: 'red',
  user_password_reset_by_admin: 'orange',
  role_created: 'violet',
  role_updated: 'violet',
  role_deleted: 'red',
  profile_updated: 'cyan',
};

export const securityLogColumns: DataColumn<TSecurityLogEntry>[] = [
  {
    key: 'event',
    title: 'Evento',
    card: 'title',
    width: 170,
    render: (e) => (
      <Group gap={8} wrap="nowrap" align="center">
        <ColorSwatch color={`var(--mantine-color-${EVENT_COLORS[e.event] ?? 'gray'}-6)`} size={10} withShadow={false} />
        <Text size="sm" fw={500}>
          {e.event_label}
        </Text>
      </Group>
    ),
  },
  {
    key: 'created_at',
    title: 'Fecha',
    render: (e) => (
      <Tooltip label={fromNow(e.created_at)}>
        <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(e.created_at)}
        </Text>
      </Tooltip>
    ),
  },
  {
    key: 'actor',
    title: 'Realizado por',
    // The address goes under the person: one column less, so the details keep their room.
    render: (e) =>
      e.actor || e.ip ? (
        <Stack gap={0}>
          {e.actor ? <Text size="sm">{e.actor.name}</Text> : null}
          {e.ip ? (
            <Text size="xs" c="dimmed">
              IP {e.ip}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Dash />
      ),
  },
  {
    key: 'subject',
    title: 'Sobre',
    render: (e) => (e.subject ? <Text size="sm">{e.subject}</Text> : <Dash />),
  },
  {
    key: 'details',
    title: 'Detalle',
    render: (e) => {
      const text = summariseDetails(e);
      return text ? (
        <Text size="sm" c="dimmed" miw={200} maw={420}>
          {text}
        </Text>
      ) : (
        <Dash />
      );
    },
  },
];
