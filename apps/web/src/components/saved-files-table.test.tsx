import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '../lib/http.ts';
import { fileNameOf } from '../lib/download.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderPage, signInWith } from '../test/render-page.tsx';
import { SavedFilesTable } from './saved-files-table.tsx';

const files = [
  {
    public_id: '0190a000-0000-7000-8000-000000000001',
    file_url: '/api/files/a/Informe%20final.pdf?v=3',
    file: 'Informe final.pdf',
  },
  { public_id: '0190a000-0000-7000-8000-000000000002', file_url: '/api/files/b/Fotos.zip', file: 'Fotos.zip' },
];

beforeEach(() => signInWith([]));
afterEach(() => vi.unstubAllGlobals());

describe('the saved-files table', () => {
  it('saves a download under the last URL segment, without its query string', () => {
    expect(fileNameOf('/api/files/a/Informe%20final.pdf?v=3')).toBe('Informe final.pdf');
    expect(fileNameOf('https://x.cl/docs/manual.docx#p2')).toBe('manual.docx');
  });

  it('has Descargar and Ver, and no Eliminar unless the parent grants deletion', () => {
    renderPage(<SavedFilesTable files={files} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Archivo', 'Descargar', 'Ver']);
    expect(screen.queryByText('Acciones')).not.toBeInTheDocument();
  });

  it('adds Tamaño and Subido columns where asked, reading size, uploaded_by and created_at', () => {
    const attached = [
      {
        public_id: '0190a000-0000-7000-8000-000000000003',
        url: '/api/files/c/acta.pdf',
        name: 'acta.pdf',
        size: 3 * 1024 * 1024,
        uploaded_by: { name: 'Camila', last_name: 'Rojas' },
        created_at: '2026-02-01T10:00:00.000Z',
      },
    ];
    renderPage(<SavedFilesTable files={attached} urlField="url" nameField="name" withSize withUploader />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Archivo', 'Tamaño', 'Subido', 'Descargar', 'Ver']);
    expect(screen.getAllByText('3.0 MB').length).toBeGreaterThan(0);
    expect(screen.getByText('Camila Rojas')).toBeInTheDocument();
    // 'D de MMMM de YYYY' (spec section 9), not '1 feb 2026'.
    expect(screen.getByText('1 de febrero de 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar acta.pdf' })).toBeInTheDocument();
  });

  it('deletes through the Acciones dropdown, removes the row on 200 and says El registro fue eliminado', async () => {
    const calls = mockApi({ 'DELETE /api/tasks/:id/files/:file': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(<SavedFilesTable files={files} deleteRoute="/api/tasks/t1/files" />);
    expect(screen.getByRole('columnheader', { name: 'Eliminar' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Fotos.zip' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Fotos.zip')).not.toBeInTheDocument());
    expect(screen.getByText('Informe final.pdf')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE /api/tasks/t1/files/${files[1]!.public_id}`]);
  });

  it('keeps the row when the delete does not answer 200', async () => {
    vi.spyOn(http, 'delete').mockImplementation(async (_url, opts) => {
      opts?.onStatus?.(204);
      return undefined as never;
    });
    renderPage(<SavedFilesTable files={files} deleteRoute="/api/tasks/t1/files" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Fotos.zip' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el archivo.')).toBeInTheDocument();
    expect(screen.getAllByText('Fotos.zip').length).toBeGreaterThan(0);
  });

  it("alerts 'Error en descarga: {message}' when a download fails", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'El recurso solicitado no existe.' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPage(<SavedFilesTable files={files} />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar Informe final.pdf' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error en descarga: El recurso solicitado no existe.'));
  });
});
