import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProjectListItem, ZProjectPage } from '@gestora/contract/projects/projects.schema';
import { makeClient, makeDepartment, makeProject, makeTasks } from '../../test/factories.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { clients } from '../clients/clients.table.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { projects } from './projects.table.ts';

/*
 * The list's statement is built once per shape (runShaped): outside production every later run builds its query
 * again and fails when the text differs from the kept one. So every filter, sort and scope branch is asked twice
 * here with other values (the route admits no viewer without one of the two project permissions).
 */

const OWN = 'Ver solo los proyectos creados por el usuarios';
let h: Harness;
let all: TestClient;
const owners: { user: TestUser; client: TestClient }[] = [];
const refs: { client: string; department: string; manager: string }[] = [];

beforeAll(async () => {
  h = await build();
  all = await h.as((await h.makeUser(['Ver todos los proyectos'])).email);
  for (let i = 0; i < 2; i++) {
    const user = await h.makeUser([OWN]);
    owners.push({ user, client: await h.as(user.email) });
  }
  const periods = [
    ['2025-01-01', '2025-03-31'],
    ['2025-06-01', null],
  ] as const;
  for (const [i, letter] of ['A', 'B'].entries()) {
    const client = await makeClient(h, { name: `Cliente ${letter}` });
    const department = await makeDepartment(h, { name: `Área ${letter}` });
    const manager = await h.makeUser([], { name: `Gerente ${letter}`, lastName: 'Lista' });
    refs.push({ client: client.publicId, department: department.publicId, manager: manager.publicId });
    const project = await makeProject(h, {
      code: `LST-${letter}`,
      name: `Lista ${letter}`,
      status: i === 0 ? 'Pausado' : 'En curso',
      clientId: client.id,
      departmentId: department.id,
      managerId: manager.id,
      startDate: periods[i][0],
      endDate: periods[i][1],
      createdBy: owners[i].user.id,
    });
    // A: three tasks, one finished; B: one task.
    await makeTasks(h, i === 0 ? 3 : 1, (n) => ({ projectId: project.id, finished: i === 0 && n === 0 }));
  }
});
afterAll(() => h.close());

const codes = async (c: TestClient, qs = '') =>
  (await c.inject({ method: 'GET', url: `/api/projects?${qs}` })).json().data.map((p: { code: string }) => p.code);

describe('the projects list, built once per shape', () => {
  it('filters by each filter, twice with other values', async () => {
    expect(await codes(all, 'q=lst-a')).toEqual(['LST-A']);
    expect(await codes(all, 'q=Lista B')).toEqual(['LST-B']);
    expect(await codes(all, 'status=Pausado')).toEqual(['LST-A']);
    expect(await codes(all, 'status=En%20curso')).toEqual(['LST-B']);
    for (const [i, letter] of ['A', 'B'].entries()) {
      expect(await codes(all, `client_id=${refs[i].client}`)).toEqual([`LST-${letter}`]);
      expect(await codes(all, `department_id=${refs[i].department}`)).toEqual([`LST-${letter}`]);
      expect(await codes(all, `manager_id=${refs[i].manager}`)).toEqual([`LST-${letter}`]);
    }
    expect(await codes(all, 'from=2025-04-01')).toEqual(['LST-B']);
    expect(await codes(all, 'from=2024-01-01&sort=code')).toEqual(['LST-A', 'LST-B']);
    expect(await codes(all, 'to=2025-05-31')).toEqual(['LST-A']);
    expect(await codes(all, 'to=2025-12-31&sort=code')).toEqual(['LST-A', 'LST-B']);
    expect(await codes(all, 'from=2025-03-01&to=2025-07-01&sort=code')).toEqual(['LST-A', 'LST-B']);
    expect(await codes(all, 'from=2025-04-01&to=2025-05-01')).toEqual([]);
  });

  it('sorts by each key and pages through it, the joined sorts too', async () => {
    for (const key of ['code', 'name', 'status', 'start_date', 'end_date', 'created_at', 'client', 'manager']) {
      for (const sort of [key, `-${key}`]) {
        const both = await codes(all, `sort=${sort}`);
        expect(both.sort()).toEqual(['LST-A', 'LST-B']);
        const paged = [
          ...(await codes(all, `sort=${sort}&per_page=1&page=1`)),
          ...(await codes(all, `sort=${sort}&per_page=1&page=2`)),
        ];
        expect(paged).toEqual(await codes(all, `sort=${sort}`));
      }
    }
    const past = await all.inject({ method: 'GET', url: '/api/projects?sort=code&per_page=1&page=3' });
    expect(past.json()).toMatchObject({ data: [], total: 2, last_page: 2, current_page: 3 });
    expect(await codes(all, 'sort=client')).toEqual(['LST-A', 'LST-B']);
    expect(await codes(all, 'sort=-manager')).toEqual(['LST-B', 'LST-A']);
  });

  it('keeps each viewer to their scope, with the progress and the total', async () => {
    const [a, b] = await Promise.all(
      owners.map(async (o) => (await o.client.inject({ method: 'GET', url: '/api/projects' })).json()),
    );
    expect(a.data.map((p: { code: string }) => p.code)).toEqual(['LST-A']);
    expect(a.data[0].progress).toEqual({ tasks: 3, finished: 1, percent: 33 });
    expect(b.data.map((p: { code: string }) => p.code)).toEqual(['LST-B']);
    expect(b.data[0].progress).toEqual({ tasks: 1, finished: 0, percent: 0 });
    expect(b.total).toBe(1);
    const past = (await all.inject({ method: 'GET', url: '/api/projects?page=5&per_page=1' })).json();
    expect([past.data, past.total]).toEqual([[], 2]);
  });

  it('says of every row what the detail says (PostgreSQL writes the rows, JavaScript the detail)', async () => {
    // Percents that round half up (1 of 8: 12.5 → 13; 7 of 8: 87.5 → 88), a stored avatar, no client at all.
    const manager = await h.makeUser([], { name: 'Gerente', lastName: 'Con foto', avatarPath: 'avatars/g-1.png' });
    for (const [code, finished] of [
      ['RND-1', 1],
      ['RND-7', 7],
    ] as const) {
      const project = await makeProject(h, { code, name: `Redondeo ${code}`, managerId: manager.id });
      await makeTasks(h, 8, (n) => ({ projectId: project.id, finished: n < finished }));
    }
    const compared = await expectRowsMatchDetails({
      actors: { all: { client: all }, own: owners[0] },
      lists: { all: ['/api/projects?per_page=50', '/api/projects?sort=manager'], own: ['/api/projects'] },
      page: ZProjectPage,
      row: ZProjectListItem,
      detail: (id) => `/api/projects/${id}`,
    });
    expect(compared).toBeGreaterThanOrEqual(5);
    const rounded = ZProjectPage.parse((await all.inject({ method: 'GET', url: '/api/projects?q=RND-' })).json());
    expect(Object.fromEntries(rounded.data.map((p) => [p.code, p.progress.percent]))).toEqual({
      'RND-1': 13,
      'RND-7': 88,
    });
    expect(rounded.data[0].manager?.avatar_url).toMatch(/^\/api\/users\/.+\/avatar\?v=\d+$/);
  });

  it('carry only what the list shows: the description, department, creator and times stay in the detail', async () => {
    const res = await all.inject({ method: 'GET', url: '/api/projects?per_page=50' });
    const rows: object[] = res.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expectRowsCarryOnly(rows, ZProjectListItem);
    expect(Object.keys(ZProjectListItem.shape)).not.toContain('description');
  });

  it('follows every write to a row: its own columns, and its client and manager renamed', async () => {
    const client = await makeClient(h);
    const department = await makeDepartment(h);
    const manager = await h.makeUser([], { name: 'Gestora', lastName: 'Antes' });
    const project = await makeProject(h, {
      code: 'KEPT-1',
      clientId: client.id,
      departmentId: department.id,
      managerId: manager.id,
    });
    const odd = 'Comillas "dobles", barra \\ y emoji 🚧';
    await h.app.db
      .update(projects)
      .set({ name: odd, description: `<b>${odd}</b>`, status: 'Pausado', startDate: '2026-01-31', endDate: null })
      .where(eq(projects.id, project.id));
    await h.app.db
      .update(clients)
      .set({ name: `Cliente ${odd}` })
      .where(eq(clients.id, client.id));
    await h.app.db
      .update(departments)
      .set({ name: `Área ${odd}` })
      .where(eq(departments.id, department.id));
    await h.app.db.update(users).set({ lastName: 'Después' }).where(eq(users.id, manager.id));
    const compared = await expectRowsMatchDetails({
      actors: { all: { client: all } },
      lists: { all: ['/api/projects?q=KEPT'] },
      page: ZProjectPage,
      row: ZProjectListItem,
      detail: (id) => `/api/projects/${id}`,
    });
    expect(compared).toBe(1);
    const [row] = ZProjectPage.parse((await all.inject({ method: 'GET', url: '/api/projects?q=KEPT' })).json()).data;
    expect(row).toMatchObject({ name: odd, status: 'Pausado', start_date: '2026-01-31', end_date: null });
    expect(row.client?.name).toBe(`Cliente ${odd}`);
    expect(row.manager?.last_name).toBe('Después');
    // The department is the detail's alone.
    const detail = (await all.inject({ method: 'GET', url: `/api/projects/${project.publicId}` })).json();
    expect(detail.department?.name).toBe(`Área ${odd}`);
  });
});
