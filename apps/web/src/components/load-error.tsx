import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from './form-errors.ts';

/** A record that could not be loaded: the server's message ('El recurso solicitado no existe.') and 'Reintentar'. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
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
