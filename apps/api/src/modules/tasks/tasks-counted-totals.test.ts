import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTaskBoard, ZTaskPage } from '@gestora/contract/tasks/tasks.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { makeProject, makeTasks, type ProjectRow } from '../../test/factories.ts';
import { ALL_TASK_PERMISSIONS } from './tasks.test-utils.ts';
import { tasks } from './tasks.table.ts';

// A list or board filtered by its project alone (and perhaps a status) takes its totals from the project's
// counters (project_task_counts, kept by triggers on tasks); any other filter counts the tasks. Both ways must
// agree, follow every write, and keep to the viewer's scope.
let h: Harness;
let boss: TestClient;
let stranger: TestClient;
let project: ProjectRow;
let elsewhere: ProjectRow;

beforeAll(async () => {
  h = await build();
  const bossUser = await h.makeUser(ALL_TASK_PERMISSIONS);
  boss = await h.as(bossUser.email);
  stranger = await h.as((await h.makeUser(['Ver tareas', 'Ver solo los proyectos creados por el usuarios'])).email);
  project = await makeProject(h, { createdBy: bossUser.id });
  elsewhere = await makeProject(h, { createdBy: bossUser.id });
  await makeTasks(h, 3, { projectId: project.id, status: '1', endDate: '2030-01-05' });
  await makeTasks(h, 2, { projectId: project.id, status: '5', endDate: '2030-01-06' });
  await makeTasks(h, 1, { projectId: project.id, status: '1', deletedAt: new Date() });
});
afterAll(() => h.close());

const totals = async (c: TestClient, extra = '') => {
  const q = `project_id=${project.publicId}${extra}`;
  const list = ZTaskPage.parse((await c.inject({ method: 'GET', url: `/api/tasks?per_page=1&${q}` })).json());
  const pending = ZTaskPage.parse((await c.inject({ method: 'GET', url: `/api/tasks?status=1&${q}` })).json());
  const board = ZTaskBoard.parse((await c.inject({ method: 'GET', url: `/api/tasks/board?${q}` })).json());
  return {
    list: list.total,
    pending: pending.total,
    board: Object.fromEntries(board.columns.filter((col) => col.total > 0).map((col) => [col.status, col.total])),
  };
};
// A filter every task passes: the totals are counted, not read from the counters.
const COUNTED = '&date_from=2000-01-01';

describe('totals of a project', () => {
  it('read from the counters agree with the counted ones, and follow moves, finishes and deletions', async () => {
    expect(await totals(boss)).toEqual({ list: 5, pending: 3, board: { '1': 3, '5': 2 } });
    expect(await totals(boss, COUNTED)).toEqual(await totals(boss));

    const live = await h.app.db
      .select({ id: tasks.id, status: tasks.status })
      .from(tasks)
      .where(eq(tasks.projectId, project.id));
    const pending = live.filter((t) => t.status === '1');
    await h.app.db.update(tasks).set({ status: '5' }).where(eq(tasks.id, pending[0].id));
    await h.app.db.update(tasks).set({ projectId: elsewhere.id }).where(eq(tasks.id, pending[1].id));
    expect(await totals(boss)).toEqual({ list: 4, pending: 1, board: { '1': 1, '5': 3 } });
    expect(await totals(boss, COUNTED)).toEqual(await totals(boss));
  });

  it('are nothing to a viewer whose scope leaves the project out, either way', async () => {
    expect(await totals(stranger)).toEqual({ list: 0, pending: 0, board: {} });
    expect(await totals(stranger, COUNTED)).toEqual({ list: 0, pending: 0, board: {} });
  });
});
