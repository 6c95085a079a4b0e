import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_DOCUMENTS } from '../../../eval/rag-corpus.data.ts';
import { corpusHtml } from '../../demo/demo-rag.ts';
import { build, type Harness } from '../../test/harness.ts';
import { areaUser } from './rag.test-utils.ts';

// Which sources the chat quotes, on documents of the demo corpus that share everyday words ('días', 'año'): the
// passage that answers, and no document beside it that only shares those words.
let h: Harness;
type Client = Awaited<ReturnType<Harness['as']>>;
let asker: Client;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await build();
  const manager = (await areaUser(h, null, ['Gestionar documentos en RAG'])).client;
  asker = (await areaUser(h, null, ['Chat IA'])).client;
  for (const key of ['vacaciones', 'respaldos', 'desempeno', 'inventario', 'licencias']) {
    const doc = EVAL_DOCUMENTS.find((d) => d.key === key)!;
    const res = await manager.inject({
      method: 'POST',
      url: '/api/rag_documents',
      payload: { title: doc.title, content: corpusHtml(doc.text) },
    });
    expect(res.statusCode).toBe(201);
    ids[res.json().public_id] = key;
  }
});
afterAll(() => h.close());

type Source = { public_id: string; title: string; passage: string };
async function sourcesFor(question: string): Promise<{ keys: string[]; sources: Source[] }> {
  const res = await asker.inject({
    method: 'POST',
    url: '/api/chat_ia_rag',
    payload: { question, department_id: null },
  });
  expect(res.statusCode).toBe(200);
  const sources = res.json().sources as Source[];
  return { keys: sources.map((s) => ids[s.public_id]), sources };
}

describe('Chat IA: the sources quoted', () => {
  it('answers an entitlement question with the passage that states it, and only that document', async () => {
    const { keys, sources } = await sourcesFor('¿Cuántos días de vacaciones me corresponden al año?');
    expect(keys).toEqual(['vacaciones']);
    expect(sources[0].passage).toContain('treinta días calendario de descanso vacacional');
  });

  it('still quotes a second document for the second topic of a two-part question', async () => {
    const { keys } = await sourcesFor(
      '¿Cuántos días de vacaciones me corresponden y a qué hora se respaldan los servidores?',
    );
    expect(keys.slice(0, 2).sort()).toEqual(['respaldos', 'vacaciones']);
  });

  it('quotes the asked-for part of a document, not a neighbouring section that shares its words', async () => {
    const { keys, sources } = await sourcesFor('¿Puedo reducir mis vacaciones a cambio de dinero?');
    expect(keys[0]).toBe('vacaciones');
    expect(sources[0].passage).toContain('compensación económica');
  });
});
