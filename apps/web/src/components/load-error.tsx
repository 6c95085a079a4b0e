import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';

/**
 * What could not be loaded (a list, a record, a section): the server's Spanish message ('El recurso solicitado
 * no existe.') and 'Reintentar'.
 */
export function LoadError({
  error,
  onRetry,
  title,
  extra,
}: {
  error: unknown;
  onRetry: () => void;
  title: string;
  /** Another way out beside 'Reintentar' ('Volver a proyectos'). */
  extra?: ReactNode;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={title}>
      <Text size="sm" mb="sm">
        {error instanceof Error && error.message ? error.message : MSG.serverError}
      </Text>
      <Group gap="sm">
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Reintentar
        </Button>
        {extra}
      </Group>
    </Alert>
  );
}
