import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { Box, EmptyState, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { TPage } from '@gestora/contract/common.schema';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import {
  ErrorState,
  RowActionsMenu,
  SkeletonCards,
  SkeletonRows,
  SortHeader,
  TableFooter,
  type DataColumn,
  type RowAction,
} from './data-table-parts.tsx';

export type { DataColumn, RowAction };

export const PHONE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

export interface DataTableProps<T> {
  /** Accessible name of the table ('Áreas'). */
  label: string;
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
  /** A short name of the row for screen readers and the actions button ('Recursos Humanos'). */
  rowLabel: (row: T) => string;
  page: TPage<T> | undefined;
  /** First load: skeleton rows. */
  loading: boolean;
  /** A new page is being fetched while the previous one is shown. */
  fetching?: boolean;
  error?: unknown;
  onRetry: () => void;
  sort?: string;
  onSortChange?: (sort: string) => void;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** A click (or Enter) on a row: opens its detail or edit form. */
  onRowClick?: (row: T) => void;
  /** The row's menu; return only what the user may do. */
  actions?: (row: T) => RowAction<T>[];
  /** Shown in the empty state, e.g. the 'Nueva área' button when the user may create. */
  emptyAction?: ReactNode;
  /** True when a search or filter is in effect: the empty state suggests changing them. */
  filtered?: boolean;
  skeletonRows?: number;
  /** Between phone and desktop widths a wide table scrolls inside its frame instead of squeezing its columns. */
  minWidth?: number;
}

function sortState(sort: string | undefined, key: string | undefined): 'asc' | 'desc' | null {
  if (!sort || !key) return null;
  if (sort === key) return 'asc';
  if (sort === `-${key}`) return 'desc';
  return null;
}

function rowKeyHandler<T>(row: T, onRowClick?: (row: T) => void) {
  return (e: KeyboardEvent) => {
    if (onRowClick && (e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
      e.preventDefault();
      onRowClick(row);
    }
  };
}

/**
 * The list of every module: server pagination with its total, sortable headers, a row menu, skeleton rows while
 * loading, an empty state and a retry on error. At phone width (≤767 px) every row becomes a card, so that
 * nothing scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { page, loading, error, onRetry, onPageChange, skeletonRows = 6 } = props;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  // After a delete empties the last page, step back to the page that exists now.
  useEffect(() => {
    if (page && page.data.length === 0 && page.total > 0 && page.current_page > page.last_page)
      onPageChange(page.last_page);
  }, [page, onPageChange]);

  if (error && !page) return <ErrorState error={error} onRetry={onRetry} />;

  const withActions = Boolean(props.actions);
  if (loading || !page) {
    return phone ? (
      <SkeletonCards rows={Math.min(skeletonRows, 4)} />
    ) : (
      <Paper withBorder radius="md">
        <Table aria-label={props.label} aria-busy verticalSpacing="sm">
          <TableHead {...props} />
          <Table.Tbody>
            <SkeletonRows columns={props.columns.length} rows={skeletonRows} withActions={withActions} />
          </Table.Tbody>
        </Table>
      </Paper>
    );
  }

  if (page.data.length === 0) {
    return (
      <Paper withBorder radius="md" py="xl" px="md">
        <EmptyState
          icon={<IconDatabaseOff size={28} stroke={1.5} />}
          withIndicatorBackground
          title={MSG.noRecords}
          description={props.filtered ? 'Pruebe con otra búsqueda o quite los filtros.' : undefined}
        >
          {props.emptyAction && !props.filtered ? <EmptyState.Actions>{props.emptyAction}</EmptyState.Actions> : null}
        </EmptyState>
      </Paper>
    );
  }

  return (
    <Box
      aria-busy={props.fetching || undefined}
      style={{ opacity: props.fetching ? 0.65 : 1, transition: 'opacity 120ms' }}
    >
      {error ? (
        <Box mb="sm">
          <ErrorState error={error} onRetry={onRetry} />
        </Box>
      ) : null}
      {phone ? <CardList {...props} page={page} /> : <TableView {...props} page={page} />}
      <TableFooter
        page={page}
        shown={page.data.length}
        compact={phone}
        onPageChange={onPageChange}
        onPerPageChange={props.onPerPageChange}
      />
    </Box>
  );
}

function TableHead<T>({ columns, sort, onSortChange, actions }: DataTableProps<T>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => {
          const state = sortState(sort, c.sortKey);
          return (
            <Table.Th
              key={c.key}
              w={c.width}
              ta={c.align}
              aria-sort={
                c.sortKey ? (state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none') : undefined
              }
              style={{ whiteSpace: 'nowrap' }}
            >
              {c.sortKey && onSortChange ? (
                <SortHeader
                  title={c.title}
                  active={state}
                  onSort={() => onSortChange(state === 'asc' ? `-${c.sortKey}` : c.sortKey!)}
                />
              ) : (
                c.title
              )}
            </Table.Th>
          );
        })}
        {actions ? (
          <Table.Th w={56}>
            <Text component="span" style={visuallyHidden}>
              Acciones
            </Text>
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

function TableView<T>(props: DataTableProps<T> & { page: TPage<T> }) {
  const { columns, page, rowKey, rowLabel, onRowClick, actions } = props;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={props.minWidth ?? 0} type="native">
        <Table aria-label={props.label} verticalSpacing="sm" highlightOnHover={Boolean(onRowClick)}>
          <TableHead {...props} />
          <Table.Tbody>
            {page.data.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={rowKeyHandler(row, onRowClick)}
                tabIndex={onRowClick ? 0 : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align}>
                    {c.render(row)}
                  </Table.Td>
                ))}
                {actions ? (
                  <Table.Td ta="right">
                    <RowActionsMenu row={row} actions={actions(row)} label={rowLabel(row)} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function CardList<T>(props: DataTableProps<T> & { page: TPage<T> }) {
  const { columns, page, rowKey, rowLabel, onRowClick, actions, sort, onSortChange } = props;
  const title = columns.find((c) => c.card === 'title') ?? columns[0];
  const rest = columns.filter((c) => c !== title && c.card !== 'hidden');
  const sortable = columns.filter((c) => c.sortKey);
  return (
    <Stack gap="sm" role="list" aria-label={props.label}>
      {sortable.length > 0 && onSortChange ? (
        <Select
          aria-label="Ordenar por"
          placeholder="Ordenar por"
          size="sm"
          clearable
          value={sort || null}
          onChange={(v) => onSortChange(v ?? '')}
          data={sortable.flatMap((c) => [
            { value: c.sortKey!, label: `${c.title} (ascendente)` },
            { value: `-${c.sortKey}`, label: `${c.title} (descendente)` },
          ])}
        />
      ) : null}
      {page.data.map((row) => (
        <Paper
          key={rowKey(row)}
          role="listitem"
          aria-label={rowLabel(row)}
          withBorder
          radius="md"
          p="md"
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          onKeyDown={rowKeyHandler(row, onRowClick)}
          tabIndex={onRowClick ? 0 : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box style={{ minWidth: 0, flex: 1, fontWeight: 600 }}>{title.render(row)}</Box>
            {actions ? <RowActionsMenu row={row} actions={actions(row)} label={rowLabel(row)} /> : null}
          </Group>
          <Stack gap={6} mt="sm">
            {rest.map((c) => (
              <Group key={c.key} gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {c.title}
                </Text>
                <Box
                  style={{
                    minWidth: 0,
                    display: 'flex',
                    justifyContent: 'flex-end',
                    textAlign: 'right',
                    overflowWrap: 'anywhere',
                  }}
                  fz="sm"
                >
                  {c.render(row)}
                </Box>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
