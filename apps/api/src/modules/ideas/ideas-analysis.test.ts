import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZIdeaPage, ZMyIdea } from '@gestora/contract/ideas/ideas.schema';
import { ZTicketsInResponsibleResponse } from '@gestora/contract/notifications/notifications.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { completion, startFakeModel, type FakeModel } from '../rag/rag.test-utils.ts';
import { ANALYSIS_READY_TITLE, analysisReadyMessage, ideaLink } from './ideas-analysis.service.ts';

let h: Harness;
let model: FakeModel;
type Answer = { status: number; json: unknown };
let answer: () => Answer | Promise<Answer> = () => completion('');
let author: TestUser;
let ana: TestClient;
let beto: TestClient;

const ANALYSIS =
  'Viabilidad:\n- Alta\nBeneficios:\n- Menos papel\nRiesgos:\n- Costo inicial\nIdeas similares:\n- Ninguna';

beforeAll(async () => {
  model = await startFakeModel(() => answer());
  h = await build();
  h.app.jobs.retryDelaysMs = [0, 0];
  author = await h.makeUser(['Gestionar cuenta']);
  ana = await h.as(author.email);
  beto = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
});
afterEach(async () => {
  await h.app.jobs.idle();
  h.app.config.ai.llm = undefined;
  model.received.length = 0;
});
afterAll(async () => {
  await h.close();
  await model.close();
});

const withModel = () => (h.app.config.ai.llm = { baseUrl: model.baseUrl, model: 'modelo-ideas' });

async function save(c: TestClient, fields: Record<string, unknown>, publicId?: string) {
  const res = await c.inject({
    method: publicId ? 'PUT' : 'POST',
    url: publicId ? `/api/ideas/${publicId}` : '/api/ideas',
    payload: { content: '<p>Detalle de la idea</p>', ...fields },
  });
  expect(res.statusCode).toBe(publicId ? 200 : 201);
  return ZMyIdea.parse(res.json());
}

/** The idea as the ideas board shows it to `c`. */
async function onBoard(c: TestClient, publicId: string) {
  const res = await c.inject({ method: 'GET', url: '/api/idea?page=1&type=public' });
  return ZIdeaPage.parse(res.json()).data.find((i) => i.public_id === publicId);
}

/** The author's notifications about ideas (they are listed in the ticket menu of the top bar). */
async function ideaNotifications() {
  const res = await ana.inject({ method: 'GET', url: `/api/tickets_in_responsible?page=1&userId=${author.publicId}` });
  expect(res.statusCode).toBe(200);
  return ZTicketsInResponsibleResponse.parse(res.json()).tickets.filter((n) => n.title === ANALYSIS_READY_TITLE);
}

const chatCalls = () => model.received.filter((r) => r.path === '/v1/chat/completions');

describe('idea analysis, with a model configured', () => {
  it('analyses a new idea after its save, stores analysis_ia and notifies the author with a link to it', async () => {
    await save(beto, { title: 'Digitalizar las boletas de pago' });
    withModel();
    answer = () => completion(ANALYSIS);
    const notesBefore = (await ideaNotifications()).length;
    const idea = await save(ana, { title: 'Boletas de pago digitales por correo' });
    // The answer does not wait for the model.
    expect(idea.analysis_ia).toBeNull();
    await h.app.jobs.idle();

    expect(chatCalls()).toHaveLength(1);
    const sent = chatCalls()[0].body;
    expect(sent.model).toBe('modelo-ideas');
    expect(sent.messages[1].content).toContain('Boletas de pago digitales por correo');
    // The similar idea found by the board's full-text search goes with it.
    expect(sent.messages[1].content).toContain('Digitalizar las boletas de pago');
    expect((await onBoard(beto, idea.public_id))?.analysis_ia).toBe(ANALYSIS);

    const notes = await ideaNotifications();
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes[0].link).toBe(ideaLink(idea.public_id));
    const all = await ana.inject({ method: 'GET', url: '/api/all_notifications?page=1' });
    expect(JSON.stringify(all.json())).toContain(analysisReadyMessage('Boletas de pago digitales por correo'));
  });

  it('analyses an edited idea again, and leaves it alone when a save changes neither title nor content', async () => {
    withModel();
    answer = () => completion('Viabilidad: primera versión');
    const idea = await save(ana, { title: 'Huerto en la azotea' });
    await h.app.jobs.idle();
    expect((await onBoard(ana, idea.public_id))?.analysis_ia).toBe('Viabilidad: primera versión');

    answer = () => completion('Viabilidad: versión editada');
    const edited = await save(ana, { title: 'Huerto y compostaje en la azotea' }, idea.public_id);
    expect(edited.analysis_ia).toBeNull();
    await h.app.jobs.idle();
    expect(chatCalls()).toHaveLength(2);
    expect(chatCalls()[1].body.messages[1].content).toContain('Huerto y compostaje en la azotea');
    expect((await onBoard(ana, idea.public_id))?.analysis_ia).toBe('Viabilidad: versión editada');

    const same = await save(ana, { title: 'Huerto y compostaje en la azotea' }, idea.public_id);
    expect(same.analysis_ia).toBe('Viabilidad: versión editada');
    await h.app.jobs.idle();
    expect(chatCalls()).toHaveLength(2);
  });

  it('drops an analysis of a text edited while the model wrote it: the edit gets its own', async () => {
    withModel();
    const notesBefore = (await ideaNotifications()).length;
    let calls = 0;
    let publicId = '';
    answer = async () => {
      if (++calls > 1) return completion('Viabilidad: del texto nuevo');
      await save(ana, { title: 'Cafetería con productos locales' }, publicId);
      return completion('Viabilidad: del texto viejo');
    };
    publicId = (await save(ana, { title: 'Cafetería saludable' })).public_id;
    await h.app.jobs.idle();
    expect(calls).toBe(2);
    expect((await onBoard(ana, publicId))?.analysis_ia).toBe('Viabilidad: del texto nuevo');
    const notes = await ideaNotifications();
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes[0].link).toBe(ideaLink(publicId));
  });

  it('retries when the model fails, and notifies once', async () => {
    withModel();
    let calls = 0;
    answer = () => (++calls === 1 ? { status: 503, json: {} } : completion('Viabilidad: tras reintento'));
    const notesBefore = (await ideaNotifications()).length;
    const idea = await save(ana, { title: 'Pausas activas a media mañana' });
    await h.app.jobs.idle();
    expect(calls).toBe(2);
    expect((await onBoard(ana, idea.public_id))?.analysis_ia).toBe('Viabilidad: tras reintento');
    expect(await ideaNotifications()).toHaveLength(notesBefore + 1);
  });

  it('stores nothing and tells nobody when the model keeps failing', async () => {
    withModel();
    answer = () => ({ status: 500, json: {} });
    const notesBefore = (await ideaNotifications()).length;
    const idea = await save(ana, { title: 'Biblioteca de préstamo interna' });
    await h.app.jobs.idle();
    expect(chatCalls()).toHaveLength(3);
    expect((await onBoard(ana, idea.public_id))?.analysis_ia).toBeNull();
    expect(await ideaNotifications()).toHaveLength(notesBefore);
  });
});

describe('idea analysis, without a model', () => {
  it('makes none: no request, no analysis_ia, no notification', async () => {
    const notesBefore = (await ideaNotifications()).length;
    const idea = await save(ana, { title: 'Reciclaje de tapitas' });
    await save(ana, { title: 'Reciclaje de tapitas y botellas' }, idea.public_id);
    await h.app.jobs.idle();
    expect(model.received).toHaveLength(0);
    expect((await onBoard(ana, idea.public_id))?.analysis_ia).toBeNull();
    expect(await ideaNotifications()).toHaveLength(notesBefore);
  });
});
