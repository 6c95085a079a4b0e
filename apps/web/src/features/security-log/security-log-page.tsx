import { Link } from 'react-router';
import { Anchor, ColorSwatch, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SECURITY_EVENTS, type TSecurityLogEntry } from '@gestora/contract/security-log/security-log.schema';
import { DataTable, type DataColumn } from '../../components/data-table.tsx';
import { FilterBar, SEARCH_WIDTH } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDateTime, fromNow } from '../../lib/dates.ts';
import { summariseDetails } from './security-log-details.ts';
import { useSecurityLog } from './security-log.queries.ts';

const FILTERS = ['event'] as const;

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

const dash = (
  <Text size="sm" c="dimmed" component="span">
    —
  </Text>
);

const columns: DataColumn<TSecurityLogEntry>[] = [
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
        dash
      ),
  },
  {
    key: 'subject',
    title: 'Sobre',
    render: (e) => (e.subject ? <Text size="sm">{e.subject}</Text> : dash),
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
        dash
      );
    },
  },
];

const eventOptions = Object.entries(SECURITY_EVENTS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/** /user/security_log 'Registro de seguridad': sign-ins, password and permission changes, newest first. */
export function SecurityLogPage() {
  const { can } = useAuth();
  const list = useListParams(FILTERS);
  const log = useSecurityLog(list.query);

  return (
    <>
      {can('Ver usuarios') ? (
        <Anchor component={Link} to="/user" size="sm" mb="xs" display="inline-block">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            Usuarios
          </Group>
        </Anchor>
      ) : null}
      <PageHeader
        title="Registro de seguridad"
        subtitle="Inicios de sesión, cambios de contraseña, de usuarios y de roles, del más reciente al más antiguo."
      />
      <FilterBar onClear={list.filtered ? list.clear : undefined}>
        <SearchInput value={list.q} onChange={list.setQ} placeholder="Buscar por persona o correo" w={SEARCH_WIDTH} />
        <Select
          aria-label="Evento"
          placeholder="Todos los eventos"
          data={eventOptions}
          value={list.filters.event || null}
          onChange={(v) => list.setFilter('event', v)}
          clearable
          searchable
          w={{ base: '100%', sm: 300 }}
        />
      </FilterBar>
      <DataTable
        label="Registro de seguridad"
        columns={columns}
        rowKey={(e) => e.public_id}
        rowLabel={(e) => `${e.event_label}, ${formatDateTime(e.created_at)}`}
        page={log.data}
        loading={log.isPending}
        fetching={log.isPlaceholderData}
        error={log.error}
        onRetry={() => log.refetch()}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        filtered={list.filtered}
        minWidth={860}
      />
    </>
  );
}
