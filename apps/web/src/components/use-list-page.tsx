import { Suspense, useState, type ReactNode } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { ListQuery } from '../lib/query-keys.ts';
import { deferredComponent } from '../lib/deferred-component.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { useListParams, type ListParams } from './use-list-params.ts';

// The export's code (its menu, progress toast and download) loads with the first list that offers it, not with the
// first page of the app.
const ExportButton = deferredComponent(() => import('./export-button.tsx').then((m) => m.ExportButton));

type Row = { public_id: string };

interface ListPageOptions<T extends Row, F extends string> {
  /** The filters kept in the URL beside page, per_page, q and sort. */
  filters?: readonly F[];
  defaults?: { sort?: string; perPage?: number };
  /** The feature's list query options (`clientsQueryOptions`). */
  query: (query: ListQuery) => UseQueryOptions<TPage<T>, Error, TPage<T>, any>;
  enabled?: boolean;
  /** Deleting asks first in a modal that names the row ('Eliminar cliente «Hospital San Rafael»'). */
  remove?: {
    kind: string;
    name: (row: T) => string;
    mutation: { mutateAsync: (id: string) => Promise<unknown> };
  };
  /** The list's API path ('/api/clients'): the page gets an 'Exportar' button for `<path>/export`. */
  exportPath?: string;
  /** What the page's query function changes in the URL's query before sending it (a filter it leaves out). */
  exportQuery?: (query: ListQuery) => ListQuery;
}

export interface ListPage<T extends Row, F extends string> {
  list: ListParams<F>;
  /** What every DataTable of a list page takes from its list: spread it, then add columns and labels. */
  table: {
    rowKey: (row: T) => string;
    page: TPage<T> | undefined;
    loading: boolean;
    fetching: boolean;
    error: unknown;
    onRetry: () => void;
    onRefresh: () => Promise<unknown>;
    sort: string;
    onSortChange: (sort: string) => void;
    onPageChange: (page: number) => void;
    onPerPageChange: (perPage: number) => void;
    filtered: boolean;
  };
  /** Opens the delete confirmation for a row (a row action's onClick). */
  askDelete: (row: T) => void;
  /** The delete confirmation, to render once in the page. */
  dialogs: ReactNode;
  /** 'Exportar' of the rows the current search, filters and sort select (null without `exportPath`). */
  exportButton: ReactNode;
}

/**
 * The plumbing of a list page: filters, search, sort and paging in the URL, the query, the props DataTable needs
 * and the delete confirmation. Only what is particular (columns, filters, row actions) stays in the feature.
 */
export function useListPage<T extends Row, F extends string = never>({
  filters,
  defaults,
  query,
  enabled,
  remove,
  exportPath,
  exportQuery = (q) => q,
}: ListPageOptions<T, F>): ListPage<T, F> {
  const list = useListParams(filters, defaults);
  const result = useQuery({ ...query(list.query), enabled });
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    list,
    table: {
      rowKey: (row) => row.public_id,
      page: result.data,
      loading: result.isPending,
      fetching: result.isPlaceholderData,
      error: result.error,
      onRetry: () => void result.refetch(),
      onRefresh: () => result.refetch(),
      sort: list.sort,
      onSortChange: list.setSort,
      onPageChange: list.setPage,
      onPerPageChange: list.setPerPage,
      filtered: list.filtered,
    },
    askDelete: setDeleting,
    dialogs: remove ? (
      <ConfirmDelete
        target={deleting ? { kind: remove.kind, name: remove.name(deleting) } : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutation.mutateAsync(deleting!.public_id)}
      />
    ) : null,
    exportButton: exportPath ? (
      <Suspense fallback={null}>
        <ExportButton path={exportPath} query={exportQuery(list.query)} />
      </Suspense>
    ) : null,
  };
}
