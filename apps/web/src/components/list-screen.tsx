import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { PageHeader } from './page-header.tsx';
import type { ListPage } from './use-list-page.tsx';

type Row = { public_id: string };

interface ListScreenProps<T extends Row, F extends string> extends Omit<
  DataTableProps<T>,
  keyof ListPage<T, F>['table'] | 'emptyAction'
> {
  /** The list's state (useListPage): its rows, paging, sorting and delete confirmation. */
  page: ListPage<T, F>;
  title: string;
  subtitle?: ReactNode;
  /** The 'Nuevo …' button (useNewButton): in the header, and in the empty table when nothing is listed. */
  newButton?: ReactNode;
  /** The header's actions when they are more than the new button (which is then one of them). */
  headerActions?: ReactNode;
  /** What filters the list, above the table. */
  filters?: ReactNode;
  /** A fetch of the page's own, shown on the table as its list's (a reorder being saved). */
  fetching?: boolean;
  /** What else the page holds: its form modal, its drawer. */
  children?: ReactNode;
}

/**
 * A list page as every module shows one: the header and its actions, the filters, the table with the list's
 * paging, sorting and empty state, then the page's modals and the delete confirmation. Only what is particular
 * (columns, filters, row actions, modals) stays in the feature.
 */
export function ListScreen<T extends Row, F extends string>({
  page,
  title,
  subtitle,
  newButton,
  headerActions = newButton,
  filters,
  fetching,
  children,
  ...table
}: ListScreenProps<T, F>) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={headerActions} tools={page.exportButton} />
      {filters}
      <DataTable
        {...page.table}
        fetching={page.table.fetching || Boolean(fetching)}
        emptyAction={newButton}
        {...table}
      />
      {children}
      {page.dialogs}
    </>
  );
}
