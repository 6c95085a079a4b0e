import type { DragEvent } from 'react';
import { ActionIcon, Group, Loader, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconEdit, IconTrash } from '@tabler/icons-react';
import {
  SELF_TASK_STATUSES,
  type TSelfTask,
  type TSelfTaskStatus,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { StatusBadge } from '../../components/status-badge.tsx';
import { CategoryTag, SelfDueBadge } from './self-task-badges.tsx';

export interface CardMoves {
  /** To another column, at its top. */
  toStatus: (status: TSelfTaskStatus) => void;
  /** One place up or down in its own column; absent at the top or the bottom. */
  up?: () => void;
  down?: () => void;
}

interface SelfTaskCardProps {
  task: TSelfTask;
  moves: CardMoves;
  onOpen: () => void;
  onDelete: () => void;
  /** Its move is on its way to the server. */
  saving: boolean;
  dragging: boolean;
  dragProps: Partial<Record<'onDragStart' | 'onDragEnd' | 'onDragOver' | 'onDrop', (e: DragEvent) => void>>;
}

/**
 * A task on the personal board: title, category, due date, priority, the orange mark once overdue. A click opens
 * it; its menu edits, deletes and moves it ('Mover a…'), which is how it moves where dragging is unreliable (touch).
 */
export function SelfTaskCard({ task, moves, onOpen, onDelete, saving, dragging, dragProps }: SelfTaskCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      shadow="xs"
      draggable
      role="listitem"
      aria-label={task.title}
      aria-busy={saving || undefined}
      data-testid={`self-task-card-${task.public_id}`}
      style={{ cursor: 'grab', opacity: dragging ? 0.45 : 1 }}
      onClick={onOpen}
      {...dragProps}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={6}>
        <UnstyledButton
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          <Text fw={600} size="sm">
            {task.title}
          </Text>
        </UnstyledButton>
        {saving ? (
          <Loader size={16} role="status" aria-label={`Guardando ${task.title}`} style={{ flexShrink: 0 }} />
        ) : (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Acciones de ${task.title}`}
                onClick={(e) => e.stopPropagation()}
              >
                <IconDotsVertical size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
              <Menu.Item leftSection={<IconEdit size={16} />} onClick={onOpen}>
                Editar
              </Menu.Item>
              <Menu.Label>Mover a…</Menu.Label>
              {SELF_TASK_STATUSES.filter((s) => s !== task.status).map((s) => (
                <Menu.Item key={s} onClick={() => moves.toStatus(s)}>
                  {s}
                </Menu.Item>
              ))}
              {moves.up ? (
                <Menu.Item leftSection={<IconArrowUp size={16} />} onClick={moves.up}>
                  Subir
                </Menu.Item>
              ) : null}
              {moves.down ? (
                <Menu.Item leftSection={<IconArrowDown size={16} />} onClick={moves.down}>
                  Bajar
                </Menu.Item>
              ) : null}
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Eliminar
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Stack gap={6} mt={6}>
        <CategoryTag category={task.category} />
        <Group gap="xs" wrap="wrap">
          <StatusBadge status={task.priority} size="sm" />
          <SelfDueBadge task={task} />
        </Group>
      </Stack>
    </Paper>
  );
}
