import { useEffect, type ReactNode } from 'react';
import { Box, EmptyState, Paper, Table } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { TPage } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import { SkeletonCards, SkeletonRows, TableFooter } from './data-table-parts.tsx';
import { LoadError } from './load-error.tsx';
import { usePullToRefresh } from './pull-to-refresh.tsx';
import { CardList, TableHead, TableView, type RowsProps } from './responsive-table.tsx';

export interface DataTableProps<T> extends Omit<RowsProps<T>, 'rows'> {
  page: TPage<T> | undefined;
  /** First load: skeleton rows. */
  loading: boolean;
  /** A new page is being fetched while the previous one is shown. */
  fetching?: boolean;
  error?: unknown;
  onRetry: () => void;
  /** The native app's pull to refresh fetches the list again through this (else `onRetry`). */
  onRefresh?: () => Promise<unknown>;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** Shown in the empty state, e.g. the 'Nueva área' button when the user may create. */
  emptyAction?: ReactNode;
  /** True when a search or filter is in effect: the empty state suggests changing them. */
  filtered?: boolean;
  skeletonRows?: number;
}

const listError = (error: unknown, onRetry: () => void) => (
  <LoadError title="No se pudo cargar la lista" error={error} onRetry={onRetry} />
);

/**
 * The list of every module: server pagination with its total, sortable headers, a row menu, skeleton rows while
 * loading, an empty state and a retry on error. At phone width (≤767 px) every row becomes a card, so that
 * nothing scrolls sideways. `useListPage` hands it most of its props.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const pull = usePullToRefresh(props.onRefresh ?? props.onRetry);
  return (
    <>
      {pull}
      <DataTableBody {...props} />
    </>
  );
}

function DataTableBody<T>(props: DataTableProps<T>) {
  const { page, loading, error, onRetry, onPageChange, skeletonRows = 6 } = props;
  const phone = useIsMobile();

  // After a delete empties the last page, step back to the page that exists now.
  useEffect(() => {
    if (page && page.data.length === 0 && page.total > 0 && page.current_page > page.last_page)
      onPageChange(page.last_page);
  }, [page, onPageChange]);

  if (error && !page) return listError(error, onRetry);

  if (loading || !page) {
    return phone ? (
      <SkeletonCards rows={Math.min(skeletonRows, 4)} />
    ) : (
      <Paper withBorder radius="md">
        <Table aria-label={props.label} aria-busy verticalSpacing="sm">
          <TableHead {...props} />
          <Table.Tbody>
            <SkeletonRows columns={props.columns.length} rows={skeletonRows} withActions={Boolean(props.actions)} />
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
      {error ? <Box mb="sm">{listError(error, onRetry)}</Box> : null}
      {phone ? (
        <CardList {...props} rows={page.data} />
      ) : (
        // A table wider than the page scrolls inside its frame instead of being cut off; relative, so that the
        // visually hidden texts of its cells (absolutely placed) stay inside it instead of widening the page.
        <Paper withBorder radius="md" style={{ overflowX: 'auto', position: 'relative' }}>
          <TableView {...props} rows={page.data} />
        </Paper>
      )}
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
