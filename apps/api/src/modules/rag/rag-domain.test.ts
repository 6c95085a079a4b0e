import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';
import { DOMAIN, domainTerms } from './rag-domain.service.ts';
import { questionTerms, type SearchScope } from './rag-search.service.ts';
import { areaUser, makeDepartment } from './rag.test-utils.ts';

// The lexicon learned from the organisation's documents: a rare question word leads to the title and heading words
// of the passages that hold it, learned only from what the asking scope may see.
let h: Harness;
let outsider: SearchScope;
let insider: SearchScope;

beforeAll(async () => {
  h = await build();
  const hr = await makeDepartment(h, 'Recursos Humanos');
  const manager = (await areaUser(h, null, ['Gestionar documentos en RAG'])).client;
  outsider = { userId: (await areaUser(h, null, ['Chat IA'])).user.id, seesRestricted: false, departmentId: null };
  insider = { userId: (await areaUser(h, hr.id, ['Chat IA'])).user.id, seesRestricted: false, departmentId: null };
  const docs = [
    {
      title: 'Credenciales del personal',
      content: '<h1>Reposición</h1><p>Si pierdes el fotocheck, pide uno nuevo en la mesa de partes.</p>',
    },
    { title: 'Horario de oficina', content: '<h1>Ingreso</h1><p>La oficina abre a las ocho de la mañana.</p>' },
    {
      title: 'Planilla reservada',
      department_id: hr.publicId,
      restricted: true,
      content: '<h1>Descuentos</h1><p>El fotocheck extraviado se descuenta de la quincena.</p>',
    },
  ];
  for (const payload of docs) {
    const res = await manager.inject({ method: 'POST', url: '/api/rag_documents', payload });
    expect(res.statusCode).toBe(201);
  }
});
afterEach(() => {
  DOMAIN.on = true;
});
afterAll(() => h.close());

async function learned(question: string, scope: SearchScope): Promise<string[]> {
  const terms = await questionTerms(h.app.db, question);
  return (await domainTerms(h.app.db, scope, terms)).map((t) => t.lexeme);
}

describe('Chat IA: the lexicon learned from the documents', () => {
  it("expands a rare word to the title and heading words of the passages that hold it, the scope's only", async () => {
    const words = await learned('¿Qué hago con el fotocheck?', outsider);
    expect(words).toEqual(expect.arrayContaining(['credencial', 'reposicion']));
    // Nothing from the restricted document of another area, nor from a document without the word.
    expect(words).not.toContain('planill');
    expect(words).not.toContain('horari');
    expect(await learned('¿Qué hago con el fotocheck?', insider)).toEqual(expect.arrayContaining(['planill']));
  });

  it('learns nothing for a word no visible document uses, nor when turned off', async () => {
    expect(await learned('¿Dónde está el lactario?', outsider)).toEqual([]);
    DOMAIN.on = false;
    expect(await learned('¿Qué hago con el fotocheck?', outsider)).toEqual([]);
  });
});

describe('Chat IA: the thesaurus and short words', () => {
  it("does not look a clipping up in the thesaurus ('cel' is no 'celada')", async () => {
    const terms = await questionTerms(h.app.db, '¿Dónde dejo mi cel?');
    expect(terms.filter((t) => t.lexeme === 'tramp' || t.lexeme === 'embosc')).toEqual([]);
  });
});
