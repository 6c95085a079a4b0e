import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import type { TSession } from '@gestora/contract/profile/profile.schema';
import { errorMessage } from '../../components/form-errors.ts';
import { describeUserAgent, isMobileAgent } from '../../components/user-agent.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { fromNow } from '../../lib/relative-time.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { useRevokeSession, useSessions } from './profile.queries.ts';

function SessionRow({ session, onRevoke, revoking }: { session: TSession; onRevoke: () => void; revoking: boolean }) {
  const mobile = session.kind === 'native' || isMobileAgent(session.user_agent);
  const Icon = mobile ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py="sm"
      role="listitem"
      aria-label={describeUserAgent(session.user_agent, session.kind)}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
        <ThemeIcon variant="light" color={session.current ? 'brand' : 'gray'} size={40} radius="md">
          <Icon size={22} stroke={1.6} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {describeUserAgent(session.user_agent, session.kind)}
            </Text>
            {session.current ? (
              <Badge color="green" variant="light" radius="sm" tt="none">
                Esta sesión
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {session.ip ? `IP ${session.ip} · ` : ''}
            <Tooltip label={formatDateTime(session.last_used_at)}>
              <span>Último uso {fromNow(session.last_used_at)}</span>
            </Tooltip>
            {` · Inició el ${formatDateTime(session.created_at)}`}
          </Text>
        </div>
      </Group>
      {session.current ? null : (
        <Button variant="default" size="xs" onClick={onRevoke} loading={revoking}>
          Cerrar sesión
        </Button>
      )}
    </Group>
  );
}

/** 'Sesiones activas': where I am signed in, and a way to end a session on a device I no longer use. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();

  // The current one first, then by last use.
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-title">
      <Title order={2} size="h4" id="sessions-title">
        Sesiones activas
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Dispositivos en los que su cuenta está abierta. Cierre las que no reconozca.
      </Text>
      {sessions.isPending ? (
        <Stack gap="sm" mt="sm">
          <Skeleton height={44} radius="md" />
          <Skeleton height={44} radius="md" />
        </Stack>
      ) : sessions.error ? (
        <Alert color="red" variant="light" mt="sm">
          <Text size="sm" mb="xs">
            {errorMessage(sessions.error)}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={() => sessions.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <Stack gap={0} role="list" aria-label="Sesiones activas">
          {list.map((s, i) => (
            <div key={s.public_id}>
              {i > 0 ? <Divider /> : null}
              <SessionRow
                session={s}
                revoking={revoke.isPending && revoke.variables === s.public_id}
                onRevoke={() =>
                  revoke.mutate(s.public_id, {
                    onSuccess: (answer) => notify(answer.message, 'success'),
                    onError: (error) => notifyError(errorMessage(error)),
                  })
                }
              />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
