import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity, makeProject, makeStage } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { stageCast, tasksIn } from '../stages/stages.test-utils.ts';

let h: Harness;
let cast: Awaited<ReturnType<typeof stageCast>>;
let boss: TestClient;
let own: TestClient;
let stage: { id: number; publicId: string; projectId: number };
let ownStage: { id: number; publicId: string };
let lead: TestUser;

beforeAll(async () => {
  h = await build();
  cast = await stageCast(h);
  ({ boss, own } = cast);
  const p = await makeProject(h, { createdBy: cast.bossUser.id, code: 'ACT' });
  stage = await makeStage(h, { projectId: p.id, name: 'Planos', startDate: '2026-03-01', endDate: '2026-03-31' });
  ownStage = await makeStage(h, { projectId: (await makeProject(h, { createdBy: cast.ownUser.id })).id, name: 'Mía' });
  lead = await h.makeUser([], { name: 'Marta', lastName: 'Rojas' });
});
afterAll(() => h.close());

const body = (over: Record<string, unknown> = {}) => ({
  stage_id: stage.publicId,
  name: 'Levantamiento',
  responsible_id: lead.publicId,
  ...over,
});
const create = (client: TestClient, over: Record<string, unknown> = {}) =>
  client.inject({ method: 'POST', url: '/api/stage_activities', payload: body(over) });
const created = async (client: TestClient, over: Record<string, unknown> = {}) => {
  const res = await create(client, over);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('stage activities: access and scope', () => {
  it('asks for a session and each route’s permission', async () => {
    const a = await created(boss);
    expect((await h.app.inject({ method: 'GET', url: '/api/stage_activities' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/stage_activity_options?stage_id=${stage.publicId}` })).statusCode,
    ).toBe(401);
    expect((await cast.outsider.inject({ method: 'GET', url: '/api/stage_activities' })).statusCode).toBe(403);
    const reader = cast.reader;
    expect((await create(reader)).statusCode).toBe(403);
    expect(
      (await reader.inject({ method: 'PUT', url: `/api/stage_activities/${a.public_id}`, payload: body() })).statusCode,
    ).toBe(403);
    expect((await reader.inject({ method: 'DELETE', url: `/api/stage_activities/${a.public_id}` })).statusCode).toBe(
      403,
    );
    expect((await reader.inject({ method: 'GET', url: `/api/stage_activities/${a.public_id}` })).statusCode).toBe(200);
  });

  it('hides the activities of projects the user may not see', async () => {
    const theirs = await created(boss, { name: 'Ajena' });
    const ours = await created(own, { stage_id: ownStage.publicId, name: 'Propia' });
    const listed = (await own.inject({ method: 'GET', url: '/api/stage_activities?per_page=100' }))
      .json()
      .data.map((a: { public_id: string }) => a.public_id);
    expect(listed).toEqual([ours.public_id]);
    for (const [method, url, payload] of [
      ['GET', `/api/stage_activities/${theirs.public_id}`],
      ['PUT', `/api/stage_activities/${theirs.public_id}`, body({ stage_id: ownStage.publicId })],
      ['DELETE', `/api/stage_activities/${theirs.public_id}`],
      ['GET', `/api/stage_activity_options?stage_id=${stage.publicId}`],
    ] as const) {
      expect((await own.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    const into = await create(own);
    expect(into.statusCode).toBe(422);
    expect(into.json().errors.stage_id).toEqual(['La etapa seleccionada no existe.']);
    expect((await cast.blind.inject({ method: 'GET', url: '/api/stage_activities' })).json().total).toBe(0);
  });
});

describe('stage activities: rules', () => {
  it('needs an active responsible', async () => {
    const off = await h.makeUser([], { active: false });
    const inactive = await create(boss, { responsible_id: off.publicId });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors.responsible_id).toEqual(['El responsable seleccionado no existe o está inactivo.']);
    expect((await create(boss, { responsible_id: '01900000-0000-7000-8000-000000000000' })).statusCode).toBe(422);
    const none = await created(boss, { responsible_id: null });
    expect(none.responsible).toBeNull();
    const withLead = await created(boss);
    expect(withLead.responsible).toMatchObject({ public_id: lead.publicId, name: 'Marta', last_name: 'Rojas' });
    expect(withLead).toMatchObject({
      stage: { public_id: stage.publicId, name: 'Planos' },
      project: { code: 'ACT' },
      status: 'Pendiente',
    });
  });

  it('keeps dates within the stage’s and the end after the start', async () => {
    const outside = await create(boss, { start_date: '2026-02-28', end_date: '2026-03-10' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.start_date).toEqual([
      'La fecha de inicio debe estar dentro de las fechas de la etapa (del 1 de marzo de 2026 al 31 de marzo de 2026).',
    ]);
    const backwards = await create(boss, { start_date: '2026-03-20', end_date: '2026-03-10' });
    expect(backwards.json().errors.end_date).toEqual(['La fecha de fin no puede ser anterior a la fecha de inicio.']);
    expect((await create(boss, { start_date: '2026-03-01', end_date: '2026-03-31' })).statusCode).toBe(201);
    expect((await create(boss, { name: 'x', stage_id: 'nada' })).json().errors).toMatchObject({
      name: expect.any(Array),
      stage_id: ['Seleccione una etapa.'],
    });
  });

  it('updates, and refuses to move an activity with tasks to another stage', async () => {
    const a = await created(boss);
    const other = await makeStage(h, { projectId: stage.projectId, name: 'Otra' });
    const res = await boss.inject({
      method: 'PUT',
      url: `/api/stage_activities/${a.public_id}`,
      payload: body({
        stage_id: other.publicId,
        name: 'Revisión',
        status: 'Finalizada',
        responsible_id: null,
        description: 'Notas',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Revisión',
      status: 'Finalizada',
      responsible: null,
      description: 'Notas',
      stage: { public_id: other.publicId },
    });
    const row = (await h.app.db.query.stageActivities.findFirst({
      where: (t, { eq }) => eq(t.publicId, a.public_id),
    }))!;
    await tasksIn(h, { projectId: stage.projectId, stageId: other.id, stageActivityId: row.id }, 1);
    const move = await boss.inject({ method: 'PUT', url: `/api/stage_activities/${a.public_id}`, payload: body() });
    expect(move.statusCode).toBe(422);
    expect(move.json().errors.stage_id).toEqual(['No se puede cambiar la etapa de una actividad que tiene tareas.']);
  });

  it('refuses to delete an activity tasks point at', async () => {
    const used = await makeActivity(h, { stageId: stage.id });
    await tasksIn(h, { projectId: stage.projectId, stageId: stage.id, stageActivityId: used.id }, 3, { finished: 1 });
    const res = await boss.inject({ method: 'DELETE', url: `/api/stage_activities/${used.publicId}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar: el registro está en uso. La actividad tiene 3 tarea(s).');
    const free = await created(boss);
    expect((await boss.inject({ method: 'DELETE', url: `/api/stage_activities/${free.public_id}` })).statusCode).toBe(
      200,
    );
    expect((await boss.inject({ method: 'GET', url: `/api/stage_activities/${free.public_id}` })).statusCode).toBe(404);
  });

  it('answers the options of a stage', async () => {
    const s = await makeStage(h, { projectId: stage.projectId });
    await makeActivity(h, { stageId: s.id, name: 'B', startDate: '2026-03-05' });
    await makeActivity(h, { stageId: s.id, name: 'A', startDate: '2026-03-01' });
    const res = await own.inject({ method: 'GET', url: `/api/stage_activity_options?stage_id=${ownStage.publicId}` });
    expect(res.statusCode).toBe(200);
    const mineOnly = await boss.inject({ method: 'GET', url: `/api/stage_activity_options?stage_id=${s.publicId}` });
    expect(mineOnly.json().map((o: { name: string }) => o.name)).toEqual(['A', 'B']);
    expect(Object.keys(mineOnly.json()[0])).toEqual(['public_id', 'name']);
  });
});

describe('stage activities: list', () => {
  it('filters by stage, project, responsible, status and search', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id, code: 'FIL' });
    const s1 = await makeStage(h, { projectId: p.id, position: 1 });
    const s2 = await makeStage(h, { projectId: p.id, position: 2 });
    await makeActivity(h, { stageId: s1.id, name: 'Uno', responsibleId: lead.id, status: 'En proceso' });
    await makeActivity(h, { stageId: s2.id, name: 'Dos', status: 'Finalizada' });
    const names = async (query: string) =>
      (await boss.inject({ method: 'GET', url: `/api/stage_activities?per_page=100&${query}` }))
        .json()
        .data.map((a: { name: string }) => a.name);
    expect(await names(`project_id=${p.publicId}`)).toEqual(['Uno', 'Dos']);
    expect(await names(`stage_id=${s2.publicId}`)).toEqual(['Dos']);
    expect(await names(`project_id=${p.publicId}&responsible_id=${lead.publicId}`)).toEqual(['Uno']);
    expect(await names(`project_id=${p.publicId}&status=Finalizada`)).toEqual(['Dos']);
    expect(await names(`project_id=${p.publicId}&q=uno`)).toEqual(['Uno']);
  });

  it('lists 200 activities with their progress in a fixed number of statements', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id, code: 'BULK' });
    const s = await makeStage(h, { projectId: p.id });
    for (let i = 0; i < 200; i++) {
      const a = await makeActivity(h, { stageId: s.id, name: `Masiva ${i}`, responsibleId: lead.id });
      if (i % 20 === 0) await tasksIn(h, { projectId: p.id, stageId: s.id, stageActivityId: a.id }, 4, { finished: 3 });
    }
    const statements = async (url: string) => {
      const { result: res, queries } = await h.countQueries(() => boss.inject({ method: 'GET', url }));
      expect(res.statusCode).toBe(200);
      return { n: queries, body: res.json() };
    };
    const small = await statements(`/api/stage_activities?per_page=1&stage_id=${s.publicId}`);
    const large = await statements(`/api/stage_activities?per_page=100&stage_id=${s.publicId}&sort=name`);
    expect(large.body.total).toBe(200);
    expect(large.body.data).toHaveLength(100);
    expect(large.body.data[0]).toMatchObject({ name: 'Masiva 0', progress: { tasks: 4, finished: 3, percent: 75 } });
    expect(large.n).toBe(small.n);
    // session + page + total + progress
    expect(large.n).toBeLessThanOrEqual(4);
  });
});
