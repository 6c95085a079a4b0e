import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRagEmbeddingsStatus } from '@gestora/contract/rag/rag.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { RagPage } from './rag-page.tsx';

afterEach(() => vi.restoreAllMocks());

const MANAGE = 'Gestionar documentos en RAG';
const NO_ENDPOINT =
  'No hay un servicio de vectores configurado (EMBEDDINGS_BASE_URL): el Chat IA busca solo por palabras.';

describe('RagPage: progress of the passages’ vectors', () => {
  it('shows how many passages have their vector and restarts the computing of the missing ones', async () => {
    signInWith([MANAGE]);
    let status: TRagEmbeddingsStatus = { configured: true, embedded: 120, total: 300, running: false };
    const calls = mockApi({
      'GET /api/rag_documents': () => pageOf([]),
      'GET /api/rag_embeddings': () => status,
      'POST /api/rag_embeddings': () => (status = { ...status, running: true }),
    });
    renderPage(<RagPage />, { route: '/rag' });
    const panel = await screen.findByRole('region', { name: 'Vectores del Chat IA' });
    expect(within(panel).getByText('Vectores: 120 de 300 pasajes')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Vectores: 120 de 300 pasajes' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Calcular vectores pendientes' }));
    expect(await within(panel).findByText('Calculando')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Calcular vectores pendientes' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/rag_embeddings')).toHaveLength(1);
  });

  it('says when every passage has its vector', async () => {
    signInWith([MANAGE]);
    mockApi({
      'GET /api/rag_documents': () => pageOf([]),
      'GET /api/rag_embeddings': () => ({ configured: true, embedded: 1, total: 1, running: false }),
    });
    renderPage(<RagPage />, { route: '/rag' });
    const panel = await screen.findByRole('region', { name: 'Vectores del Chat IA' });
    expect(within(panel).getByText('Vectores: 1 de 1 pasaje')).toBeInTheDocument();
    expect(within(panel).getByText('Completo')).toBeInTheDocument();
  });

  it("shows the server's refusal when it cannot start", async () => {
    signInWith([MANAGE]);
    mockApi({
      'GET /api/rag_documents': () => pageOf([]),
      'GET /api/rag_embeddings': () => ({ configured: true, embedded: 0, total: 4, running: false }),
      'POST /api/rag_embeddings': () => {
        throw new HttpError(409, NO_ENDPOINT, { message: NO_ENDPOINT });
      },
    });
    renderPage(<RagPage />, { route: '/rag' });
    const panel = await screen.findByRole('region', { name: 'Vectores del Chat IA' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Calcular vectores pendientes' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(NO_ENDPOINT);
  });

  it('shows nothing without an embeddings endpoint (retrieval is full text alone)', async () => {
    signInWith([MANAGE]);
    const calls = mockApi({
      'GET /api/rag_documents': () => pageOf([]),
      'GET /api/rag_embeddings': () => ({ configured: false, embedded: 0, total: 12, running: false }),
    });
    renderPage(<RagPage />, { route: '/rag' });
    await screen.findByRole('heading', { name: 'Documentos RAG' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/rag_embeddings')).toBe(true));
    await screen.findAllByText('No se encontraron registros');
    expect(screen.queryByText(/^Vectores:/)).not.toBeInTheDocument();
  });
});
