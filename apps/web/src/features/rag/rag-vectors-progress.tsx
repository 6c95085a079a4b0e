import { Badge, Button, Group, Paper, Progress, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ragEmbeddingsQuery, useStartEmbeddings } from './rag.queries.ts';

/**
 * How many passages have their vector (only with an embeddings endpoint configured; without one retrieval is
 * full text and there is nothing to show). The background job fills them; the button restarts it when it gave
 * up (the endpoint was down) or before the next start.
 */
export function RagVectorsProgress() {
  const { data } = useQuery(ragEmbeddingsQuery());
  const start = useStartEmbeddings();
  if (!data?.configured) return null;
  const missing = data.total - data.embedded;
  const percent = data.total ? Math.floor((data.embedded * 100) / data.total) : 100;
  const label = `Vectores: ${data.embedded} de ${data.total} ${data.total === 1 ? 'pasaje' : 'pasajes'}`;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label="Vectores del Chat IA">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {data.running ? (
          <Badge color="blue" variant="light">
            Calculando
          </Badge>
        ) : missing > 0 ? (
          <Button size="xs" variant="light" loading={start.isPending} onClick={() => start.mutate(undefined)}>
            Calcular vectores pendientes
          </Button>
        ) : (
          <Badge color="green" variant="light">
            Completo
          </Badge>
        )}
      </Group>
      <Progress
        value={percent}
        color={missing === 0 ? 'green' : 'blue'}
        size="sm"
        radius="xl"
        mt="xs"
        aria-label={label}
      />
      <Text size="xs" c="dimmed" mt={6}>
        Con los vectores, el Chat IA también encuentra las preguntas escritas con otras palabras que las del documento.
      </Text>
      {start.error ? (
        <Text size="sm" c="red" mt={6} role="alert">
          {start.error.message}
        </Text>
      ) : null}
    </Paper>
  );
}
