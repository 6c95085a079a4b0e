import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Menu, Progress, Stack, Text, Title } from '@mantine/core';
import {
  IconChecklist,
  IconChevronDown,
  IconChevronUp,
  IconDots,
  IconPencil,
  IconTrash,
  IconArrowsExchange,
} from '@tabler/icons-react';
import type { TSubtask } from '@gestora/contract/subtasks/subtasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { PersonCell } from '../../components/cells.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { formatDate } from '../../lib/dates.ts';
import { notifyError, notifyUpdated } from '../../lib/notify.ts';
import { MicroTaskChecklist } from './micro-task-checklist.tsx';
import { RemainingLabel, STATUS_OPTIONS, SubtaskStatusBadge } from './subtask-badges.tsx';
import { useSubtaskStatus } from './subtasks.queries.ts';

interface SubtaskCardProps {
  subtask: TSubtask;
  /** Edit, delete, move and add micro-tasks (the viewer manages the task). */
  manage: boolean;
  /** The signed-in user is its responsible: they move its status and keep its checklist. */
  mine: boolean;
  /** On the subtasks screen: 'Editar' and 'Eliminar' in the menu (the task detail only moves and ticks). */
  onEdit?: () => void;
  onDelete?: () => void;
}

function datesText(s: TSubtask) {
  if (s.start_date && s.end_date) return `Del ${formatDate(s.start_date)} al ${formatDate(s.end_date)}`;
  if (s.start_date) return `Desde el ${formatDate(s.start_date)}`;
  if (s.end_date) return `Hasta el ${formatDate(s.end_date)}`;
  return 'Sin fechas';
}

export function SubtaskCard({ subtask: s, manage, mine, onEdit, onDelete }: SubtaskCardProps) {
  const [open, setOpen] = useState(false);
  const status = useSubtaskStatus();
  const canMove = manage || mine;
  const percent = s.micro_tasks_total ? Math.round((s.micro_tasks_done / s.micro_tasks_total) * 100) : 0;

  const move = (code: TTaskStatus) =>
    status.mutate(
      { id: s.public_id, status: code },
      { onSuccess: notifyUpdated, onError: (e) => notifyError(errorMessage(e)) },
    );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={s.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {s.title}
            </Title>
            <Group gap="xs" wrap="wrap">
              <SubtaskStatusBadge status={s.status} />
              <RemainingLabel label={s.remaining_days} />
            </Group>
          </Stack>
          {canMove ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${s.title}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Group gap={4}>
                    <IconArrowsExchange size={14} aria-hidden /> Cambiar estado
                  </Group>
                </Menu.Label>
                {STATUS_OPTIONS.map((o) => (
                  <Menu.Item key={o.value} disabled={o.value === s.status} onClick={() => move(o.value as TTaskStatus)}>
                    {o.label}
                  </Menu.Item>
                ))}
                {manage && onEdit && onDelete ? (
                  <>
                    <Menu.Divider />
                    <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                      Editar
                    </Menu.Item>
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                      Eliminar
                    </Menu.Item>
                  </>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>

        {s.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {s.description}
          </Text>
        ) : null}

        <Group gap="lg" wrap="wrap">
          <PersonCell user={s.responsible} size={24} none="Sin responsable" />
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
          >
            Microtareas ({s.micro_tasks_done}/{s.micro_tasks_total})
          </Button>
          {s.micro_tasks_total ? (
            <Progress value={percent} size="sm" color="green" style={{ flex: 1 }} aria-label="Avance de microtareas" />
          ) : null}
        </Group>
        {open ? <MicroTaskChecklist subtask={s} canAdd={manage || mine} /> : null}
      </Stack>
    </Card>
  );
}

interface SubtaskCardsProps {
  subtasks: TSubtask[];
  manage: boolean;
  /** The signed-in user: their own subtasks they move and tick. */
  userId: string | undefined;
  onEdit?: (subtask: TSubtask) => void;
  onDelete?: (subtask: TSubtask) => void;
}

/** A task's subtasks as cards, on the subtasks screen and on the task's detail alike. */
export function SubtaskCards({ subtasks, manage, userId, onEdit, onDelete }: SubtaskCardsProps) {
  return (
    <Stack gap="sm">
      {subtasks.map((s) => (
        <SubtaskCard
          key={s.public_id}
          subtask={s}
          manage={manage}
          mine={!!userId && s.responsible?.public_id === userId}
          onEdit={onEdit && (() => onEdit(s))}
          onDelete={onDelete && (() => onDelete(s))}
        />
      ))}
    </Stack>
  );
}
