import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRagDocument } from '@gestora/contract/rag/rag.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { RagPage } from './rag-page.tsx';

const MANAGE = 'Gestionar documentos en RAG';
const hr = { public_id: '0190a000-0000-7000-8000-0000000000d1', name: 'Recursos Humanos' };

const doc = (n: number, title: string, extra: Partial<TRagDocument> = {}): TRagDocument => ({
  public_id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  title,
  department: null,
  restricted: false,
  content: '<p>Texto</p>',
  file: null,
  passages_count: 2,
  created_at: '2026-03-05T14:00:00.000Z',
  updated_at: '2026-03-05T14:00:00.000Z',
  ...extra,
});
const vacations = doc(1, 'Política de vacaciones');
const salaries = doc(2, 'Bandas salariales', {
  department: hr,
  restricted: true,
  file: { public_id: '0190a000-0000-7000-8000-0000000000f1', name: 'bandas.pdf', size: 1200 },
});
const { content: _c1, ...vacationsItem } = vacations;
const { content: _c2, ...salariesItem } = salaries;

describe('RagPage', () => {
  it("lists the documents with their area ('Todos' when for every area), restriction and file", async () => {
    signInWith([MANAGE]);
    mockApi({ 'GET /api/rag_documents': () => pageOf([vacationsItem, salariesItem]) });
    renderPage(<RagPage />, { route: '/rag' });
    await screen.findByText('Política de vacaciones');
    const table = screen.getByRole('table', { name: 'Documentos RAG' });
    expect(within(table).getByText('Todos')).toBeInTheDocument();
    expect(within(table).getByText('Recursos Humanos')).toBeInTheDocument();
    expect(within(table).getByText('Restringido')).toBeInTheDocument();
    expect(within(table).getByText('bandas.pdf')).toBeInTheDocument();
  });

  it('creates a document with its text, then sends the chosen file', async () => {
    signInWith([MANAGE]);
    const created = doc(3, 'Manual de flota');
    const calls = mockApi({
      'GET /api/rag_documents': () => pageOf([]),
      'GET /api/active_departments': () => [hr],
      'POST /api/rag_documents': () => created,
      'POST /api/rag_documents/:id/file': () => ({
        ...created,
        file: { public_id: '0190a000-0000-7000-8000-0000000000f2', name: 'flota.pdf', size: 10 },
      }),
    });
    renderPage(<RagPage />, { route: '/rag' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Nuevo documento' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo documento' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Manual de flota');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'flota.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/rag_documents');
    expect(post?.body).toMatchObject({ title: 'Manual de flota', department_id: '', restricted: false });
    expect(post?.body).not.toHaveProperty('file');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === `/api/rag_documents/${created.public_id}/file`)).toBe(
        true,
      ),
    );
  });

  it("shows the file's refusal under the file field and updates the same document on the next try", async () => {
    signInWith([MANAGE]);
    const created = doc(4, 'Escaneado');
    const calls = mockApi({
      'GET /api/rag_documents': () => pageOf([]),
      'GET /api/active_departments': () => [hr],
      'POST /api/rag_documents': () => created,
      'PUT /api/rag_documents/:id': () => created,
      'POST /api/rag_documents/:id/file': () => {
        throw new HttpError(422, 'El archivo no contiene texto', {}, { file: ['El archivo no contiene texto'] });
      },
    });
    renderPage(<RagPage />, { route: '/rag' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Nuevo documento' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo documento' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Escaneado');
    await userEvent.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El archivo no contiene texto')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/rag_documents')).toHaveLength(1),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('edits a document loaded whole (its content) and deletes one after asking', async () => {
    signInWith([MANAGE]);
    const calls = mockApi({
      'GET /api/rag_documents': () => pageOf([vacationsItem]),
      'GET /api/rag_documents/:id': () => vacations,
      'GET /api/active_departments': () => [hr],
      'PUT /api/rag_documents/:id': ({ body }) => ({ ...vacations, ...(body as object) }),
      'DELETE /api/rag_documents/:id': () => ({ message: 'El registro fue eliminado' }),
    });
    renderPage(<RagPage />, { route: '/rag' });
    await userEvent.click(await screen.findByText('Política de vacaciones'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar documento' });
    const title = await within(dialog).findByRole('textbox', { name: /Título/ });
    expect(title).toHaveValue('Política de vacaciones');
    await userEvent.type(title, ' 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Política de vacaciones 2026',
      content: '<p>Texto</p>',
    });

    // Toasts are single (spec section 9): one arriving within 390 ms of the previous is dropped. On a fast machine
    // the deletion below follows the update's toast sooner than that: its own toast is counted from a second later.
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 1_000);
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Política de vacaciones' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: /Eliminar/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    later.mockRestore();
  });
});
