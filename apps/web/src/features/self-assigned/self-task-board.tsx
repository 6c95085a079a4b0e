import { useRef, useState, type DragEvent } from 'react';
import { Badge, Box, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import {
  SELF_TASK_STATUSES,
  type TSelfTask,
  type TSelfTaskBoard,
  type TSelfTaskMove,
  type TSelfTaskStatus,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { errorMessage } from '../../components/form-errors.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { SelfTaskCard, type CardMoves } from './self-task-card.tsx';

type Column = TSelfTaskBoard['columns'][number];

interface SelfTaskBoardProps {
  board: TSelfTaskBoard | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Moves the card at once (the caller's optimistic update) and saves it. */
  onMove: (task: TSelfTask, move: TSelfTaskMove) => void;
  /** The card whose move is being saved. */
  savingId: string | null;
  onOpen: (task: TSelfTask) => void;
  onDelete: (task: TSelfTask) => void;
}

const COLUMN_MIN_WIDTH = 240;
const DRAG_TYPE = 'application/x-gestora-self-task';

/**
 * Where a card lands: before `beforeId` in `status`'s column, or at its end when null. The server takes the card
 * above it (`after_id`, null at the top); null when the card would stay where it is.
 */
export function placement(board: TSelfTaskBoard, task: TSelfTask, status: TSelfTaskStatus, beforeId: string | null) {
  const column = board.columns.find((c) => c.status === status);
  if (!column) return null;
  const others = column.tasks.filter((t) => t.public_id !== task.public_id);
  const at = beforeId === null ? others.length : others.findIndex((t) => t.public_id === beforeId);
  const after_id = at > 0 ? others[at - 1].public_id : null;
  if (task.status === status) {
    const own = column.tasks.findIndex((t) => t.public_id === task.public_id);
    const current = own > 0 ? column.tasks[own - 1].public_id : null;
    if (own >= 0 && current === after_id) return null;
  }
  return { status, after_id } satisfies TSelfTaskMove;
}

/**
 * The personal board: Pendiente, En proceso and Hecha side by side, a card dragged between and within them; on a
 * phone the columns are stacked and each card's menu moves it, dragging being unreliable on touch.
 */
export function SelfTaskBoard(props: SelfTaskBoardProps) {
  const { board, loading, error, onRetry, onMove, savingId, onOpen, onDelete } = props;
  const phone = useIsMobile();
  // The dragged card lives in a ref as well as in dataTransfer: some browsers hide dataTransfer during dragover.
  const dragged = useRef<TSelfTask | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  if (error && !board) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="red" mb="sm">
          {errorMessage(error)}
        </Text>
        <Button variant="default" onClick={onRetry}>
          Reintentar
        </Button>
      </Paper>
    );
  }

  const columns: Column[] = board?.columns ?? SELF_TASK_STATUSES.map((status) => ({ status, total: 0, tasks: [] }));

  const place = (task: TSelfTask, status: TSelfTaskStatus, beforeId: string | null) => {
    if (!board) return;
    const move = placement(board, task, status, beforeId);
    if (move) onMove(task, move);
  };

  const endDrag = () => {
    dragged.current = null;
    setDraggingId(null);
    setOver(null);
  };

  const drop = (e: DragEvent, status: TSelfTaskStatus, beforeId: string | null) => {
    e.preventDefault();
    e.stopPropagation();
    const card = dragged.current;
    endDrag();
    if (card) place(card, status, beforeId);
  };

  const allowDrop = (e: DragEvent, status: TSelfTaskStatus) => {
    if (!dragged.current) return;
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
    setOver(status);
  };

  const firstOf = (status: TSelfTaskStatus) => columns.find((c) => c.status === status)?.tasks[0]?.public_id;
  const cardMoves = (task: TSelfTask, column: Column, index: number): CardMoves => ({
    toStatus: (status) => place(task, status, firstOf(status) ?? null),
    up: index > 0 ? () => place(task, column.status, column.tasks[index - 1].public_id) : undefined,
    down:
      index < column.tasks.length - 1
        ? () => place(task, column.status, column.tasks[index + 2]?.public_id ?? null)
        : undefined,
  });

  const renderColumn = (column: Column) => (
    <Paper
      key={column.status}
      radius="md"
      p="xs"
      withBorder
      bg={over === column.status ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      miw={phone ? undefined : COLUMN_MIN_WIDTH}
      style={{ flex: phone ? undefined : `1 1 ${COLUMN_MIN_WIDTH}px`, transition: 'background 120ms' }}
      role="region"
      aria-label={column.status}
      data-testid={`self-board-column-${column.status}`}
      onDragOver={(e) => allowDrop(e, column.status)}
      onDragLeave={() => setOver((o) => (o === column.status ? null : o))}
      onDrop={(e) => drop(e, column.status, null)}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600} size="sm">
          {column.status}
        </Text>
        <Badge
          variant="light"
          color="gray"
          radius="sm"
          aria-label={column.total === 1 ? '1 tarea' : `${column.total} tareas`}
        >
          {column.total}
        </Badge>
      </Group>
      <Stack gap="xs" role="list" aria-label={`Tareas en ${column.status}`} mih={80}>
        {loading && !board ? (
          <>
            <Skeleton h={84} radius="md" />
            <Skeleton h={84} radius="md" />
          </>
        ) : column.tasks.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            Sin tareas
          </Text>
        ) : (
          column.tasks.map((task, index) => (
            <SelfTaskCard
              key={task.public_id}
              task={task}
              moves={cardMoves(task, column, index)}
              onOpen={() => onOpen(task)}
              onDelete={() => onDelete(task)}
              saving={savingId === task.public_id}
              dragging={draggingId === task.public_id}
              dragProps={{
                onDragStart: (e) => {
                  dragged.current = task;
                  setDraggingId(task.public_id);
                  if (e.dataTransfer) {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData(DRAG_TYPE, task.public_id);
                  }
                },
                onDragEnd: endDrag,
                // Dropped on a card: it goes right before that card.
                onDragOver: (e) => allowDrop(e, column.status),
                onDrop: (e) => drop(e, column.status, task.public_id),
              }}
            />
          ))
        )}
        {column.total > column.tasks.length ? (
          <Text size="xs" c="dimmed" ta="center">
            Se muestran {column.tasks.length} de {column.total}; vea las demás en la lista.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );

  if (phone) return <Stack gap="sm">{columns.map(renderColumn)}</Stack>;
  return (
    <Box aria-busy={loading || undefined}>
      <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={8}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          {columns.map(renderColumn)}
        </Group>
      </ScrollArea>
    </Box>
  );
}
