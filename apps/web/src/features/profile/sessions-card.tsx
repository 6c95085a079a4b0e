import { useState } from 'react';
import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { useRevokeOtherSessions, useRevokeSessions, useSessions } from './profile.queries.ts';
import { groupSessions } from './session-groups.ts';
import { SessionGroupRow } from './session-group-row.tsx';

const endedMessage = (n: number) => (n === 1 ? 'Sesión cerrada' : `Se cerraron ${n} sesiones`);

/**
 * 'Sesiones activas': where I am signed in, one line per device and browser, a way to end the sessions of a
 * device I no longer use, and 'Cerrar las demás sesiones' for when I do not recognise them.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const revokeOthers = useRevokeOtherSessions();
  // How many others there were when asked: the text stays put while the list refreshes behind the dialog.
  const [asking, setAsking] = useState<number | null>(null);
  const groups = groupSessions(sessions.data ?? []);
  const otherCount = (sessions.data ?? []).filter((s) => !s.current).length;
  const revoking = revoke.isPending ? (revoke.variables ?? []) : [];

  const end = (ids: string[]) =>
    revoke.mutate(ids, {
      onSuccess: () => notify(endedMessage(ids.length), 'success'),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <div>
          <Title order={2} size="h4" id="sessions-title">
            Sesiones activas
          </Title>
          <Text size="sm" c="dimmed">
            Dispositivos en los que su cuenta está abierta. Cierre las que no reconozca.
          </Text>
        </div>
        {otherCount > 0 ? (
          <Button variant="light" color="red" size="xs" onClick={() => setAsking(otherCount)}>
            Cerrar las demás sesiones
          </Button>
        ) : null}
      </Group>
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
          {groups.map((g, i) => (
            <div key={g.label}>
              {i > 0 ? <Divider /> : null}
              <SessionGroupRow group={g} onRevoke={end} revoking={revoking} />
            </div>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title="Cerrar las demás sesiones"
        confirmLabel="Cerrar las demás sesiones"
        color="red"
        onConfirm={async () => notify((await revokeOthers.mutateAsync()).message, 'success')}
      >
        {asking === 1
          ? 'Se cerrará la otra sesión abierta con su cuenta. '
          : `Se cerrarán las otras ${asking ?? 0} sesiones abiertas con su cuenta. `}
        Esta sesión seguirá abierta.
      </ConfirmDialog>
    </Card>
  );
}
