import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMyTaskPage, ZTaskBoard, ZTaskPage } from '@gestora/contract/tasks/tasks.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { makeChain, makeTask, type TaskRow } from '../../test/factories.ts';
import { ALL_TASK_PERMISSIONS } from './tasks.test-utils.ts';

/*
 * The lists' statements are built once per shape (db/list/statement-cache.ts): outside production every later run builds its query
 * again and fails when the text differs from the kept one. So every filter, sort and permission branch is asked
 * twice here with other values (another filter value, page or actor), and without a search (a search is planned
 * anew and never kept).
 */

const OWN = 'Ver solo los proyectos creados por el usuarios';

let h: Harness;
let boss: TestClient;
let bossUser: TestUser;
const owners: { user: TestUser; client: TestClient; chain: Awaited<ReturnType<typeof makeChain>> }[] = [];
const outsiders: { user: TestUser; client: TestClient }[] = [];
let bossChain: Awaited<ReturnType<typeof makeChain>>;
let t: Record<'a1' | 'a2' | 'b1' | 'c1' | 'looseBoss' | 'looseOwn' | 'looseOut', TaskRow>;

beforeAll(async () => {
  h = await build();
  bossUser = await h.makeUser(ALL_TASK_PERMISSIONS);
  boss = await h.as(bossUser.email);
  bossChain = await makeChain(h, { createdBy: bossUser.id });
  for (let i = 0; i < 2; i++) {
    const user = await h.makeUser(['Ver tareas', 'Gestionar tareas asignadas', OWN]);
    owners.push({ user, client: await h.as(user.email), chain: await makeChain(h, { createdBy: user.id }) });
    const outsider = await h.makeUser(['Ver tareas', 'Gestionar tareas asignadas']);
    outsiders.push({ user: outsider, client: await h.as(outsider.email) });
  }
  const [o0, o1] = owners;
  const inChain = (c: typeof bossChain) => ({
    projectId: c.project.id,
    stageId: c.stage.id,
    stageActivityId: c.activity.id,
  });
  t = {
    a1: await makeTask(h, {
      ...inChain(bossChain),
      title: 'A uno',
      status: '1',
      priority: 'Urgente',
      endDate: '2030-01-05',
      createdBy: bossUser.id,
      memberIds: [o0.user.id],
    }),
    a2: await makeTask(h, {
      projectId: bossChain.project.id,
      title: 'A dos',
      status: '3',
      priority: 'Baja',
      endDate: '2030-02-05',
      createdBy: bossUser.id,
      memberIds: [o1.user.id, outsiders[0].user.id],
    }),
    b1: await makeTask(h, {
      ...inChain(o0.chain),
      title: 'B uno',
      status: '1',
      priority: 'Media',
      endDate: '2030-03-05',
      createdBy: o0.user.id,
      memberIds: [o0.user.id],
    }),
    c1: await makeTask(h, {
      ...inChain(o1.chain),
      title: 'C uno',
      status: '2',
      priority: 'Alta',
      endDate: '2030-04-05',
      createdBy: o1.user.id,
    }),
    looseBoss: await makeTask(h, { projectId: null, title: 'Suelta jefe', status: '2', createdBy: bossUser.id }),
    looseOwn: await makeTask(h, {
      projectId: null,
      title: 'Suelta propia',
      status: '4',
      endDate: '2030-01-20',
      createdBy: o1.user.id,
      memberIds: [outsiders[1].user.id],
    }),
    looseOut: await makeTask(h, { projectId: null, title: 'Suelta ajena', createdBy: outsiders[0].user.id }),
  };
});
afterAll(() => h.close());

const titles = (ids: string[]) => ids.map((id) => Object.values(t).find((r) => r.publicId === id)?.title ?? id);
const list = async (c: TestClient, qs = '') =>
  titles(
    ZTaskPage.parse((await c.inject({ method: 'GET', url: `/api/tasks?${qs}` })).json()).data.map((r) => r.public_id),
  );
const mine = async (c: TestClient, qs = '') =>
  titles(
    ZMyTaskPage.parse((await c.inject({ method: 'GET', url: `/api/my_tasks?${qs}` })).json()).data.map(
      (r) => r.public_id,
    ),
  );
const board = async (c: TestClient, qs = '') =>
  ZTaskBoard.parse((await c.inject({ method: 'GET', url: `/api/tasks/board?${qs}` })).json()).columns.map((col) => [
    col.total,
    titles(col.data.map((d) => d.public_id)),
  ]);

describe('the task lists, built once per shape', () => {
  it('filters /api/tasks by each filter, twice with other values', async () => {
    const [o0, o1] = owners;
    expect(await list(boss)).toEqual([
      'A uno',
      'Suelta propia',
      'A dos',
      'B uno',
      'C uno',
      'Suelta ajena',
      'Suelta jefe',
    ]);
    expect(await list(boss, 'status=1')).toEqual(['A uno', 'B uno', 'Suelta ajena']);
    expect(await list(boss, 'status=2')).toEqual(['C uno', 'Suelta jefe']);
    expect(await list(boss, 'priority=Urgente')).toEqual(['A uno']);
    expect(await list(boss, 'priority=Alta')).toEqual(['C uno']);
    expect(await list(boss, `project_id=${bossChain.project.publicId}`)).toEqual(['A uno', 'A dos']);
    expect(await list(boss, `project_id=${o0.chain.project.publicId}`)).toEqual(['B uno']);
    expect(await list(boss, `stage_id=${bossChain.stage.publicId}`)).toEqual(['A uno']);
    expect(await list(boss, `stage_id=${o1.chain.stage.publicId}`)).toEqual(['C uno']);
    expect(await list(boss, `stage_activity_id=${bossChain.activity.publicId}`)).toEqual(['A uno']);
    expect(await list(boss, `stage_activity_id=${o0.chain.activity.publicId}`)).toEqual(['B uno']);
    expect(await list(boss, `member_id=${o0.user.publicId}`)).toEqual(['A uno', 'B uno']);
    expect(await list(boss, `member_id=${outsiders[1].user.publicId}`)).toEqual(['Suelta propia']);
    expect(await list(boss, 'date_from=2030-02-01&date_to=2030-02-28')).toEqual(['A dos']);
    expect(await list(boss, 'date_from=2030-01-01&date_to=2030-01-31')).toEqual(['A uno', 'Suelta propia']);
    expect(await list(boss, 'date_from=2030-03-01')).toEqual(['B uno', 'C uno']);
    expect(await list(boss, 'date_from=2030-04-01')).toEqual(['C uno']);
    expect(await list(boss, 'date_to=2030-01-10')).toEqual(['A uno']);
    expect(await list(boss, 'date_to=2030-01-31')).toEqual(['A uno', 'Suelta propia']);
    expect(await list(boss, 'status=1&priority=Media')).toEqual(['B uno', 'Suelta ajena']);
    expect(await list(boss, 'status=1&priority=Urgente')).toEqual(['A uno']);
  });

  it('sorts by each key, and pages through each sort', async () => {
    for (const sort of ['priority', '-priority', 'status', '-status', 'created_at', '-created_at', 'title', '-title']) {
      const all = await list(boss, `sort=${sort}&per_page=50`);
      expect(all).toHaveLength(7);
      // Pages 1 and 2 are read straight from the LIMIT over tasks, pages 3 and 4 by their ids (db/list/page-reading.ts).
      const pages = [];
      for (const page of [1, 2, 3, 4]) pages.push(...(await list(boss, `sort=${sort}&per_page=2&page=${page}`)));
      expect(pages).toEqual(all);
    }
    expect(await list(boss, 'sort=end_date&per_page=2&page=1')).toEqual(['A uno', 'Suelta propia']);
    expect(await list(boss, 'sort=end_date&per_page=2&page=2')).toEqual(['A dos', 'B uno']);
    expect(await list(boss, 'sort=-end_date&per_page=2&page=1')).toEqual(['C uno', 'B uno']);
    expect(await list(boss, 'sort=-end_date&per_page=2&page=4')).toEqual(['Suelta jefe']);
    expect(await list(boss, 'sort=title&per_page=5&page=1')).toEqual([
      'A dos',
      'A uno',
      'B uno',
      'C uno',
      'Suelta ajena',
    ]);
    expect(await list(boss, 'sort=-title&per_page=2&page=1')).toEqual(['Suelta propia', 'Suelta jefe']);
  });

  it('answers a page past the end with the total', async () => {
    const page = ZTaskPage.parse((await boss.inject({ method: 'GET', url: '/api/tasks?page=9&per_page=5' })).json());
    expect(page.data).toEqual([]);
    expect(page.total).toBe(7);
  });

  it("keeps each actor's scope in every permission branch", async () => {
    const [o0, o1] = owners;
    // Own projects: each owner their project's tasks, and the loose ones they created or are a member of.
    expect(await list(o0.client)).toEqual(['B uno']);
    expect(await list(o1.client)).toEqual(['Suelta propia', 'C uno']);
    // No project permission: loose tasks they created or are a member of.
    expect(await list(outsiders[0].client)).toEqual(['Suelta ajena']);
    expect(await list(outsiders[1].client)).toEqual(['Suelta propia']);
    expect(await board(o0.client)).toEqual([
      [1, ['B uno']],
      [0, []],
      [0, []],
      [0, []],
      [0, []],
    ]);
    expect(await board(o1.client)).toEqual([
      [0, []],
      [1, ['C uno']],
      [0, []],
      [1, ['Suelta propia']],
      [0, []],
    ]);
    expect(await board(outsiders[0].client)).toEqual([
      [1, ['Suelta ajena']],
      [0, []],
      [0, []],
      [0, []],
      [0, []],
    ]);
    expect(await board(outsiders[1].client)).toEqual([
      [0, []],
      [0, []],
      [0, []],
      [1, ['Suelta propia']],
      [0, []],
    ]);
  });

  it('shows the board by filter, and the rights of each card', async () => {
    expect(await board(boss, `project_id=${bossChain.project.publicId}`)).toEqual([
      [1, ['A uno']],
      [0, []],
      [1, ['A dos']],
      [0, []],
      [0, []],
    ]);
    expect(await board(boss, `project_id=${owners[1].chain.project.publicId}`)).toEqual([
      [0, []],
      [1, ['C uno']],
      [0, []],
      [0, []],
      [0, []],
    ]);
    expect(await board(boss, 'sort=-priority')).toEqual(await board(boss, 'sort=-priority'));
    const cards = ZTaskBoard.parse(
      (await outsiders[0].client.inject({ method: 'GET', url: '/api/tasks/board' })).json(),
    );
    // The creator sees their task; without 'Actualizar tareas' they may not change it.
    expect(cards.columns[0].data[0].can).toEqual({ update: false, delete: false, change_status: false });
  });

  it("lists each member's own tasks, with their rights", async () => {
    const [o0, o1] = owners;
    expect(await mine(o0.client)).toEqual(['A uno', 'B uno']);
    expect(await mine(o1.client)).toEqual(['A dos']);
    expect(await mine(outsiders[0].client)).toEqual(['A dos']);
    expect(await mine(outsiders[1].client)).toEqual(['Suelta propia']);
    expect(await mine(o0.client, 'status=1&sort=-end_date')).toEqual(['B uno', 'A uno']);
    expect(await mine(o0.client, 'status=3&sort=-end_date')).toEqual([]);
    // A filtered page past the second, read by its ids (db/list/page-reading.ts), and a search's, each twice.
    expect(await mine(o0.client, 'sort=-end_date&per_page=1&page=3')).toEqual([]);
    expect(await mine(o0.client, 'sort=end_date&per_page=1&page=2')).toEqual(['B uno']);
    expect(await list(boss, 'status=1&per_page=1&page=3')).toEqual(['Suelta ajena']);
    expect(await list(boss, 'status=2&per_page=1&page=3')).toEqual([]);
    expect(await list(boss, 'q=suelta&sort=title&per_page=1&page=3')).toEqual(['Suelta propia']);
    expect(await list(boss, 'q=suelta&per_page=1&page=3')).toEqual(['Suelta jefe']);
    const page = ZMyTaskPage.parse((await o1.client.inject({ method: 'GET', url: '/api/my_tasks' })).json());
    // A member with 'Gestionar tareas asignadas' moves the status of a task outside their scope, and nothing more.
    expect(page.data[0].can).toEqual({ update: false, delete: false, change_status: true });
    expect(page.data[0].subtasks_count).toBe(0);
  });
});
