import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../components/form-errors.ts';

/** A task that could not be loaded: the server's message and 'Reintentar'. */
export function LoadError({
  error,
  onRetry,
  title = 'No se pudo cargar la tarea',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={title}>
      <Text size="sm" mb="sm">
        {errorMessage(error)}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  );
}
