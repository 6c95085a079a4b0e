import { useState, type DragEvent, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { TTaskBoard, TTaskBoardCard } from '@gestora/contract/tasks/tasks.schema';
import type { ListQuery } from '../../lib/query-keys.ts';
import { errorMessage } from '../../components/form-errors.ts';
import { useBoardColumnMore } from './tasks.queries.ts';

export type Column = TTaskBoard['columns'][number];

interface BoardColumnProps {
  column: Column;
  /** The board's filters: the column's further cards are fetched with them. */
  query: ListQuery;
  /** Side by side on a wide screen, sharing the board's width down to this; absent on a phone (one column a tab). */
  minWidth?: number;
  /** On a wide screen every column is this tall and its cards scroll inside it; on a phone the page scrolls. */
  height?: number;
  /** The column's name and total above the cards (a phone shows them in the tab instead). */
  withHeader: boolean;
  loading: boolean;
  /** A card is dragged over this column. */
  highlighted: boolean;
  dropProps: Partial<Record<'onDragOver' | 'onDragLeave' | 'onDrop', (e: DragEvent) => void>>;
  renderCard: (task: TTaskBoardCard) => ReactNode;
}

/**
 * One status of the board: its first cards from the board's answer, then, on 'Cargar más', the next ones page by
 * page (useBoardColumnMore), so that every card of a long column can be reached on the board itself.
 */
export function BoardColumn(props: BoardColumnProps) {
  const { column, minWidth, height, loading, highlighted, renderCard } = props;
  const [asked, setAsked] = useState(false);
  const more = useBoardColumnMore(props.query, column.status, asked);
  const first = new Set(column.data.map((t) => t.public_id));
  // A card moved away keeps its page until the refetch: its new status hides it here at once.
  const further = (more.data?.pages ?? [])
    .flatMap((p) => p.data)
    .filter((t) => t.status === column.status && !first.has(t.public_id));
  const shown = column.data.length + further.length;
  const loadMore = () => {
    if (!asked) setAsked(true);
    else if (!more.data) void more.refetch();
    else if (more.hasNextPage) void more.fetchNextPage();
  };

  return (
    <Paper
      radius="md"
      p="xs"
      bg={highlighted ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      withBorder
      miw={minWidth}
      h={height}
      style={{
        flex: minWidth ? `1 1 ${minWidth}px` : undefined,
        display: 'flex',
        flexDirection: 'column',
        transition: 'background 120ms',
      }}
      role="region"
      aria-label={column.name}
      data-testid={`board-column-${column.status}`}
      {...props.dropProps}
    >
      {props.withHeader ? (
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Text fw={600} size="sm">
            {column.name}
          </Text>
          <Badge variant="light" color="gray" radius="sm">
            {column.total}
          </Badge>
        </Group>
      ) : null}
      <CardsScroll height={height}>
        <Stack gap="xs" role="list" aria-label={`Tareas en ${column.name}`} mih={80}>
          {loading ? (
            <>
              <Skeleton h={96} radius="md" />
              <Skeleton h={96} radius="md" />
            </>
          ) : column.data.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              Sin tareas
            </Text>
          ) : (
            [...column.data, ...further].map(renderCard)
          )}
          {more.error ? (
            <Text size="xs" c="red" ta="center">
              {errorMessage(more.error)}
            </Text>
          ) : null}
          {/* Kept while its first page loads, so that the button shows it is busy instead of vanishing. */}
          {!loading && column.total > shown ? (
            <Button variant="subtle" size="compact-sm" onClick={loadMore} loading={more.isFetching}>
              Cargar más ({shown} de {column.total})
            </Button>
          ) : null}
        </Stack>
      </CardsScroll>
    </Paper>
  );
}

/** With a fixed column height the cards scroll inside the column (scrollbars beside the cards, not over them). */
function CardsScroll({ height, children }: { height?: number; children: ReactNode }) {
  if (!height) return <>{children}</>;
  return (
    <ScrollArea type="auto" scrollbars="y" scrollbarSize={6} offsetScrollbars="y" style={{ flex: 1, minHeight: 0 }}>
      {children}
    </ScrollArea>
  );
}
