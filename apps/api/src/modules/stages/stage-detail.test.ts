import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity, makeProject, makeStage } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { stageCast, tasksIn } from './stages.test-utils.ts';

let h: Harness;
let cast: Awaited<ReturnType<typeof stageCast>>;
let boss: TestClient;

beforeAll(async () => {
  h = await build();
  cast = await stageCast(h);
  boss = cast.boss;
});
afterAll(() => h.close());

describe('GET /api/stages/:id (the /stage/detail payload)', () => {
  it('gives the stage with its project, activities (responsible, progress) and tasks (members)', async () => {
    const p = await makeProject(h, {
      createdBy: cast.bossUser.id,
      code: 'DET',
      name: 'Detalle',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    const s = await makeStage(h, {
      projectId: p.id,
      name: 'Construcción',
      startDate: '2026-02-01',
      endDate: '2026-03-01',
      status: 'En proceso',
    });
    const lead = await h.makeUser([], { name: 'Lucía', lastName: 'Fernández' });
    const a1 = await makeActivity(h, {
      stageId: s.id,
      name: 'Cimientos',
      responsibleId: lead.id,
      startDate: '2026-02-01',
    });
    const a2 = await makeActivity(h, { stageId: s.id, name: 'Muros', startDate: '2026-02-10' });
    const chain = { projectId: p.id, stageId: s.id };
    await tasksIn(h, { ...chain, stageActivityId: a1.id }, 2, {
      finished: 1,
      memberIds: [lead.id, cast.bossUser.id],
    });
    await tasksIn(h, { ...chain, stageActivityId: a2.id }, 1, { finished: 1 });
    await tasksIn(h, chain, 1);
    await tasksIn(h, chain, 2, { deleted: true });

    const { result: res, queries: statements } = await h.countQueries(() =>
      boss.inject({ method: 'GET', url: `/api/stages/${s.publicId}` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Construcción',
      status: 'En proceso',
      start_date: '2026-02-01',
      end_date: '2026-03-01',
      project: {
        public_id: p.publicId,
        code: 'DET',
        name: 'Detalle',
        start_date: '2026-01-01',
        end_date: '2026-06-30',
      },
      progress: { tasks: 4, finished: 2, percent: 50 },
    });
    expect(body.activities.map((a: { name: string }) => a.name)).toEqual(['Cimientos', 'Muros']);
    expect(body.activities[0]).toMatchObject({
      responsible: {
        public_id: lead.publicId,
        name: 'Lucía',
        last_name: 'Fernández',
        avatar_url: '/images/users/default.svg',
      },
      progress: { tasks: 2, finished: 1, percent: 50 },
    });
    expect(body.activities[1]).toMatchObject({ responsible: null, progress: { tasks: 1, finished: 1, percent: 100 } });
    expect(body.tasks.total).toBe(4);
    expect(body.tasks.data).toHaveLength(4);
    // Open tasks first.
    expect(body.tasks.data.map((t: { status: string }) => t.status)).toEqual(['1', '1', '5', '5']);
    const withMembers = body.tasks.data.find((t: { members: unknown[] }) => t.members.length === 2);
    expect(withMembers.members.map((m: { name: string }) => m.name).sort()).toEqual(['Lucía', 'Usuario']);
    expect(withMembers).toHaveProperty('priority', 'Media');
    // session + stage + activities + two grouped counts + tasks + members
    expect(statements).toBeLessThanOrEqual(7);
  });

  it('caps the tasks it lists and says how many there are', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id });
    const s = await makeStage(h, { projectId: p.id });
    await tasksIn(h, { projectId: p.id, stageId: s.id }, 60, { finished: 6 });
    const body = (await boss.inject({ method: 'GET', url: `/api/stages/${s.publicId}` })).json();
    expect(body.tasks).toMatchObject({ total: 60, limit: 50 });
    expect(body.tasks.data).toHaveLength(50);
    expect(body.progress).toEqual({ tasks: 60, finished: 6, percent: 10 });
  });

  it('is 404 for a stage of a project the user may not see', async () => {
    const p = await makeProject(h, { createdBy: cast.bossUser.id });
    const s = await makeStage(h, { projectId: p.id });
    expect((await cast.own.inject({ method: 'GET', url: `/api/stages/${s.publicId}` })).statusCode).toBe(404);
    expect(
      (await boss.inject({ method: 'GET', url: '/api/stages/01900000-0000-7000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });
});
