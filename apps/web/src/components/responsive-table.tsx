import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import { RowActionsMenu, SortHeader, type DataColumn, type RowAction } from './data-table-parts.tsx';

export interface RowsProps<T> {
  /** Accessible name of the table, or of the list of cards on a phone ('Áreas'). */
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** A short name of the row for screen readers and the actions button ('Recursos Humanos'). */
  rowLabel: (row: T) => string;
  /** A click (or Enter) on a row: opens its detail or edit form. */
  onRowClick?: (row: T) => void;
  /** The row's menu; return only what the user may do. */
  actions?: (row: T) => RowAction<T>[];
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Between phone and desktop widths a wide table scrolls inside its frame instead of squeezing its columns. */
  minWidth?: number;
  /** A row that must stand out (an overdue ticket): a Mantine colour for its background and its left edge. */
  rowTone?: (row: T) => string | undefined;
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

const clickable = <T,>(row: T, onRowClick?: (row: T) => void, tone?: string) => ({
  onClick: onRowClick ? () => onRowClick(row) : undefined,
  onKeyDown: rowKeyHandler(row, onRowClick),
  tabIndex: onRowClick ? 0 : undefined,
  'data-tone': tone,
  style: {
    ...(onRowClick ? { cursor: 'pointer' } : {}),
    ...(tone
      ? {
          background: `var(--mantine-color-${tone}-light)`,
          boxShadow: `inset 4px 0 0 var(--mantine-color-${tone}-filled)`,
        }
      : {}),
  },
});

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

export function TableHead<T>({ columns, sort, onSortChange, actions }: Omit<RowsProps<T>, 'rows'>) {
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

/** The rows as a table (desktop and tablet). */
export function TableView<T>(props: RowsProps<T> & { verticalSpacing?: 'xs' | 'sm' }) {
  const { columns, rows, rowKey, rowLabel, onRowClick, actions, rowTone } = props;
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 0} type="native">
      <Table aria-label={props.label} verticalSpacing={props.verticalSpacing ?? 'sm'} highlightOnHover={!!onRowClick}>
        <TableHead {...props} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...clickable(row, onRowClick, rowTone?.(row))}>
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
  );
}

function CardField({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        {title}
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
        {children}
      </Box>
    </Group>
  );
}

/** The rows as cards (phone): the title column as the heading, the others as label and value. */
export function CardList<T>(props: RowsProps<T>) {
  const { columns, rows, rowKey, rowLabel, onRowClick, actions, sort, onSortChange, rowTone } = props;
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
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          role="listitem"
          aria-label={rowLabel(row)}
          withBorder
          radius="md"
          p="md"
          {...clickable(row, onRowClick, rowTone?.(row))}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box style={{ minWidth: 0, flex: 1, fontWeight: 600 }}>{title.render(row)}</Box>
            {actions ? <RowActionsMenu row={row} actions={actions(row)} label={rowLabel(row)} /> : null}
          </Group>
          <Stack gap={6} mt="sm">
            {rest.map((c) =>
              c.card === 'full' ? (
                <Box key={c.key}>{c.render(row)}</Box>
              ) : (
                <CardField key={c.key} title={c.title}>
                  {c.render(row)}
                </CardField>
              ),
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * An unpaged sub-list (a stage's activities, a task's files, a vehicle's maintenance history): a table on a
 * desktop, cards on a phone (≤767 px), the same columns as a DataTable, and a quiet line when it is empty.
 */
export function ResponsiveTable<T>({
  empty,
  ...props
}: RowsProps<T> & { empty: string; verticalSpacing?: 'xs' | 'sm' }) {
  const phone = useIsMobile();
  if (props.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {empty}
      </Text>
    );
  }
  return phone ? <CardList {...props} /> : <TableView {...props} />;
}
