import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_DOCUMENTS } from '../../../eval/rag-corpus.data.ts';
import { corpusHtml } from '../../demo/demo-rag.ts';
import { build, type Harness } from '../../test/harness.ts';
import { NOT_FOUND_REPLY } from './rag-chat.service.ts';
import { DOMAIN } from './rag-domain.service.ts';
import { RELEVANCE, WORDING } from './rag-search.service.ts';
import { areaUser, makeDepartment } from './rag.test-utils.ts';

// Everyday wording and honest refusal, through the chat's API without a model: each mechanism that brings a
// staff member's words to a policy's is shown finding a question it alone finds (and, turned off, missing it).
let h: Harness;
type Client = Awaited<ReturnType<Harness['as']>>;
let asker: Client;
let hrAsker: Client;
const keyOf: Record<string, string> = {};
const MISSING_SHARE = RELEVANCE.missingShare;
const ELSEWHERE = RELEVANCE.elsewhere;

/** Small documents written for one mechanism each, beside some of the evaluation corpus. */
const OWN_DOCUMENTS = [
  {
    key: 'cocheras',
    title: 'Asignación de cocheras',
    text: '# Cocheras\nLas cocheras del sótano se asignan por sorteo cada semestre entre quienes llegan en auto propio.',
  },
  {
    key: 'adelantos',
    title: 'Adelantos de remuneración',
    text: '# Cómo pedirlo\nLos colaboradores solicitan el adelanto en el portal del colaborador antes del día 10.',
  },
  {
    key: 'gratificaciones',
    title: 'Pagos extraordinarios',
    text: '# Calendario\nLas gratificaciones se abonan en la primera quincena de julio y de diciembre.',
  },
];

beforeAll(async () => {
  h = await build();
  const hr = await makeDepartment(h, 'Recursos Humanos');
  const manager = (await areaUser(h, null, ['Gestionar documentos en RAG'])).client;
  asker = (await areaUser(h, null, ['Chat IA'])).client;
  hrAsker = (await areaUser(h, hr.id, ['Chat IA'])).client;
  const docs = [
    ...EVAL_DOCUMENTS.filter((d) =>
      ['horario', 'beneficios', 'contrasenas', 'equipos', 'mesa-ayuda', 'licencias', 'teletrabajo'].includes(d.key),
    ),
    ...OWN_DOCUMENTS,
  ];
  for (const doc of docs) {
    const res = await manager.inject({
      method: 'POST',
      url: '/api/rag_documents',
      payload: { title: doc.title, content: corpusHtml(doc.text) },
    });
    expect(res.statusCode).toBe(201);
    keyOf[res.json().public_id] = doc.key;
  }
  const secret = await manager.inject({
    method: 'POST',
    url: '/api/rag_documents',
    payload: {
      title: 'Canasta navideña 2026',
      department_id: hr.publicId,
      restricted: true,
      content: '<p>La canasta navideña de este año incluye panetón y se entrega en la oficina el 20 de diciembre.</p>',
    },
  });
  expect(secret.statusCode).toBe(201);
  keyOf[secret.json().public_id] = 'canasta';
});
afterEach(() => {
  WORDING.lexicon = true;
  WORDING.morphology = true;
  WORDING.thesaurus = true;
  RELEVANCE.knownOnly = true;
  RELEVANCE.missingNominal = false;
  RELEVANCE.elsewhere = ELSEWHERE;
  RELEVANCE.missingShare = MISSING_SHARE;
  DOMAIN.on = true;
});
afterAll(() => h.close());

async function ask(question: string, client = asker): Promise<{ keys: string[]; reply: string }> {
  const res = await client.inject({
    method: 'POST',
    url: '/api/chat_ia_rag',
    payload: { question, department_id: null },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { reply: string; sources: { public_id: string }[] };
  return { keys: body.sources.map((s) => keyOf[s.public_id]), reply: body.reply };
}

describe('Chat IA: honest refusal', () => {
  it('refuses a question about something no document mentions, although its other words occur', async () => {
    // 'horario' and 'empresa' are in the documents; the canteen is not.
    const absent = await ask('¿Cuál es el horario del comedor de la empresa?');
    expect(absent.keys).toEqual([]);
    expect(absent.reply).toBe(NOT_FOUND_REPLY);
    const present = await ask('¿Cuál es el horario de trabajo de la empresa?');
    expect(present.keys[0]).toBe('horario');
    // Most of what the question names is missing from the best passage, whose document hardly covers the
    // question: refused. The 'elsewhere' rule (off by default) refuses it on its own too: the canteen is named
    // elsewhere in the documents, not in the passages about the rest of the question.
    const canteen = '¿Cuál es el horario del comedor de la empresa?';
    RELEVANCE.missingShare = 2;
    expect((await ask(canteen)).keys).not.toEqual([]);
    RELEVANCE.elsewhere = true;
    expect((await ask(canteen)).keys).toEqual([]);
  });

  it('does not refuse for a word no document uses (a typo, a clipping): its absence proves nothing', async () => {
    const question = '¿Cómo consigo cochera para el vehícluo?';
    expect((await ask(question)).keys).toEqual(['cocheras']);
    // The former rule, which refused any named thing no passage mentions, refused it.
    RELEVANCE.missingNominal = true;
    RELEVANCE.knownOnly = false;
    expect((await ask(question)).keys).toEqual([]);
  });

  it("decides on the visible documents only: a thing named only in another area's restricted document is refused", async () => {
    // For another area the hidden document changes nothing: the same answer as for a thing no document names.
    const other = await ask('¿Qué trae la canasta navideña de la oficina?');
    expect(other.keys).not.toContain('canasta');
    expect(other).toEqual(await ask('¿Qué trae la zarandaja navideña de la oficina?'));
    const own = await ask('¿Qué trae la canasta navideña de la oficina?', hrAsker);
    expect(own.keys).toEqual(['canasta']);
  });
});

describe('Chat IA: everyday wording', () => {
  it('finds a policy through the everyday lexicon (a word for the thing)', async () => {
    const question = '¿Me regalan unas horas por mi santo?';
    expect((await ask(question)).keys).toContain('beneficios');
    WORDING.lexicon = false;
    expect((await ask(question)).keys).not.toContain('beneficios');
  });

  it('finds a policy through a several-word expression of the lexicon', async () => {
    const question = 'Mi esposa va a dar a luz, ¿cuántos días me dan?';
    expect((await ask(question)).keys[0]).toBe('licencias');
    WORDING.lexicon = false;
    expect((await ask(question)).keys).not.toContain('licencias');
  });

  it('finds a word through its diminutive', async () => {
    expect((await ask('¿Me pueden dar una cocherita?')).keys).toEqual(['cocheras']);
    WORDING.morphology = false;
    expect((await ask('¿Me pueden dar una cocherita?')).keys).toEqual([]);
  });

  it("finds a policy's verb through the question's noun (solicitud → solicitan)", async () => {
    const question = '¿Cómo hago la solicitud?';
    // The lexicon also joins 'solicitud' to 'pedir' (the heading 'Cómo pedirlo'): morphology alone here.
    WORDING.lexicon = false;
    expect((await ask(question)).keys).toContain('adelantos');
    WORDING.morphology = false;
    expect((await ask(question)).keys).not.toContain('adelantos');
  });

  it('finds a plural in -ciones from the singular the stemmer cuts otherwise', async () => {
    expect((await ask('¿En qué mes cae la gratificación?')).keys[0]).toBe('gratificaciones');
    WORDING.morphology = false;
    expect((await ask('¿En qué mes cae la gratificación?')).keys).not.toContain('gratificaciones');
  });

  it("finds a policy through the thesaurus' synonyms", async () => {
    // 'hurtar' is in no document nor in the lexicon; the thesaurus joins it to 'robar' ('el robo de un equipo').
    const question = '¿A quién aviso si me hurtan algo?';
    expect((await ask(question)).keys).toContain('equipos');
    WORDING.thesaurus = false;
    expect((await ask(question)).keys).not.toContain('equipos');
  });
});
