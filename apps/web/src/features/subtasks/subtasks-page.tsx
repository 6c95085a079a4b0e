import { useState } from 'react';
import { Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { MSG } from '@gestora/contract/messages';
import type { TSubtask } from '@gestora/contract/subtasks/subtasks.schema';
import { CardPages, CardSkeletons, EmptyCard } from '../../components/card-list-parts.tsx';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { RemainingLabel, STATUS_OPTIONS, SubtaskStatusBadge } from './subtask-badges.tsx';
import { SubtaskCards } from './subtask-card.tsx';
import { SubtaskFormModal } from './subtask-form-modal.tsx';
import { deleteSubtask, useSubtasks } from './subtasks.queries.ts';

const PER_PAGE = 20;

/** /subtasks_in_task/:id — a task's subtasks, each with its micro-task checklist. */
export function SubtasksPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? '';
  const page = Number(search.get('page') ?? 1) || 1;
  const query = { page, per_page: PER_PAGE, ...(status ? { status } : {}) };
  const list = useSubtasks(id, query);
  const { user } = useAuth();
  const [editing, setEditing] = useState<TSubtask | null | 'new'>(null);
  const [deleting, setDeleting] = useState<TSubtask | null>(null);
  const task = list.data?.task;
  const manage = task?.can.manage ?? false;

  const setParam = (key: string, value: string | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  const newButton = manage ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
      Nueva subtarea
    </Button>
  ) : null;

  if (list.isError && !list.data) {
    return (
      <>
        <PageHeader title="Subtareas" />
        <LoadError title="No se pudieron cargar las subtareas" error={list.error} onRetry={() => void list.refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Subtareas" subtitle={task ? `Tarea: ${task.title}` : undefined} actions={newButton} />
      <Stack gap="md">
        {task ? (
          <Card withBorder radius="md" padding="md" aria-label="Tarea">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {task.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {task.start_date || task.end_date
                    ? `${task.start_date ? formatDate(task.start_date) : '—'} – ${task.end_date ? formatDate(task.end_date) : '—'}`
                    : 'Sin fechas'}
                </Text>
              </Stack>
              <Group gap="xs">
                <SubtaskStatusBadge status={task.status} />
                <RemainingLabel label={task.remaining_days} />
              </Group>
            </Group>
          </Card>
        ) : (
          <Skeleton height={72} radius="md" />
        )}

        <Group justify="space-between" wrap="wrap" gap="sm">
          <Select
            aria-label="Estado"
            placeholder="Todos los estados"
            data={STATUS_OPTIONS}
            value={status || null}
            onChange={(v) => setParam('status', v)}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
          {list.data ? (
            <Text size="sm" c="dimmed" data-testid="subtasks-total">
              {list.data.total === 1 ? '1 subtarea' : `${list.data.total} subtareas`}
            </Text>
          ) : null}
        </Group>

        {list.isPending ? (
          <CardSkeletons height={110} label={MSG.loading} />
        ) : list.data.data.length === 0 ? (
          <EmptyCard gap="sm">
            <Text c="dimmed">{MSG.noRecords}</Text>
            {newButton}
          </EmptyCard>
        ) : (
          <SubtaskCards
            subtasks={list.data.data}
            manage={manage}
            userId={user?.public_id}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}

        <CardPages pages={list.data?.last_page ?? 0} page={page} onChange={(p) => setParam('page', String(p))} />
      </Stack>

      {task && editing ? (
        <SubtaskFormModal
          key={editing === 'new' ? 'new' : editing.public_id}
          opened
          task={task}
          subtask={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        target={
          deleting
            ? {
                kind: 'subtarea',
                name:
                  deleting.title +
                  (deleting.micro_tasks_total ? ` y sus ${deleting.micro_tasks_total} microtareas` : ''),
              }
            : null
        }
        onClose={() => setDeleting(null)}
        onConfirm={() => deleteSubtask(deleting!.public_id).then(() => list.refetch())}
      />
    </>
  );
}
