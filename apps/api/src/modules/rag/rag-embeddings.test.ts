import { isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';
import { NO_EMBEDDINGS } from './rag-embeddings.service.ts';
import { areaUser, makeDepartment, startFakeModel, type FakeModel } from './rag.test-utils.ts';
import { ragPassages } from './rag.table.ts';

/**
 * The stand-in embeddings endpoint: one axis per concept of this small table, so that a question and a passage
 * sharing no word still get close vectors when their words name the same concept. Staff call the intranet 'la
 * Colmena', the salary bands 'la tabla Kappa', and themselves 'los andinos': words no document uses.
 */
const CONCEPTS = [
  ['colmena', 'portal', 'intranet'],
  ['kappa', 'salarial', 'salariales'],
  ['vacaciones', 'descanso'],
  ['comedor', 'almuerzo'],
  ['vpn', 'remoto'],
  ['andinos', 'personal', 'colaborador'],
];
const words = (text: string) =>
  new Set(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
const vector = (text: string) => {
  const w = words(text);
  return CONCEPTS.map((concept) => (concept.some((c) => w.has(c)) ? 1 : 0));
};

let h: Harness;
type Client = Awaited<ReturnType<Harness['as']>>;
let manager: Client;
let hrUser: Client;
let itUser: Client;
let noArea: Client;
let chatOnly: Client;
let hrId: string;
const docs: Record<string, string> = {};
let model: FakeModel;
let failing = false;

beforeAll(async () => {
  model = await startFakeModel((_path, body) =>
    failing
      ? { status: 500, json: { error: 'caído' } }
      : {
          status: 200,
          json: { data: (body.input ?? []).map((text, index) => ({ index, embedding: vector(text) })) },
        },
  );
  h = await build();
  const hr = await makeDepartment(h, 'Recursos Humanos');
  const it = await makeDepartment(h, 'Tecnología');
  hrId = hr.publicId;
  manager = (await areaUser(h, null, ['Gestionar documentos en RAG', 'Chat IA'])).client;
  hrUser = (await areaUser(h, hr.id, ['Chat IA'])).client;
  itUser = (await areaUser(h, it.id, ['Chat IA'])).client;
  noArea = (await areaUser(h, null, ['Chat IA'])).client;
  chatOnly = (await areaUser(h, null, ['Chat IA', 'Ver usuarios'])).client;
  // Indexed before any endpoint is configured: these passages have no vector until the backfill.
  const add = async (key: string, payload: Record<string, unknown>) => {
    const res = await manager.inject({ method: 'POST', url: '/api/rag_documents', payload });
    expect(res.statusCode).toBe(201);
    docs[key] = res.json().public_id;
  };
  await add('portal', {
    title: 'Portal del personal',
    content: '<p>El portal interno del personal publica las boletas de pago cada mes.</p>',
  });
  await add('vacation', {
    title: 'Política de vacaciones',
    content:
      '<p>Cada colaborador tiene treinta días de vacaciones por año, solicitadas con quince días de anticipación.</p>',
  });
  await add('canteen', {
    title: 'Reglas del comedor',
    content: '<p>El comedor atiende al personal de 12:00 a 15:00.</p>',
  });
  await add('salary', {
    title: 'Bandas salariales 2026',
    department_id: hrId,
    restricted: true,
    content: '<p>La banda salarial del coordinador va de S/ 6 100 a S/ 8 500 para el personal de planta.</p>',
  });
  await add('vpn', {
    title: 'Acceso remoto por VPN',
    department_id: it.publicId,
    content: '<p>El colaborador solicita la VPN por ticket a Tecnología.</p>',
  });
});
const configure = () => (h.app.config.ai.embeddings = { baseUrl: model.baseUrl, model: 'emb-prueba' });
afterEach(() => {
  h.app.config.ai.embeddings = undefined;
  failing = false;
});
afterAll(async () => {
  await h.close();
  await model.close();
});

const ask = async (c: Client, question: string, department_id: string | null = null) => {
  const res = await c.inject({ method: 'POST', url: '/api/chat_ia_rag', payload: { question, department_id } });
  expect(res.statusCode).toBe(200);
  return res.json() as { found: boolean; reply: string; sources: { public_id: string; passage: string }[] };
};
const ids = (body: { sources: { public_id: string }[] }) => body.sources.map((s) => s.public_id);
const status = async (c: Client) => c.inject({ method: 'GET', url: '/api/rag_embeddings' });
/** The backfill, as a document manager asks for it on /rag, waited for. */
const backfill = async () => {
  const res = await manager.inject({ method: 'POST', url: '/api/rag_embeddings' });
  expect(res.statusCode).toBe(200);
  await h.app.jobs.idle();
};

describe('Vectors of the passages: backfill and progress', () => {
  it('counts the passages and says when no endpoint is configured (nothing to compute)', async () => {
    const res = await status(manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: false, embedded: 0, running: false });
    expect(res.json().total).toBeGreaterThanOrEqual(5);
    const start = await manager.inject({ method: 'POST', url: '/api/rag_embeddings' });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(NO_EMBEDDINGS);
  });

  it('fills every passage indexed before the endpoint was configured, and the status counts them', async () => {
    configure();
    const before = (await status(manager)).json();
    expect(before).toMatchObject({ configured: true, embedded: 0 });
    await backfill();
    const after = (await status(manager)).json();
    expect(after).toEqual({ configured: true, running: false, embedded: before.total, total: before.total });
    expect(
      await h.app.db.select({ id: ragPassages.id }).from(ragPassages).where(isNull(ragPassages.embedding)),
    ).toEqual([]);
    // Sent as passage texts in batches, never as one call per passage of the whole corpus at once.
    const inputs = model.received.filter((r) => r.path === '/v1/embeddings').flatMap((r) => r.body.input ?? []);
    expect(inputs).toEqual(expect.arrayContaining([expect.stringContaining('boletas de pago')]));
  });

  it('answers 403 to a user without the permission to manage documents', async () => {
    configure();
    for (const method of ['GET', 'POST'] as const) {
      const res = await chatOnly.inject({ method, url: '/api/rag_embeddings' });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('Retrieval fusing full text and vectors', () => {
  beforeAll(async () => {
    configure();
    await backfill();
    h.app.config.ai.embeddings = undefined;
  });

  it('finds a paraphrase that shares no word with its passage with embeddings, and refuses it without', async () => {
    const question = '¿Qué es la Colmena?';
    expect((await ask(noArea, question)).found).toBe(false);
    configure();
    const body = await ask(noArea, question);
    expect(body.found).toBe(true);
    expect(ids(body)).toEqual([docs.portal]);
    expect(body.sources[0].passage).toContain('boletas de pago');
  });

  it('still answers what full text finds, in the same first place', async () => {
    const question = '¿Con cuánta anticipación se solicitan las vacaciones?';
    const plain = await ask(noArea, question);
    configure();
    const fused = await ask(noArea, question);
    expect(ids(fused)[0]).toBe(docs.vacation);
    expect(ids(fused)[0]).toBe(ids(plain)[0]);
  });

  it('refuses a question whose vector is as close to every passage as to any (an unanswerable one)', async () => {
    configure();
    for (const q of ['¿Qué reciben los andinos?', '¿Quién ganó el campeonato de fútbol?'])
      expect(await ask(noArea, q)).toMatchObject({ found: false, sources: [] });
  });

  it("never gives another area's user a restricted passage through the vector ranking", async () => {
    const question = '¿Qué dice la tabla Kappa?';
    // Full text alone finds nothing, even for its own area: what follows is the vector ranking's doing.
    expect((await ask(hrUser, question)).found).toBe(false);
    configure();
    for (const [client, area] of [
      [itUser, null],
      [itUser, hrId],
      [noArea, hrId],
    ] as const) {
      const body = await ask(client, question, area);
      expect(ids(body)).not.toContain(docs.salary);
      expect(body.reply).not.toContain('6 100');
    }
    for (const client of [hrUser, manager]) expect(ids(await ask(client, question))).toEqual([docs.salary]);
  });

  it('answers by full text when the endpoint fails on the question', async () => {
    const question = '¿A qué hora atiende el comedor?';
    const plain = await ask(noArea, question);
    configure();
    failing = true;
    model.received.length = 0;
    const body = await ask(noArea, question);
    expect(model.received.filter((r) => r.path === '/v1/embeddings')).toHaveLength(1);
    expect(body).toEqual(plain);
    expect(ids(body)[0]).toBe(docs.canteen);
    expect((await ask(noArea, '¿Qué es la Colmena?')).found).toBe(false);
  });
});
