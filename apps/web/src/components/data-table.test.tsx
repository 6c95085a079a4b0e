import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { DataTable } from './data-table.tsx';
import type { DataColumn } from './data-table-parts.tsx';
import { rangeText } from './data-table-parts.tsx';
import { renderPage } from '../test/render-page.tsx';
import { pageOf } from '../test/factories.ts';

interface Row {
  id: string;
  name: string;
  city: string;
}
const rows: Row[] = [
  { id: '1', name: 'Ana', city: 'Quito' },
  { id: '2', name: 'Luis', city: 'Lima' },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Nombre', sortKey: 'name', render: (r) => r.name },
  { key: 'city', title: 'Ciudad', render: (r) => r.city },
];

const base = {
  label: 'Personas',
  columns,
  rowKey: (r: Row) => r.id,
  rowLabel: (r: Row) => r.name,
  onRetry: () => {},
  onPageChange: () => {},
};

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

/** A phone of 375 px: the setup's matchMedia evaluates width queries against innerWidth. */
function phoneWidth() {
  window.innerWidth = 375;
}

describe('DataTable', () => {
  it('shows skeleton rows while the first page loads', () => {
    renderPage(<DataTable {...base} page={undefined} loading />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(2);
    expect(screen.getByRole('table', { name: 'Personas' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says "No se encontraron registros" and offers the primary action', () => {
    renderPage(
      <DataTable {...base} page={pageOf<Row>([])} loading={false} emptyAction={<Button>Nueva persona</Button>} />,
    );
    expect(screen.getByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva persona' })).toBeInTheDocument();
  });

  it('suggests changing the filters instead of creating when the list is filtered', () => {
    renderPage(
      <DataTable
        {...base}
        page={pageOf<Row>([])}
        loading={false}
        filtered
        emptyAction={<Button>Nueva persona</Button>}
      />,
    );
    expect(screen.getByText('Pruebe con otra búsqueda o quite los filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva persona' })).not.toBeInTheDocument();
  });

  it('shows the range of the page within the total, and pages', async () => {
    const onPageChange = vi.fn();
    const many = Array.from({ length: 20 }, (_, i) => ({ id: String(i), name: `P${i}`, city: 'Quito' }));
    renderPage(
      <DataTable
        {...base}
        page={pageOf(many, { current_page: 2, total: 348 })}
        loading={false}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByTestId('table-range')).toHaveTextContent('21–40 de 348');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(rangeText({ current_page: 1, per_page: 20, total: 348 }, 20)).toBe('1–20 de 348');
  });

  it('sorts by a header: ascending first, then descending', async () => {
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState('');
      return (
        <DataTable
          {...base}
          page={pageOf(rows)}
          loading={false}
          sort={sort}
          onSortChange={(s) => {
            onSortChange(s);
            setSort(s);
          }}
        />
      );
    }
    renderPage(<Sorted />);
    const header = screen.getByRole('columnheader', { name: 'Nombre' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('-name');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Ciudad' })).not.toHaveAttribute('aria-sort');
  });

  it('offers only the given row actions and opens a row on click', async () => {
    const onRowClick = vi.fn();
    const onEdit = vi.fn();
    renderPage(
      <DataTable
        {...base}
        page={pageOf(rows)}
        loading={false}
        onRowClick={onRowClick}
        actions={(r) => (r.id === '1' ? [{ label: 'Editar', onClick: onEdit }] : [])}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Ana' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(onEdit).toHaveBeenCalledWith(rows[0]);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Acciones de Luis' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Lima'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('shows the error with "Reintentar"', async () => {
    const onRetry = vi.fn();
    renderPage(
      <DataTable
        {...base}
        page={undefined}
        loading={false}
        error={new Error('Ocurrió un error inesperado en el servidor.')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Ocurrió un error inesperado en el servidor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('turns every row into a card at phone width, with labelled values and no table', () => {
    phoneWidth();
    renderPage(<DataTable {...base} page={pageOf(rows)} loading={false} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Personas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Ana')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Ciudad')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Quito')).toBeInTheDocument();
  });
});
