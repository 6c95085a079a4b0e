import type { DragEvent } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { ActionIcon, Anchor, Group, Loader, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconMessage, IconPaperclip } from '@tabler/icons-react';
import type { TTaskBoardCard } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { MemberAvatars, PriorityBadge, RemainingDays } from './task-badges.tsx';
import { STATUS_OPTIONS } from './task-labels.ts';
import type { MoveFeedback } from './use-board-move.ts';
import classes from './task-board.module.css';

interface TaskCardProps {
  task: TTaskBoardCard;
  /** Set when the viewer may move the card: drag it, or pick a status from its menu (keyboard and touch). */
  onMove?: (status: TTaskStatus) => void;
  onDragStart?: (e: DragEvent<HTMLDivElement>) => void;
  onDragEnd?: () => void;
  dragging?: boolean;
  /** The outcome of this card's last move, shown on the card (use-board-move.ts). */
  feedback?: MoveFeedback;
}

/** A task on the board: title, priority, remaining days, members; the project in small print. */
export function TaskCard({ task, onMove, onDragStart, onDragEnd, dragging, feedback }: TaskCardProps) {
  const saving = feedback === 'saving';
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      shadow="xs"
      draggable={Boolean(onMove)}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      data-testid={`task-card-${task.public_id}`}
      className={classes.card}
      data-move={feedback}
      aria-busy={saving || undefined}
      aria-label={task.title}
      role="listitem"
      style={{ cursor: onMove ? 'grab' : undefined, opacity: dragging ? 0.45 : 1 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={6}>
        <Anchor
          component={Link}
          to={`/task/${task.public_id}`}
          fw={600}
          size="sm"
          c="var(--mantine-color-text)"
          style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          draggable={false}
        >
          {task.title}
        </Anchor>
        {saving ? (
          <Loader
            size={16}
            role="status"
            aria-label={`Guardando el estado de ${task.title}`}
            style={{ flexShrink: 0 }}
          />
        ) : onMove ? (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Mover ${task.title}`}>
                <IconArrowsExchange size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Mover a</Menu.Label>
              {STATUS_OPTIONS.filter((s) => s.value !== task.status).map((s) => (
                <Menu.Item key={s.value} onClick={() => onMove(s.value)}>
                  {s.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {task.project ? (
        <Text size="xs" c="dimmed" mt={2} lineClamp={1}>
          {task.project.name}
        </Text>
      ) : null}
      <Stack gap={8} mt="xs">
        <Group gap="xs" wrap="wrap">
          <PriorityBadge priority={task.priority} size="sm" />
          <RemainingDays task={task} size="xs" wrap />
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <MemberAvatars members={task.members} max={3} size={24} />
          <Group gap={8} c="dimmed" wrap="nowrap">
            {task.comments_count ? (
              <Group gap={2} wrap="nowrap" aria-label={`${task.comments_count} comentarios`}>
                <IconMessage size={14} aria-hidden />
                <Text size="xs">{task.comments_count}</Text>
              </Group>
            ) : null}
            {task.files_count ? (
              <Group gap={2} wrap="nowrap" aria-label={`${task.files_count} archivos`}>
                <IconPaperclip size={14} aria-hidden />
                <Text size="xs">{task.files_count}</Text>
              </Group>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
