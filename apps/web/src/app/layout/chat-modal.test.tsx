import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TChatDocument, TChatResponse } from '@gestora/contract/rag/rag.schema';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { HttpError } from '../../lib/http.ts';
import { ChatModal } from './chat-modal.tsx';

afterEach(() => vi.restoreAllMocks());

const SENTENCE = 'Para comisiones en el país se asignan S/ 120 diarios para alimentación.';
const PASSAGE = `${SENTENCE} El hospedaje se paga aparte. <img src=x onerror="alert(1)"> <b>negrita</b>`;

/** A reply without a model: one source whose sentence marks 'comisiones' and 'diarios', and a disagreement. */
const ANSWER: TChatResponse = {
  reply: `Esto es lo que encontré en los documentos:\n\n[1] Viáticos y gastos de viaje — Montos\n«${SENTENCE}»`,
  sources: [{ public_id: 'doc-1', title: 'Viáticos y gastos de viaje', passage: PASSAGE }],
  found: true,
  mode: 'passages',
  answers: [
    {
      public_id: 'doc-1',
      title: 'Viáticos y gastos de viaje',
      area: null,
      heading: 'Montos',
      sentences: [
        {
          text: SENTENCE,
          highlights: [
            [5, 15],
            [45, 52],
          ],
        },
      ],
      passage: PASSAGE,
    },
    {
      public_id: 'doc-2',
      title: 'Política de viajes 2026',
      area: 'Administración y Finanzas',
      heading: '',
      sentences: [{ text: 'El viático diario es de S/ 150 <script>x</script>.', highlights: [[3, 10]] }],
      passage: 'El viático diario es de S/ 150 <script>x</script>.',
    },
  ],
  conflicts: [
    {
      message:
        'Las fuentes no coinciden: «Viáticos y gastos de viaje» (Todos) indica S/ 120 y «Política de viajes 2026» (Administración y Finanzas) indica S/ 150. Confirme con el área responsable.',
      claims: [
        { public_id: 'doc-1', title: 'Viáticos y gastos de viaje', area: null, figure: 'S/ 120', sentence: SENTENCE },
        {
          public_id: 'doc-2',
          title: 'Política de viajes 2026',
          area: 'Administración y Finanzas',
          figure: 'S/ 150',
          sentence: 'El viático diario es de S/ 150.',
        },
      ],
    },
  ],
};

const DOCUMENT: TChatDocument = {
  public_id: 'doc-1',
  title: 'Viáticos y gastos de viaje',
  area: null,
  sections: [{ heading: 'Montos', text: `${SENTENCE}\n<i>no es cursiva</i>` }],
};

async function askChat(reply: TChatResponse, extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/active_departments': () => [],
    'POST /api/chat_ia_rag': () => reply,
    ...extra,
  });
  const view = renderPage(<ChatModal opened onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Chat IA' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pregunta' }), '¿Cuánto es el viático diario?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
  await within(dialog).findByTestId('chat-sources');
  return { calls, dialog, ...view };
}

describe('Chat IA answers a person reads', () => {
  it("shows each source's sentences under its title and area, with the question's words marked", async () => {
    signInWith(['Chat IA']);
    const { dialog } = await askChat(ANSWER);
    const [first, second] = within(dialog).getAllByTestId('chat-answer-source');
    expect(within(first).getByText('Viáticos y gastos de viaje')).toBeInTheDocument();
    expect(within(first).getByText('Área: Todos · Montos')).toBeInTheDocument();
    expect(within(second).getByText('Área: Administración y Finanzas')).toBeInTheDocument();
    const sentence = within(first).getByTestId('chat-sentence');
    // The amount stays on one line with its currency: a no-break space after 'S/'.
    expect(sentence.textContent).toBe(SENTENCE.replace('S/ 120', 'S/\u00a0120'));
    expect([...sentence.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['comisiones', 'diarios']);
    // The plain reply is not repeated above the cards: a lead line, then the sources.
    expect(within(dialog).getByTestId('chat-lead').textContent).toBe('Esto es lo que encontré en los documentos:');
    expect(within(dialog).getByTestId('chat-answer')).toHaveTextContent(SENTENCE);
  });

  it('keeps the whole passage collapsed until asked, and shows markup in it as text', async () => {
    signInWith(['Chat IA']);
    const { dialog } = await askChat(ANSWER);
    const [first, second] = within(dialog).getAllByTestId('chat-answer-source');
    expect(within(first).queryByTestId('chat-passage')).not.toBeInTheDocument();
    expect(within(first).queryByText(/El hospedaje se paga aparte/)).not.toBeInTheDocument();
    const toggle = within(first).getByRole('button', { name: 'Ver el pasaje completo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const passage = within(first).getByTestId('chat-passage');
    expect(passage.textContent).toBe(PASSAGE);
    expect(passage.querySelector('img, b')).toBeNull();
    expect(within(second).getByTestId('chat-sentence').querySelector('script')).toBeNull();
    expect(within(second).getByTestId('chat-sentence').textContent).toContain('<script>x</script>');
    await userEvent.click(within(first).getByRole('button', { name: 'Ocultar el pasaje' }));
    expect(within(first).queryByTestId('chat-passage')).not.toBeInTheDocument();
  });

  it('says when the sources disagree and shows both figures with their document and area', async () => {
    signInWith(['Chat IA']);
    const { dialog } = await askChat(ANSWER);
    const notice = within(dialog).getByTestId('chat-conflict');
    expect(within(notice).getByText('Las fuentes no coinciden')).toBeInTheDocument();
    expect(notice.textContent).toContain('S/ 120 — Viáticos y gastos de viaje (Todos)');
    expect(notice.textContent).toContain('S/ 150 — Política de viajes 2026 (Administración y Finanzas)');
  });

  it('opens the cited document from its link, read-only, its text as text', async () => {
    signInWith(['Chat IA']);
    const { calls, dialog } = await askChat(ANSWER, {
      'GET /api/chat_ia_rag/documents/:id': ({ path }) => {
        if (path.id !== 'doc-1')
          throw new HttpError(404, 'El documento no existe o no está disponible para usted.', {});
        return DOCUMENT;
      },
    });
    const [first] = within(dialog).getAllByTestId('chat-answer-source');
    await userEvent.click(within(first).getByRole('button', { name: 'Abrir documento' }));
    const doc = await screen.findByTestId('chat-document');
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/chat_ia_rag/documents/doc-1')).toBe(true);
    expect(within(doc).getByRole('heading', { name: 'Montos' })).toBeInTheDocument();
    expect(doc.textContent).toContain('<i>no es cursiva</i>');
    expect(doc.querySelector('i')).toBeNull();
    // Only a document manager is offered the editor in /rag.
    expect(within(doc).queryByRole('link', { name: /Editar en Documentos RAG/ })).not.toBeInTheDocument();
  });

  it('offers a document manager the document in /rag (/rag?doc=…)', async () => {
    signInWith(['Chat IA', 'Gestionar documentos en RAG']);
    const { dialog } = await askChat(ANSWER, { 'GET /api/chat_ia_rag/documents/:id': () => DOCUMENT });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Abrir documento' })[0]);
    const link = await screen.findByRole('link', { name: /Editar en Documentos RAG/ });
    expect(link).toHaveAttribute('href', '/rag?doc=doc-1');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/rag?doc=doc-1');
  });

  it("with a model, shows its text and the structured sources beside it, without repeating the 'Fuentes' list", async () => {
    signInWith(['Chat IA']);
    const { dialog } = await askChat({
      ...ANSWER,
      mode: 'model',
      conflicts: [],
      reply: 'Se asignan S/ 120 diarios [1].\n\nFuentes:\n[1] Viáticos y gastos de viaje\n[2] Política de viajes 2026',
    });
    expect(within(dialog).getByTestId('chat-lead').textContent).toBe('Se asignan S/ 120 diarios [1].');
    expect(within(dialog).getAllByTestId('chat-answer-source')).toHaveLength(2);
    expect(within(dialog).queryByTestId('chat-conflict')).not.toBeInTheDocument();
  });
});
