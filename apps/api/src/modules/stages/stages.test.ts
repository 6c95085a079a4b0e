import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity, makeProject, makeStage } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { projects } from '../projects/projects.table.ts';
import { stageCast, tasksIn } from './stages.test-utils.ts';

let h: Harness;
let cast: Awaited<ReturnType<typeof stageCast>>;
let boss: TestClient;
let own: TestClient;
/** Dated project of `boss`; undated project of `own`. */
let dated: typeof projects.$inferSelect;
let mine: typeof projects.$inferSelect;

beforeAll(async () => {
  h = await build();
  cast = await stageCast(h);
  ({ boss, own } = cast);
  dated = await makeProject(h, { createdBy: cast.bossUser.id, startDate: '2026-01-01', endDate: '2026-12-31' });
  mine = await makeProject(h, { createdBy: cast.ownUser.id });
});
afterAll(() => h.close());

const create = async (client: TestClient, body: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: '/api/stages', payload: { name: 'Diseño', ...body } });
const created = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await create(client, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const namesOf = async (client: TestClient, projectId: string) =>
  (await client.inject({ method: 'GET', url: `/api/stages?project_id=${projectId}&per_page=100` }))
    .json()
    .data.map((s: { name: string }) => s.name);

describe('stages: access', () => {
  it('asks for a session and for each route’s permission', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/stages' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/stage_options?project_id=${dated.publicId}` })).statusCode,
    ).toBe(401);
    expect((await cast.outsider.inject({ method: 'GET', url: '/api/stages' })).statusCode).toBe(403);
    const s = await created(boss, { project_id: dated.publicId });
    const reader = cast.reader;
    expect((await create(reader, { project_id: dated.publicId })).statusCode).toBe(403);
    expect(
      (
        await reader.inject({
          method: 'PUT',
          url: `/api/stages/${s.public_id}`,
          payload: { project_id: dated.publicId, name: 'X y Z' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await reader.inject({ method: 'PUT', url: `/api/stages/${s.public_id}/position`, payload: { position: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await reader.inject({ method: 'DELETE', url: `/api/stages/${s.public_id}` })).statusCode).toBe(403);
    expect((await reader.inject({ method: 'GET', url: `/api/stages/${s.public_id}` })).statusCode).toBe(200);
  });

  it('limits everything to the projects the user may see', async () => {
    const theirs = await created(boss, { project_id: dated.publicId, name: 'Ajena' });
    const ours = await created(own, { project_id: mine.publicId, name: 'Propia' });
    const listed = (await own.inject({ method: 'GET', url: '/api/stages?per_page=100' }))
      .json()
      .data.map((s: { public_id: string }) => s.public_id);
    expect(listed).toContain(ours.public_id);
    expect(listed).not.toContain(theirs.public_id);
    for (const [method, url, payload] of [
      ['GET', `/api/stages/${theirs.public_id}`],
      ['PUT', `/api/stages/${theirs.public_id}`, { project_id: mine.publicId, name: 'Robada' }],
      ['PUT', `/api/stages/${theirs.public_id}/position`, { position: 1 }],
      ['DELETE', `/api/stages/${theirs.public_id}`],
      ['GET', `/api/stage_options?project_id=${dated.publicId}`],
    ] as const) {
      expect((await own.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    const into = await create(own, { project_id: dated.publicId });
    expect(into.statusCode).toBe(422);
    expect(into.json().errors.project_id).toEqual(['El proyecto seleccionado no existe.']);
    // Without any project permission nothing is visible, not even to a user who may see and create stages.
    expect((await cast.blind.inject({ method: 'GET', url: '/api/stages' })).json().total).toBe(0);
    expect((await create(cast.blind, { project_id: mine.publicId })).statusCode).toBe(422);
    // A soft-deleted project takes its stages out of sight.
    const gone = await makeProject(h, { createdBy: cast.bossUser.id, deletedAt: new Date() });
    const hidden = await makeStage(h, { projectId: gone.id });
    expect((await boss.inject({ method: 'GET', url: `/api/stages/${hidden.publicId}` })).statusCode).toBe(404);
  });
});

describe('stages: order', () => {
  it('adds at the end by default, inserts at a position, and moves', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id });
    const a = await created(boss, { project_id: p.publicId, name: 'Uno' });
    const b = await created(boss, { project_id: p.publicId, name: 'Dos' });
    expect([a.position, b.position]).toEqual([1, 2]);
    const first = await created(boss, { project_id: p.publicId, name: 'Cero', position: 1 });
    expect(first.position).toBe(1);
    expect(await namesOf(boss, p.publicId)).toEqual(['Cero', 'Uno', 'Dos']);

    const moved = await boss.inject({
      method: 'PUT',
      url: `/api/stages/${first.public_id}/position`,
      payload: { position: 99 },
    });
    expect(moved.json().position).toBe(3);
    expect(await namesOf(boss, p.publicId)).toEqual(['Uno', 'Dos', 'Cero']);

    const put = await boss.inject({
      method: 'PUT',
      url: `/api/stages/${b.public_id}`,
      payload: { project_id: p.publicId, name: 'Dos', position: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await namesOf(boss, p.publicId)).toEqual(['Dos', 'Uno', 'Cero']);
    const options = await boss.inject({ method: 'GET', url: `/api/stage_options?project_id=${p.publicId}` });
    expect(options.json()).toEqual([
      { public_id: b.public_id, name: 'Dos' },
      { public_id: a.public_id, name: 'Uno' },
      { public_id: first.public_id, name: 'Cero' },
    ]);

    // A delete closes the gap.
    expect((await boss.inject({ method: 'DELETE', url: `/api/stages/${a.public_id}` })).statusCode).toBe(200);
    const after = (await boss.inject({ method: 'GET', url: `/api/stages?project_id=${p.publicId}` })).json().data;
    expect(after.map((s: { position: number }) => s.position)).toEqual([1, 2]);
    expect(
      (await boss.inject({ method: 'PUT', url: `/api/stages/${a.public_id}/position`, payload: { position: 0 } }))
        .statusCode,
    ).toBe(422);
  });

  it('speaks of places 1..n whatever numbers are stored, and heals them on the next move', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id });
    const a = await makeStage(h, { projectId: p.id, name: 'A', position: 0 });
    const b = await makeStage(h, { projectId: p.id, name: 'B', position: 0 });
    const c = await makeStage(h, { projectId: p.id, name: 'C', position: 7 });
    const list = async () =>
      (await boss.inject({ method: 'GET', url: `/api/stages?project_id=${p.publicId}` }))
        .json()
        .data.map((s: { name: string; position: number }) => `${s.name}${s.position}`);
    expect(await list()).toEqual(['A1', 'B2', 'C3']);
    expect((await boss.inject({ method: 'GET', url: `/api/stages/${b.publicId}` })).json().position).toBe(2);
    await boss.inject({ method: 'PUT', url: `/api/stages/${c.publicId}/position`, payload: { position: 2 } });
    expect(await list()).toEqual(['A1', 'C2', 'B3']);
    const stored = await h.app.db.query.stages.findMany({
      where: (t, { eq: is }) => is(t.projectId, p.id),
      orderBy: (t, { asc }) => asc(t.position),
    });
    expect(stored.map((s) => [s.id, s.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
      [b.id, 3],
    ]);
  });

  it('sorts the list by project, then position', async () => {
    const later = await makeProject(h, { createdBy: cast.bossUser.id, code: 'ZZZ-ORD' });
    const earlier = await makeProject(h, { createdBy: cast.bossUser.id, code: 'AAA-ORD' });
    await makeStage(h, { projectId: later.id, name: 'Z1', position: 1 });
    await makeStage(h, { projectId: earlier.id, name: 'A2', position: 2 });
    await makeStage(h, { projectId: earlier.id, name: 'A1', position: 1 });
    const res = await boss.inject({ method: 'GET', url: '/api/stages?q=ORD&per_page=100' });
    expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(['A1', 'A2', 'Z1']);
  });
});

describe('stages: validation', () => {
  it('refuses a missing name and project, and an end before the start', async () => {
    const res = await create(boss, { name: '', project_id: undefined });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'project_id']));
    const backwards = await create(boss, {
      project_id: mine.publicId,
      start_date: '2026-05-10',
      end_date: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_date).toEqual(['La fecha de fin no puede ser anterior a la fecha de inicio.']);
    const bad = await create(boss, { project_id: mine.publicId, start_date: '2026-02-30' });
    expect(bad.json().errors.start_date).toEqual(['La fecha de inicio no es una fecha válida.']);
  });

  it('keeps a stage within its project’s dates', async () => {
    const early = await create(boss, { project_id: dated.publicId, start_date: '2025-12-31', end_date: '2026-02-01' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.start_date).toEqual([
      'La fecha de inicio debe estar dentro de las fechas del proyecto (del 1 de enero de 2026 al 31 de diciembre de 2026).',
    ]);
    const late = await create(boss, { project_id: dated.publicId, start_date: '2026-03-01', end_date: '2027-01-01' });
    expect(Object.keys(late.json().errors)).toEqual(['end_date']);
    expect(
      (await create(boss, { project_id: dated.publicId, start_date: '2026-01-01', end_date: '2026-12-31' })).statusCode,
    ).toBe(201);
    // A project without dates sets no bounds.
    expect(
      (await create(boss, { project_id: mine.publicId, start_date: '2020-01-01', end_date: '2030-01-01' })).statusCode,
    ).toBe(201);
  });

  it('updates the fields and refuses to move a stage with tasks to another project', async () => {
    const s = await created(boss, { project_id: dated.publicId, name: 'Antes' });
    const res = await boss.inject({
      method: 'PUT',
      url: `/api/stages/${s.public_id}`,
      payload: {
        project_id: dated.publicId,
        name: 'Después',
        description: 'Detalle',
        status: 'En proceso',
        start_date: '2026-02-01',
        end_date: '2026-03-01',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Después',
      description: 'Detalle',
      status: 'En proceso',
      start_date: '2026-02-01',
      end_date: '2026-03-01',
      position: s.position,
    });
    const [row] = await h.app.db.select().from(projects).where(eq(projects.publicId, dated.publicId));
    const stageId = (await h.app.db.query.stages.findFirst({ where: (t, { eq: is }) => is(t.publicId, s.public_id) }))!
      .id;
    await tasksIn(h, { projectId: row.id, stageId }, 1);
    const move = await boss.inject({
      method: 'PUT',
      url: `/api/stages/${s.public_id}`,
      payload: { project_id: mine.publicId, name: 'Después' },
    });
    expect(move.statusCode).toBe(422);
    expect(move.json().errors.project_id).toEqual(['No se puede cambiar el proyecto de una etapa que tiene tareas.']);
    expect(
      (
        await boss.inject({
          method: 'PUT',
          url: `/api/stages/${s.public_id}`,
          payload: { project_id: dated.publicId, name: 'X', status: 'Cerrada' },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('stages: delete', () => {
  it('refuses while activities or tasks point at it', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id });
    const withActivity = await makeStage(h, { projectId: p.id });
    await makeActivity(h, { stageId: withActivity.id });
    const withTask = await makeStage(h, { projectId: p.id });
    await tasksIn(h, { projectId: p.id, stageId: withTask.id }, 2);
    const withDeletedTask = await makeStage(h, { projectId: p.id });
    await tasksIn(h, { projectId: p.id, stageId: withDeletedTask.id }, 1, { deleted: true });
    const a = await boss.inject({ method: 'DELETE', url: `/api/stages/${withActivity.publicId}` });
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe('No se puede eliminar: el registro está en uso. La etapa tiene 1 actividad(es).');
    const t = await boss.inject({ method: 'DELETE', url: `/api/stages/${withTask.publicId}` });
    expect(t.statusCode).toBe(409);
    expect(t.json().message).toContain('2 tarea(s)');
    expect(
      (await boss.inject({ method: 'DELETE', url: `/api/stages/${withDeletedTask.publicId}` })).json().message,
    ).toContain('1 tarea(s) eliminada(s)');
    const free = await makeStage(h, { projectId: p.id });
    const ok = await boss.inject({ method: 'DELETE', url: `/api/stages/${free.publicId}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('El registro fue eliminado');
    expect((await boss.inject({ method: 'GET', url: `/api/stages/${free.publicId}` })).statusCode).toBe(404);
  });
});

describe('stages: filters, progress and cost', () => {
  it('filters by status, search and a date window', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id, name: 'Filtros' });
    await makeStage(h, {
      projectId: p.id,
      name: 'Enero',
      status: 'Finalizada',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    await makeStage(h, {
      projectId: p.id,
      name: 'Marzo',
      status: 'En proceso',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    await makeStage(h, { projectId: p.id, name: 'Sin fechas' });
    const names = async (query: string) =>
      (await boss.inject({ method: 'GET', url: `/api/stages?project_id=${p.publicId}&${query}` }))
        .json()
        .data.map((s: { name: string }) => s.name);
    expect(await names('status=Finalizada')).toEqual(['Enero']);
    expect(await names('q=marz')).toEqual(['Marzo']);
    expect(await names('date_from=2026-02-01')).toEqual(['Marzo']);
    expect(await names('date_from=2026-01-15&date_to=2026-03-01')).toEqual(['Enero', 'Marzo']);
    expect(await names('date_to=2026-01-10')).toEqual(['Enero']);
    expect((await boss.inject({ method: 'GET', url: '/api/stages?status=Otra' })).statusCode).toBe(422);
  });

  it('shows progress (finished tasks over tasks) and lists 200 stages in a fixed number of statements', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id, code: 'AAAA-COST' });
    const s = await makeStage(h, { projectId: p.id, position: 0 });
    await tasksIn(h, { projectId: p.id, stageId: s.id }, 4, { finished: 1 });
    await tasksIn(h, { projectId: p.id, stageId: s.id }, 3, { finished: 3, deleted: true });
    for (let i = 0; i < 4; i++) {
      const bulk = await makeProject(h, { createdBy: cast.bossUser.id, code: `BULK-${i}` });
      for (let j = 0; j < 50; j++) {
        const st = await makeStage(h, { projectId: bulk.id, position: j + 1 });
        if (j % 10 === 0) await tasksIn(h, { projectId: bulk.id, stageId: st.id }, 2, { finished: 1 });
      }
    }
    const statements = async (url: string) => {
      const { result: res, queries } = await h.countQueries(() => boss.inject({ method: 'GET', url }));
      expect(res.statusCode).toBe(200);
      return { n: queries, body: res.json() };
    };
    const small = await statements(`/api/stages?per_page=1&project_id=${p.publicId}`);
    const large = await statements('/api/stages?per_page=100&page=2&q=BULK');
    expect(small.body.data[0].progress).toEqual({ tasks: 4, finished: 1, percent: 25 });
    expect(large.body.total).toBe(200);
    expect(large.body.data).toHaveLength(100);
    expect(large.n).toBe(small.n);
    // session + page + total + progress
    expect(large.n).toBeLessThanOrEqual(4);
  });
});
