import { Link } from '../../lib/router/link.tsx';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { LIMITS } from '@gestora/contract/limits';
import { LoadError } from '../../components/load-error.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { SubtaskCards } from './subtask-card.tsx';
import { useSubtasks } from './subtasks.queries.ts';

/**
 * The task's subtasks on its detail (composed there by app/routes): where a member who lacks 'Ver subtareas' (the
 * Colaborador) sees them, moves the ones they are responsible for and ticks their micro-tasks. The API decides
 * per item what may be ticked.
 */
export function TaskSubtasksSection({ taskId }: { taskId: string }) {
  const { user, can } = useAuth();
  const list = useSubtasks(taskId, { per_page: LIMITS.maxPerPage });
  const manage = list.data?.task.can.manage ?? false;
  const total = list.data?.total ?? 0;

  return (
    <Paper component="section" aria-labelledby="subtareas-title" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} size="h4" id="subtareas-title">
          Subtareas{list.data && total ? ` (${total})` : ''}
        </Title>
        {can('Ver subtareas') ? (
          <Anchor component={Link} to={`/subtasks_in_task/${taskId}`} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconListDetails size={16} aria-hidden />
              Gestionar subtareas
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title="No se pudieron cargar las subtareas" />
      ) : !list.data ? (
        <Stack gap="sm" aria-label="Cargando subtareas">
          <Skeleton h={88} radius="md" />
          <Skeleton h={88} radius="md" />
        </Stack>
      ) : list.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Esta tarea no tiene subtareas
        </Text>
      ) : (
        <Stack gap="sm">
          <SubtaskCards subtasks={list.data.data} manage={manage} userId={user?.public_id} />
          {total > list.data.data.length ? (
            <Text size="sm" c="dimmed">
              Se muestran {list.data.data.length} de {total} subtareas.
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
