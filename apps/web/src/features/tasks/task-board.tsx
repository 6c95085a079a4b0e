import { useRef, useState, type DragEvent } from 'react';
import { Badge, Box, Button, Group, Paper, ScrollArea, Tabs, Text } from '@mantine/core';
import type { TTaskBoard, TTaskBoardCard } from '@gestora/contract/tasks/tasks.schema';
import type { ListQuery } from '../../lib/query-keys.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { errorMessage } from '../../components/form-errors.ts';
import { BoardColumn, type Column } from './task-board-column.tsx';
import { TaskCard } from './task-card.tsx';
import { STATUS_OPTIONS } from './task-labels.ts';
import { useBoardMove, type MoveTo } from './use-board-move.ts';
import { useFillHeight } from './use-fill-height.ts';

interface TaskBoardProps {
  board: TTaskBoard | undefined;
  /** The board's filters: a long column's further cards are fetched with them ('Cargar más'). */
  query: ListQuery;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /**
   * Absent when the viewer may not change statuses: the cards do not move. Moves the card at once (optimistic)
   * and settles when the server answered: rejects when it refused, after putting the card back.
   */
  onMove?: MoveTo;
  /** Which cards this viewer may move (editors: all; members: their own). */
  canMove?: (task: TTaskBoardCard) => boolean;
}

/** Five columns of this share the page at 1280 px with the sidebar open (976 px); narrower, the board scrolls. */
const COLUMN_MIN_WIDTH = 176;
/** A column is never shorter than this, on a low window the page scrolls a little instead. */
const COLUMN_MIN_HEIGHT = 320;
/** The board's own sideways scrollbar, kept under the columns on a narrower window. */
const SCROLLBAR_SIZE = 8;
const DRAG_TYPE = 'application/x-gestora-task';

/**
 * The Kanban board: one column per status. On a wide screen the five columns share the page's width and reach
 * the bottom of the window, each scrolling inside itself, and a card is dragged to another column; on a phone
 * one status shows at a time behind tabs and each card's menu moves it. Every move shows its outcome.
 */
export function TaskBoard(props: TaskBoardProps) {
  const { board, query, loading, error, onRetry, onMove, canMove = () => true } = props;
  const phone = useIsMobile();
  const [tab, setTab] = useState<string>('1');
  // The dragged card lives in a ref as well as in dataTransfer: some browsers hide dataTransfer during dragover.
  const dragged = useRef<TTaskBoardCard | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(boardRef, { min: COLUMN_MIN_HEIGHT, below: SCROLLBAR_SIZE, enabled: !phone });
  const { feedback, move } = useBoardMove(onMove);
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
            if (card) move(card, column.status);
          },
        }
      : {};

  const renderCard = (task: TTaskBoardCard) => (
    <TaskCard
      key={task.public_id}
      task={task}
      dragging={draggingId === task.public_id}
      feedback={feedback[task.public_id]}
      onMove={onMove && canMove(task) ? (status) => move(task, status) : undefined}
      onDragStart={(e) => {
        dragged.current = task;
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
  );

  const renderColumn = (column: Column) => (
    <BoardColumn
      key={column.status}
      column={column}
      query={query}
      minWidth={phone ? undefined : COLUMN_MIN_WIDTH}
      height={height}
      withHeader={!phone}
      loading={loading && !board}
      highlighted={over === column.status}
      dropProps={dragProps(column)}
      renderCard={renderCard}
    />
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
    <Box aria-busy={loading || undefined} ref={boardRef}>
      <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={SCROLLBAR_SIZE}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          {columns.map((c) => renderColumn(c))}
        </Group>
      </ScrollArea>
    </Box>
  );
}
