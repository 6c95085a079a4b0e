import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TClient } from '@gestora/contract/clients/clients.schema';
import { pageQuery } from '../lib/queries.ts';
import { entityKeys } from '../lib/query-keys.ts';
import { build, pageOf, uid } from '../test/factories.ts';
import { mockApi, mockDownloads } from '../test/mock-api.ts';
import { renderPage, signInWith } from '../test/render-page.tsx';
import { DataTable } from './data-table.tsx';
import { ListScreen } from './list-screen.tsx';
import { useListPage } from './use-list-page.tsx';

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const encoder = new TextEncoder();
const clientsQueryOptions = pageQuery<TClient>(entityKeys('clients'), '/api/clients');

/** A list page as the features write one, declaring its export in one line. */
function ClientsList() {
  const page = useListPage({ filters: ['active'], query: clientsQueryOptions, exportPath: '/api/clients' });
  return (
    <ListScreen<TClient, 'active'>
      page={page}
      title="Clientes"
      label="Clientes"
      columns={[{ key: 'name', title: 'Nombre', card: 'title', render: (c) => c.name }]}
      rowLabel={(c) => c.name}
    />
  );
}

/** A server answer whose body the test sends piece by piece. */
function heldFile(headers: Record<string, string>, status = 200) {
  let push!: (text: string | Uint8Array) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (part) => controller.enqueue(typeof part === 'string' ? encoder.encode(part) : part);
      end = () => controller.close();
    },
  });
  return {
    response: new Response(body, { status, headers }),
    push: (p: string | Uint8Array) => push(p),
    end: () => end(),
  };
}

const andina = build.client({ public_id: uid(1), name: 'Constructora Andina' });

async function openList(route: string) {
  signInWith(['Ver clientes']);
  mockApi({ 'GET /api/clients': () => pageOf([andina]) });
  renderPage(<ClientsList />, { route });
  await screen.findByText('Constructora Andina');
}

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('ExportButton', () => {
  it("asks for the list's export with the page's search, filters and sort, shows the rows arriving and saves the file under the server's name", async () => {
    const file = heldFile({
      'Content-Type': CSV_TYPE,
      'Content-Disposition': 'attachment; filename="clientes-2026-12-02.csv"',
      'X-Export-Rows': '5',
    });
    const downloads = mockDownloads(() => file.response);
    await openList('/client?q=andina&active=true&sort=-name&page=3&per_page=50');

    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(downloads.requested).toHaveLength(1));
    const url = downloads.requested[0];
    expect(url.pathname).toBe('/api/clients/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'andina',
      active: 'true',
      sort: '-name',
      format: 'csv',
    });

    act(() => file.push('\uFEFFNombre;Estado\r\nA;Activo\r\nB;Activo\r\n'));
    expect(await screen.findByText('Exportando… 2 de 5 filas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    expect(downloads.saved).toHaveLength(0);

    act(() => {
      file.push('C;Activo\r\nD;Inactivo\r\nE;Activo\r\n');
      file.end();
    });
    expect(await screen.findByText('Archivo descargado: clientes-2026-12-02.csv')).toBeInTheDocument();
    expect(downloads.saved.map((s) => s.name)).toEqual(['clientes-2026-12-02.csv']);
    const saved = new Uint8Array(await downloads.saved[0].blob.arrayBuffer());
    expect(new TextDecoder().decode(saved)).toBe(
      'Nombre;Estado\r\nA;Activo\r\nB;Activo\r\nC;Activo\r\nD;Inactivo\r\nE;Activo\r\n',
    );
    expect(screen.queryByText(/Exportando…/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it('follows an Excel file by the bytes received', async () => {
    const file = heldFile({
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': 'attachment; filename="clientes.xlsx"; filename*=UTF-8\'\'clientes%20activos.xlsx',
      'X-Export-Rows': '1',
    });
    const downloads = mockDownloads(() => file.response);
    await openList('/client');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(downloads.requested).toHaveLength(1));
    expect(Object.fromEntries(downloads.requested[0].searchParams)).toEqual({ format: 'xlsx' });

    act(() => file.push(new Uint8Array(3 * 1024 * 1024)));
    expect(await screen.findByText('Exportando… 3.0 MB recibidos')).toBeInTheDocument();
    act(() => file.end());
    expect(await screen.findByText('Archivo descargado: clientes activos.xlsx')).toBeInTheDocument();
    expect(downloads.saved.map((s) => [s.name, s.blob.size])).toEqual([['clientes activos.xlsx', 3 * 1024 * 1024]]);
  });

  it("shows the server's refusal as a notification and saves nothing", async () => {
    const downloads = mockDownloads(
      () =>
        new Response(JSON.stringify({ message: 'No tiene permiso para realizar esta acción.' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await openList('/client');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
    expect(screen.queryByText(/Exportando…/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it('says so in Spanish when the server cannot be reached', async () => {
    const downloads = mockDownloads(() => {
      throw new TypeError('Failed to fetch');
    });
    await openList('/client');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('No se recibió respuesta del servidor')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });

  it('saves nothing of a file that breaks off half sent, and says so', async () => {
    const downloads = mockDownloads(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('Nombre\r\nA\r\n'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { headers: { 'Content-Type': CSV_TYPE, 'X-Export-Rows': '9' } });
    });
    await openList('/client');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('La descarga se interrumpió. Vuelva a intentarlo.')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });

  it('is an icon labelled Exportar beside the title on a 375 px phone', async () => {
    window.innerWidth = 375;
    mockDownloads(() => new Response(''));
    await openList('/client');
    const button = await screen.findByRole('button', { name: 'Exportar' });
    expect(button).not.toHaveTextContent('Exportar');
    expect(button.parentElement).toBe(screen.getByRole('heading', { name: 'Clientes' }).parentElement?.parentElement);
  });

  it('is left out of a list that declares no export', async () => {
    function Plain() {
      const page = useListPage({ query: clientsQueryOptions });
      return (
        <DataTable
          {...page.table}
          label="Clientes"
          columns={[{ key: 'name', title: 'Nombre', render: (c: TClient) => c.name }]}
          rowLabel={(c) => c.name}
        />
      );
    }
    signInWith(['Ver clientes']);
    mockApi({ 'GET /api/clients': () => pageOf([andina]) });
    renderPage(<Plain />, { route: '/client' });
    await screen.findByText('Constructora Andina');
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
  });
});
