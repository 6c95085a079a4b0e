import { useState } from 'react';
import { ActionIcon, Button, Group, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TMicroTask } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import type { TSubtask } from '@gestora/contract/subtasks/subtasks.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DateField } from '../../components/date-field.tsx';
import { MicroTaskCheck } from '../../components/micro-task-check.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { LoadError } from '../../components/load-error.tsx';
import { HttpError } from '../../lib/http.ts';
import { notifyError } from '../../lib/notify.ts';
import { useAddMicroTask, useDeleteMicroTask, useMicroTasks, useTickMicroTask } from './subtasks.queries.ts';

interface ChecklistProps {
  subtask: TSubtask;
  /** The viewer may add items (manages the task, or is the subtask's responsible). */
  canAdd: boolean;
}

/** A subtask's micro-tasks as a checklist: tick (optimistic), add with an optional due date, delete. */
export function MicroTaskChecklist({ subtask, canAdd }: ChecklistProps) {
  const list = useMicroTasks(subtask.public_id, true);
  const tick = useTickMicroTask(subtask.public_id);
  const add = useAddMicroTask(subtask.public_id);
  const remove = useDeleteMicroTask();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TMicroTask | null>(null);

  const submit = () => {
    setError(null);
    add.mutate(
      { title, due_date: due },
      {
        onSuccess: () => {
          setTitle('');
          setDue(null);
        },
        onError: (e) => setError(e instanceof HttpError && e.errors ? Object.values(e.errors)[0][0] : errorMessage(e)),
      },
    );
  };

  if (list.isPending) return <Skeleton height={60} radius="sm" aria-label="Cargando microtareas" />;
  if (list.isError) {
    return (
      <LoadError title="No se pudieron cargar las microtareas" error={list.error} onRetry={() => void list.refetch()} />
    );
  }
  const items = list.data.data;
  return (
    <Stack gap={6}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin microtareas.
        </Text>
      ) : (
        items.map((m) => (
          <Group key={m.public_id} gap="xs" wrap="nowrap" justify="space-between">
            <MicroTaskCheck
              item={m}
              onTick={(done) =>
                tick.mutate({ id: m.public_id, done }, { onError: (err) => notifyError(errorMessage(err)) })
              }
            />
            <Group gap={6} wrap="nowrap">
              {m.can.edit ? (
                <Tooltip label="Eliminar microtarea">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Eliminar microtarea ${m.title}`}
                    onClick={() => setDeleting(m)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Group>
        ))
      )}
      {canAdd ? (
        <Group gap="xs" align="flex-start" wrap="wrap" mt={4}>
          <TextInput
            aria-label="Nueva microtarea"
            placeholder="Nueva microtarea"
            value={title}
            maxLength={200}
            error={error}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submit();
              }
            }}
            style={{ flex: '1 1 12rem' }}
          />
          <DateField
            aria-label="Fecha límite"
            placeholder="Fecha límite"
            value={due}
            onChange={(v) => setDue(v)}
            minDate={subtask.start_date ?? undefined}
            maxDate={subtask.end_date ?? undefined}
            style={{ flex: '0 1 11rem' }}
          />
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={submit} loading={add.isPending}>
            Agregar
          </Button>
        </Group>
      ) : null}
      <ConfirmDelete
        target={deleting ? { kind: 'microtarea', name: deleting.title } : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.public_id)}
      />
    </Stack>
  );
}
