import { Anchor, Badge, Button, Collapse, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import type { TSession } from '@gestora/contract/profile/profile.schema';
import { formatDateTime } from '../../lib/dates.ts';
import { fromNow } from '../../lib/relative-time.ts';
import type { SessionGroup } from './session-groups.ts';

interface SessionGroupRowProps {
  group: SessionGroup;
  /** Ends the given sessions of this group. */
  onRevoke: (ids: string[]) => void;
  /** The ids being ended right now (their buttons show busy). */
  revoking: readonly string[];
}

const LastUse = ({ at }: { at: string }) => (
  <Tooltip label={formatDateTime(at)}>
    <span>Último uso {fromNow(at)}</span>
  </Tooltip>
);

/** One session of an opened group: when it began and was last used, and its own 'Cerrar'. */
function SessionLine({ session, onRevoke, busy }: { session: TSession; onRevoke: () => void; busy: boolean }) {
  const began = formatDateTime(session.created_at);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="listitem" aria-label={`Sesión iniciada el ${began}`}>
      <Text size="xs" c="dimmed" style={{ minWidth: 0, flex: 1 }}>
        {`Inició el ${began} · `}
        <LastUse at={session.last_used_at} />
        {session.ip ? ` · IP ${session.ip}` : ''}
      </Text>
      {session.current ? (
        <Badge color="green" variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
          Esta sesión
        </Badge>
      ) : (
        <Button
          variant="subtle"
          color="red"
          size="compact-xs"
          onClick={onRevoke}
          loading={busy}
          style={{ flexShrink: 0 }}
        >
          Cerrar
        </Button>
      )}
    </Group>
  );
}

/**
 * A device and browser of mine: how many sessions it holds and its last use, 'Esta sesión' when this browser is
 * one of them, a 'Cerrar' that ends the group's sessions (never this one: signing out here is 'Salir' in the user
 * menu), and the single sessions behind a toggle, each with its own 'Cerrar'.
 */
export function SessionGroupRow({ group, onRevoke, revoking }: SessionGroupRowProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const Icon = group.mobile ? IconDeviceMobile : IconDeviceDesktop;
  const others = group.sessions.filter((s) => !s.current).map((s) => s.public_id);
  const count = group.sessions.length;
  const listId = `sessions-of-${group.sessions[0].public_id}`;
  return (
    <Stack gap={6} py="sm" role="listitem" aria-label={group.label}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <ThemeIcon variant="light" color={group.current ? 'brand' : 'gray'} size={40} radius="md">
            <Icon size={22} stroke={1.6} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {group.label}
              </Text>
              {group.current ? (
                <Badge color="green" variant="light" radius="sm" tt="none">
                  Esta sesión
                </Badge>
              ) : null}
              {count > 1 ? (
                <Badge color="gray" variant="light" radius="sm" tt="none">
                  {count} sesiones
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              <LastUse at={group.lastUsedAt} />
              {group.ip ? ` · IP ${group.ip}` : ''}
              {count === 1 ? ` · Inició el ${formatDateTime(group.sessions[0].created_at)}` : ''}
            </Text>
            {count > 1 ? (
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={toggle}
                aria-expanded={opened}
                aria-controls={listId}
              >
                {opened ? 'Ocultar las sesiones' : `Ver las ${count} sesiones`}
              </Anchor>
            ) : null}
          </div>
        </Group>
        {others.length > 0 ? (
          <Button
            variant="default"
            size="xs"
            onClick={() => onRevoke(others)}
            loading={others.some((id) => revoking.includes(id))}
            aria-label={group.current ? `Cerrar las otras sesiones de ${group.label}` : `Cerrar ${group.label}`}
          >
            {group.current ? 'Cerrar las otras' : 'Cerrar'}
          </Button>
        ) : null}
      </Group>
      {count > 1 ? (
        <Collapse expanded={opened}>
          <Stack gap={6} pl={{ base: 0, sm: 52 }} role="list" id={listId} aria-label={`Sesiones de ${group.label}`}>
            {group.sessions.map((s) => (
              <SessionLine
                key={s.public_id}
                session={s}
                busy={revoking.includes(s.public_id)}
                onRevoke={() => onRevoke([s.public_id])}
              />
            ))}
          </Stack>
        </Collapse>
      ) : null}
    </Stack>
  );
}
