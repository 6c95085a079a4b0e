import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Button, Group, Paper, Progress, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconChevronDown, IconChevronUp, IconListDetails } from '@tabler/icons-react';
import { LIMITS } from '@gestora/contract/limits';
import type { TSubtask } from '@gestora/contract/subtasks/subtasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { errorMessage } from '../../components/form-errors.ts';
import { MicroTaskChecklist } from '../../components/micro-task-checklist.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSubtaskStatus, useSubtasks } from '../../lib/subtasks.queries.ts';
import { LoadError } from './load-error.tsx';
import { memberName, RemainingDays, TaskStatusBadge } from './task-badges.tsx';
import { STATUS_OPTIONS } from './task-labels.ts';

/** The anchor /task/manage_task links to when the member cannot open the subtasks screen. */
export const SUBTASKS_ANCHOR = 'subtareas';

function datesText(s: TSubtask) {
  if (s.start_date && s.end_date) return `Del ${formatDate(s.start_date)} al ${formatDate(s.end_date)}`;
  if (s.start_date) return `Desde el ${formatDate(s.start_date)}`;
  if (s.end_date) return `Hasta el ${formatDate(s.end_date)}`;
  return 'Sin fechas';
}

/** One subtask: the responsible (or an editor) moves its status; anyone who sees it may open its checklist. */
function SubtaskRow({ subtask: s, editable }: { subtask: TSubtask; editable: boolean }) {
  const [open, setOpen] = useState(false);
  const move = useSubtaskStatus();
  const percent = s.micro_tasks_total ? Math.round((s.micro_tasks_done / s.micro_tasks_total) * 100) : 0;
  const checklistId = `microtareas-${s.public_id}`;

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={s.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {s.title}
            </Text>
            <Group gap="xs" wrap="wrap">
              {editable ? null : <TaskStatusBadge status={s.status} size="sm" />}
              <RemainingDays task={s} size="xs" />
            </Group>
          </Stack>
          {editable ? (
            <Select
              aria-label={`Estado de ${s.title}`}
              size="xs"
              w={{ base: '100%', xs: 160 }}
              data={STATUS_OPTIONS}
              value={s.status}
              allowDeselect={false}
              onChange={(v) =>
                v &&
                v !== s.status &&
                move.mutate(
                  { id: s.public_id, status: v as TTaskStatus },
                  { onError: (e) => notifyError(errorMessage(e)) },
                )
              }
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
        </Group>
        <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
          {s.responsible ? (
            <Group gap={6} wrap="nowrap">
              <UserAvatar user={s.responsible} size={22} />
              <Text size="sm">{memberName(s.responsible)}</Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Sin responsable
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {datesText(s)}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            leftSection={<IconChecklist size={16} />}
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={checklistId}
          >
            Microtareas ({s.micro_tasks_done}/{s.micro_tasks_total})
          </Button>
          {s.micro_tasks_total ? (
            <Progress value={percent} size="sm" color="green" style={{ flex: 1 }} aria-label="Avance de microtareas" />
          ) : null}
        </Group>
        {open ? (
          <div id={checklistId}>
            <MicroTaskChecklist subtask={s} canAdd={editable} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The task's subtasks on its detail: where a member who lacks 'Ver subtareas' (the Colaborador) sees them, moves
 * the ones they are responsible for and ticks their micro-tasks. The API decides per item what may be ticked.
 */
export function TaskSubtasksSection({ taskId }: { taskId: string }) {
  const { user, can } = useAuth();
  const list = useSubtasks(taskId, { per_page: LIMITS.maxPerPage });
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const loaded = !!list.data;

  // The router does not scroll to a hash; /task/manage_task links here with '#subtareas'.
  useEffect(() => {
    if (loaded && hash === `#${SUBTASKS_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  const manage = list.data?.task.can.manage ?? false;
  const total = list.data?.total ?? 0;

  return (
    <Paper
      ref={ref}
      id={SUBTASKS_ANCHOR}
      component="section"
      aria-labelledby="subtareas-title"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}
    >
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
          {list.data.data.map((s) => (
            <SubtaskRow
              key={s.public_id}
              subtask={s}
              editable={manage || (!!user && s.responsible?.public_id === user.public_id)}
            />
          ))}
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
