import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZIdeaPage, ZMyIdea } from '@gestora/contract/ideas/ideas.schema';
import { IDEA_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import { ZAllNotificationsResponse } from '@gestora/contract/notifications/notifications.schema';
import { makeDepartment } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { completion, startFakeModel, type FakeModel } from '../rag/rag.test-utils.ts';
import { ANALYSIS_READY_MESSAGE, ideaLink } from './ideas-analysis.service.ts';

let h: Harness;
let model: FakeModel;
type Answer = { status: number; json: unknown };
type Sent = { messages: { role: string; content: string }[] };
let answer: (body: Sent) => Answer | Promise<Answer> = () => completion('');
/** A stand-in model that repeats the idea and the similar ideas it is given: its "analysis" shows what it read. */
const echo = (body: Sent) => completion(body.messages[1].content);
let author: TestUser;
let ana: TestClient;
let beto: TestClient;

const ANALYSIS =
  'Viabilidad:\n- Alta\nBeneficios:\n- Menos papel\nRiesgos:\n- Costo inicial\nIdeas similares:\n- Ninguna';

beforeAll(async () => {
  model = await startFakeModel((_path, body) => answer(body));
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

/** The author's notifications about ideas, in the bell's list (the ticket menu lists only tickets). */
async function ideaNotifications(c = ana, user = author) {
  const res = await c.inject({ method: 'GET', url: '/api/all_notifications?page=1' });
  expect(res.statusCode).toBe(200);
  return ZAllNotificationsResponse.parse(res.json()).all_notifications.data.filter(
    (n) => n.type === IDEA_NOTIFICATION_TYPE && n.recipient_public_id === user.publicId,
  );
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
    expect(sent.messages[0].content).toMatch(/Viabilidad.*Beneficios.*Riesgos.*Ideas similares/s);
    expect(sent.messages[1].content).toContain('Boletas de pago digitales por correo');
    // The similar idea found by the board's full-text search goes with it.
    expect(sent.messages[1].content).toContain('Digitalizar las boletas de pago');
    expect((await onBoard(beto, idea.public_id))?.analysis_ia).toBe(ANALYSIS);

    const notes = await ideaNotifications();
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes[0].link).toBe(ideaLink(idea.public_id));
    expect(notes[0]).toMatchObject({ title: 'Boletas de pago digitales por correo', message: ANALYSIS_READY_MESSAGE });
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

describe('idea analysis, the similar ideas its audience may read', () => {
  type Department = Awaited<ReturnType<typeof makeDepartment>>;
  let rrhh: Department;
  let finanzas: Department;
  let ti: Department;
  const member = async (d: Department | null) =>
    h.as((await h.makeUser(['Gestionar cuenta'], { departmentId: d?.id ?? null })).email);
  const forDept = (d: Department | null) => ({ department_id: d?.publicId ?? null });
  beforeAll(async () => {
    [rrhh, finanzas, ti] = [await makeDepartment(h), await makeDepartment(h), await makeDepartment(h)];
  });

  it('compares an idea for all only with ideas for all: an RRHH-only idea never reaches its analysis', async () => {
    const [rrhhAuthor, colleague, finance] = [await member(rrhh), await member(rrhh), await member(finanzas)];
    await save(colleague, {
      title: 'Bono de retención confidencial',
      content: '<p>Pago reservado a los gerentes que piensan renunciar</p>',
      ...forDept(rrhh),
    });
    await save(colleague, { title: 'Bono de transporte para todos', ...forDept(null) });
    withModel();
    answer = echo;
    const idea = await save(rrhhAuthor, { title: 'Bono de productividad trimestral', ...forDept(null) });
    await h.app.jobs.idle();

    const analysis = (await onBoard(finance, idea.public_id))?.analysis_ia ?? '';
    expect(analysis).toContain('Bono de productividad trimestral');
    expect(analysis).toContain('Bono de transporte para todos');
    expect(analysis).not.toContain('Bono de retención confidencial');
    expect(analysis).not.toContain('gerentes que piensan renunciar');
  });

  it("compares an idea for a department with that department's ideas and those for all, never another's", async () => {
    const [author, colleague, tiMember, reader] = [
      await member(finanzas),
      await member(finanzas),
      await member(ti),
      await member(finanzas),
    ];
    await save(colleague, { title: 'Conciliación bancaria automática', ...forDept(finanzas) });
    await save(tiMember, { title: 'Conciliación de licencias de software', ...forDept(ti) });
    // The author's own idea for TI: the author may read it, Finanzas may not.
    await save(author, { title: 'Conciliación de inventario de servidores', ...forDept(ti) });
    await save(tiMember, { title: 'Conciliación de gastos de viaje', ...forDept(null) });
    withModel();
    answer = echo;
    const idea = await save(author, { title: 'Conciliación mensual de cuentas', ...forDept(finanzas) });
    await h.app.jobs.idle();

    const analysis = (await onBoard(reader, idea.public_id))?.analysis_ia ?? '';
    expect(analysis).toContain('Conciliación bancaria automática');
    expect(analysis).toContain('Conciliación de gastos de viaje');
    expect(analysis).not.toContain('Conciliación de licencias de software');
    expect(analysis).not.toContain('Conciliación de inventario de servidores');
  });

  it('names no department-only idea that an author from outside that department may not read', async () => {
    const [outsider, insider] = [await member(ti), await member(finanzas)];
    await save(insider, { title: 'Presupuesto reservado de auditoría', ...forDept(finanzas) });
    await save(insider, { title: 'Presupuesto abierto de capacitación', ...forDept(null) });
    withModel();
    answer = echo;
    const idea = await save(outsider, { title: 'Presupuesto de equipos para Finanzas', ...forDept(finanzas) });
    await h.app.jobs.idle();

    const analysis = (await onBoard(outsider, idea.public_id))?.analysis_ia ?? '';
    expect(analysis).toContain('Presupuesto abierto de capacitación');
    expect(analysis).not.toContain('Presupuesto reservado de auditoría');
  });

  it('clears the analysis at once when an RRHH idea is opened to all, and writes it again without RRHH ideas', async () => {
    const [author, colleague, finance] = [await member(rrhh), await member(rrhh), await member(finanzas)];
    await save(colleague, { title: 'Teletrabajo confidencial para directivos', ...forDept(rrhh) });
    await save(colleague, { title: 'Teletrabajo con equipo prestado', ...forDept(null) });
    withModel();
    answer = echo;
    const idea = await save(author, { title: 'Teletrabajo los viernes', ...forDept(rrhh) });
    await h.app.jobs.idle();
    expect(idea.analysis_ia).toBeNull();
    expect((await onBoard(author, idea.public_id))?.analysis_ia).toContain('Teletrabajo confidencial para directivos');

    // The model answers only once the test has read the board: what it shows meanwhile is the cleared analysis.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    answer = async (body) => {
      await released;
      return echo(body);
    };
    const opened = await save(author, { title: 'Teletrabajo los viernes', ...forDept(null) }, idea.public_id);
    expect(opened.analysis_ia).toBeNull();
    const meanwhile = await onBoard(finance, idea.public_id);
    expect(meanwhile).toBeDefined();
    expect(meanwhile?.analysis_ia).toBeNull();
    release();
    await h.app.jobs.idle();

    const analysis = (await onBoard(finance, idea.public_id))?.analysis_ia ?? '';
    expect(analysis).toContain('Teletrabajo con equipo prestado');
    expect(analysis).not.toContain('Teletrabajo confidencial para directivos');
  });

  it('drops an analysis written for the old audience when the idea was opened to all meanwhile', async () => {
    const user = await h.makeUser(['Gestionar cuenta'], { departmentId: rrhh.id });
    const [author, colleague] = [await h.as(user.email), await member(rrhh)];
    await save(colleague, { title: 'Uniformes reservados para RRHH', ...forDept(rrhh) });
    withModel();
    let publicId = '';
    let calls = 0;
    answer = async (body) => {
      if (++calls === 1) await save(author, { title: 'Uniformes nuevos de invierno', ...forDept(null) }, publicId);
      return echo(body);
    };
    publicId = (await save(author, { title: 'Uniformes nuevos de invierno', ...forDept(rrhh) })).public_id;
    await h.app.jobs.idle();
    expect(calls).toBe(2);
    const analysis = (await onBoard(author, publicId))?.analysis_ia ?? '';
    expect(analysis).toContain('Uniformes nuevos de invierno');
    expect(analysis).not.toContain('Uniformes reservados para RRHH');
    // Only the analysis for the new audience was stored, so the author was told once.
    expect(await ideaNotifications(author, user)).toHaveLength(1);
  });
});
