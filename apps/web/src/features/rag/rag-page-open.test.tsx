import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TRagDocument } from '@gestora/contract/rag/rag.schema';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { RagPage } from './rag-page.tsx';

afterEach(() => vi.restoreAllMocks());

const travel: TRagDocument = {
  public_id: '0190a000-0000-7000-8000-000000000031',
  title: 'Viáticos y gastos de viaje',
  department: null,
  restricted: false,
  content: '<p>Se asignan S/ 120 diarios.</p>',
  file: null,
  passages_count: 1,
  created_at: '2026-03-05T14:00:00.000Z',
  updated_at: '2026-03-05T14:00:00.000Z',
};
const { content: _content, ...travelItem } = travel;

describe('RagPage opened for one document', () => {
  it('opens the document of /rag?doc=<public_id> (the Chat IA link) and leaves the URL', async () => {
    signInWith(['Gestionar documentos en RAG']);
    const calls = mockApi({
      'GET /api/rag_documents': () => pageOf([travelItem]),
      'GET /api/rag_documents/:id': () => travel,
      'GET /api/active_departments': () => [],
      'GET /api/rag_embeddings': () => ({ configured: false, embedded: 0, total: 0, running: false }),
    });
    renderPage(<RagPage />, { route: `/rag?doc=${travel.public_id}` });
    // The modal shows a skeleton while the document loads, then the form in its place.
    const title = await screen.findByRole('textbox', { name: /Título/ });
    expect(title.closest('[role=dialog]')).toHaveAccessibleName('Editar documento');
    expect(title).toHaveValue('Viáticos y gastos de viaje');
    expect(calls.some((c) => c.url === `/api/rag_documents/${travel.public_id}`)).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rag$/);
  });
});
