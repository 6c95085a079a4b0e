import { Link } from '../../lib/router/link.tsx';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconListDetails, IconMessage, IconPaperclip } from '@tabler/icons-react';
import type { TMyTaskItem } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { formatDate } from '../../lib/dates.ts';
import { MemberAvatars, PriorityBadge, RemainingDays } from './task-badges.tsx';
import { STATUS_OPTIONS } from './task-labels.ts';
import { SUBTASKS_ANCHOR } from './task-links.ts';

interface MyTaskCardProps {
  task: TMyTaskItem;
  onMove: (status: TTaskStatus) => void;
  /** Holds 'Ver subtareas': the subtasks link opens their screen, otherwise the task detail's subtasks section. */
  canSeeSubtasks: boolean;
}

/** One assigned task: where it belongs, its deadline, a status control, and the way to its detail and subtasks. */
export function MyTaskCard({ task, onMove, canSeeSubtasks }: MyTaskCardProps) {
  const place = [task.project?.name, task.stage?.name].filter(Boolean).join(' › ');
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={task.title}>
      <Stack gap="sm" h="100%">
        <div>
          <Anchor
            component={Link}
            to={`/task/${task.public_id}`}
            fw={600}
            c="var(--mantine-color-text)"
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.title}
          </Anchor>
          {place ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {place}
            </Text>
          ) : null}
        </div>
        <Group gap="xs" wrap="wrap">
          <PriorityBadge priority={task.priority} size="sm" />
          <RemainingDays task={task} size="xs" />
        </Group>
        <Text size="xs" c="dimmed">
          {task.end_date ? `Fecha de fin: ${formatDate(task.end_date)}` : 'Sin fecha de fin'}
        </Text>
        <Select
          aria-label={`Estado de ${task.title}`}
          size="sm"
          data={STATUS_OPTIONS}
          value={task.status}
          allowDeselect={false}
          onChange={(v) => v && v !== task.status && onMove(v as TTaskStatus)}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="space-between" wrap="nowrap" mt="auto">
          <MemberAvatars members={task.members} max={3} size={24} />
          <Group gap={8} c="dimmed" wrap="nowrap">
            <Group gap={2} wrap="nowrap" aria-label={`${task.comments_count} comentarios`}>
              <IconMessage size={14} aria-hidden />
              <Text size="xs">{task.comments_count}</Text>
            </Group>
            <Group gap={2} wrap="nowrap" aria-label={`${task.files_count} archivos`}>
              <IconPaperclip size={14} aria-hidden />
              <Text size="xs">{task.files_count}</Text>
            </Group>
          </Group>
        </Group>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Button component={Link} to={`/task/${task.public_id}`} variant="light" size="xs" style={{ flex: 1 }}>
            Abrir
          </Button>
          <Button
            component={Link}
            to={canSeeSubtasks ? `/subtasks_in_task/${task.public_id}` : `/task/${task.public_id}#${SUBTASKS_ANCHOR}`}
            variant="default"
            size="xs"
            // Its own width: sharing the row half and half cut 'Subtareas' behind its count in a narrow column.
            style={{ flexShrink: 0 }}
            leftSection={<IconListDetails size={14} />}
            rightSection={
              <Badge size="xs" variant="light" color="gray" circle>
                {task.subtasks_count}
              </Badge>
            }
          >
            Subtareas
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
