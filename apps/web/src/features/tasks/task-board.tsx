import { useRef, useState, type DragEvent } from 'react';
import { Badge, Box, Button, Group, Paper, ScrollArea, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { TTaskBoard, TTaskBoardCard } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { errorMessage } from '../../components/form-errors.ts';
import { TaskCard } from './task-card.tsx';
import { STATUS_OPTIONS } from './task-labels.ts';

type Column = TTaskBoard['columns'][number];

interface TaskBoardProps {
  board: TTaskBoard | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Absent when the viewer may not change statuses: the cards do not move. */
  onMove?: (id: string, status: TTaskStatus) => void;
  /** Which cards this viewer may move (editors: all; members: their own). */
  canMove?: (task: TTaskBoardCard) => boolean;
}

const COLUMN_WIDTH = 236;
const DRAG_TYPE = 'application/x-gestora-task';

/**
 * The Kanban board: one column per status. On a wide screen the columns sit side by side (scrolling inside
 * the board, never the page) and a card is dragged to another column; on a phone one status shows at a time
 * behind tabs and each card's menu moves it.
 */
export function TaskBoard({ board, loading, error, onRetry, onMove, canMove = () => true }: TaskBoardProps) {
  const phone = useIsMobile();
  const [tab, setTab] = useState<string>('1');
  // The dragged card lives in a ref as well as in dataTransfer: some browsers hide dataTransfer during dragover.
  const dragged = useRef<{ id: string; from: string } | null>(null);
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

  const columns: Column[] =
    board?.columns ?? STATUS_OPTIONS.map((s) => ({ status: s.value, name: s.label, total: 0, data: [] }));

  const dragProps = (column: Column) =>
    onMove
      ? {
          onDragOver: (e: DragEvent) => {
            if (!dragged.current) return;
            e.preventDefault();
            if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
            setOver(column.status);
          },
          onDragLeave: () => setOver((o) => (o === column.status ? null : o)),
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            const card = dragged.current;
            dragged.current = null;
            setOver(null);
            setDraggingId(null);
            if (card && card.from !== column.status) onMove(card.id, column.status);
          },
        }
      : {};

  const renderColumn = (column: Column, width?: number) => (
    <Paper
      key={column.status}
      radius="md"
      p="sm"
      bg={over === column.status ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      withBorder
      miw={width}
      style={{ flex: width ? `1 0 ${width}px` : undefined, transition: 'background 120ms' }}
      role="region"
      aria-label={column.name}
      data-testid={`board-column-${column.status}`}
      {...dragProps(column)}
    >
      {phone ? null : (
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Text fw={600} size="sm">
            {column.name}
          </Text>
          <Badge variant="light" color="gray" radius="sm">
            {column.total}
          </Badge>
        </Group>
      )}
      <Stack gap="xs" role="list" aria-label={`Tareas en ${column.name}`} mih={80}>
        {loading && !board ? (
          <>
            <Skeleton h={96} radius="md" />
            <Skeleton h={96} radius="md" />
          </>
        ) : column.data.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            Sin tareas
          </Text>
        ) : (
          column.data.map((task) => (
            <TaskCard
              key={task.public_id}
              task={task}
              dragging={draggingId === task.public_id}
              onMove={onMove && canMove(task) ? (status) => onMove(task.public_id, status) : undefined}
              onDragStart={(e) => {
                dragged.current = { id: task.public_id, from: column.status };
                setDraggingId(task.public_id);
                if (e.dataTransfer) {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData(DRAG_TYPE, task.public_id);
                }
              }}
              onDragEnd={() => {
                dragged.current = null;
                setDraggingId(null);
                setOver(null);
              }}
            />
          ))
        )}
        {column.total > column.data.length ? (
          <Text size="xs" c="dimmed" ta="center">
            Se muestran {column.data.length} de {column.total}. Use la vista de lista o los filtros para ver las demás.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );

  if (phone) {
    return (
      <Tabs value={tab} onChange={(v) => setTab(v ?? '1')} variant="pills" radius="xl">
        <Tabs.List mb="sm" style={{ rowGap: 6 }}>
          {columns.map((c) => (
            <Tabs.Tab
              key={c.status}
              value={c.status}
              rightSection={
                <Badge size="xs" variant="white" color="gray">
                  {c.total}
                </Badge>
              }
            >
              {c.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {columns.map((c) => (
          <Tabs.Panel key={c.status} value={c.status}>
            {renderColumn(c)}
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Box aria-busy={loading || undefined}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={8}>
        <Group gap="sm" align="flex-start" wrap="nowrap" pb="xs">
          {columns.map((c) => renderColumn(c, COLUMN_WIDTH))}
        </Group>
      </ScrollArea>
    </Box>
  );
}
