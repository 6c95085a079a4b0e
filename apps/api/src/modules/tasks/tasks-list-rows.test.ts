import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMyTaskPage, ZTaskListItem, ZTaskPage } from '@gestora/contract/tasks/tasks.schema';
import { todayIso } from '../../lib/dates.ts';
import { makeChain, makeSubtasks, makeTask, type TaskRow } from '../../test/factories.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { ALL_TASK_PERMISSIONS } from './tasks.test-utils.ts';
import { multipart, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';

/*
 * /api/tasks and /api/my_tasks are written by PostgreSQL as JSON (tasks.queries.ts taskJson and remainingDaysJson,
 * tasks.access.ts canJson); the detail is shaped in JavaScript (presentRow, remainingDaysLabel, rightsOf). Every row
 * of every list, for actors of every kind of permission and relation to the task, must say exactly what the detail
 * says: the same remaining days in each of its cases, rights, references, members with their avatar URLs, counts
 * and timestamps to the millisecond.
 *
 * The organisation's time zone is one whose date is not the UTC date right now (as org-timezone.test.ts): a label
 * computed on the database's date instead of the service's today fails here.
 */

const ORG_TZ = new Date().getUTCHours() < 12 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
const OWN = 'Ver solo los proyectos creados por el usuarios';
const DAY = 86_400_000;
const shift = (days: number) => todayIso(ORG_TZ, new Date(Date.now() + days * DAY));

let h: Harness;
const actors: Record<string, { client: TestClient; user: TestUser }> = {};
const subtasksOf = new Map<string, number>();
let ownProject = '';

beforeAll(async () => {
  h = await build({ config: { orgTimezone: ORG_TZ } });
  const make = async (name: string, permissions: string[], fields = {}) => {
    const user = await h.makeUser(permissions, fields);
    actors[name] = { user, client: await h.as(user.email) };
  };
  // Every project, every right.
  await make('admin', [...ALL_TASK_PERMISSIONS, 'Gestionar tareas asignadas']);
  // Only the projects they created; updates but does not delete. A stored picture: its avatar URL carries the
  // digest of the path, in SQL and in JavaScript alike.
  await make('owner', ['Ver tareas', 'Actualizar tareas', 'Gestionar tareas asignadas', OWN], {
    avatarPath: 'avatars/owner-5c1e.png',
  });
  // Every project, without 'Actualizar tareas': moves the status of the tasks they are a member of only.
  await make('viewer', ['Ver tareas', 'Ver todos los proyectos', 'Gestionar tareas asignadas']);
  // Deletes without updating, in their own projects; not a member of anything.
  await make('deleter', ['Ver tareas', 'Eliminar tareas', OWN]);
  // No project permission: the loose tasks they created or are a member of.
  await make('loose', ['Ver tareas']);
  // My tasks alone.
  await make('member', ['Gestionar tareas asignadas'], { avatarPath: 'avatars/member-0b2d.png' });

  const { admin, owner, viewer, deleter, loose, member } = actors;
  const adminChain = await makeChain(h, { createdBy: admin.user.id });
  const ownerChain = await makeChain(h, { createdBy: owner.user.id });
  const deleterChain = await makeChain(h, { createdBy: deleter.user.id });
  ownProject = ownerChain.project.publicId;
  const inChain = (c: typeof adminChain) => ({
    projectId: c.project.id,
    stageId: c.stage.id,
    stageActivityId: c.activity.id,
  });

  // Each remaining-days case, in and out of a project, stage and activity, with members of every kind.
  const made: TaskRow[] = [
    await makeTask(h, {
      ...inChain(adminChain),
      title: 'Sin fecha de fin',
      createdBy: admin.user.id,
      memberIds: [viewer.user.id, member.user.id, owner.user.id],
    }),
    await makeTask(h, {
      ...inChain(ownerChain),
      title: 'Finalizada a tiempo',
      status: '5',
      completedAt: new Date(Date.now() - 3 * DAY),
      startDate: shift(-10),
      endDate: shift(2),
      createdBy: owner.user.id,
      memberIds: [owner.user.id, member.user.id],
    }),
    await makeTask(h, {
      projectId: adminChain.project.id,
      title: 'Finaliza hoy',
      status: '2',
      priority: 'Urgente',
      startDate: shift(-1),
      endDate: shift(0),
      createdBy: admin.user.id,
      memberIds: [member.user.id],
    }),
    await makeTask(h, {
      projectId: ownerChain.project.id,
      stageId: ownerChain.stage.id,
      title: 'Entrega vencida',
      status: '4',
      priority: 'Alta',
      endDate: shift(-3),
      createdBy: admin.user.id,
      memberIds: [viewer.user.id, member.user.id],
    }),
    await makeTask(h, {
      projectId: null,
      title: 'Suelta de mañana',
      priority: 'Baja',
      endDate: shift(1),
      createdBy: loose.user.id,
      memberIds: [member.user.id],
    }),
    await makeTask(h, {
      projectId: null,
      title: 'Suelta a dos semanas',
      status: '3',
      endDate: shift(14),
      createdBy: admin.user.id,
      memberIds: [loose.user.id, viewer.user.id, member.user.id],
    }),
    await makeTask(h, {
      ...inChain(deleterChain),
      title: 'Del que borra',
      endDate: shift(40),
      createdBy: deleter.user.id,
      memberIds: [owner.user.id],
    }),
    await makeTask(h, {
      projectId: null,
      title: 'Suelta vencida ajena',
      endDate: shift(-30),
      createdBy: viewer.user.id,
      memberIds: [admin.user.id],
    }),
  ];
  // Comments and files (the counts kept by triggers), and subtasks (my tasks' count).
  for (const [i, t] of made.entries()) {
    for (let n = 0; n < i % 3; n++) {
      const res = await admin.client.inject({
        method: 'POST',
        url: `/api/tasks/${t.publicId}/comments`,
        payload: { body: `<p>Comentario ${n}</p>` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    if (i % 2 === 0) {
      const res = await admin.client.inject({
        method: 'POST',
        url: `/api/tasks/${t.publicId}/files`,
        ...multipart('files', [{ name: `evidencia-${i}.png`, type: 'image/png', data: ONE_PIXEL_PNG }]),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const subtasks = i % 4;
    if (subtasks) await makeSubtasks(h, subtasks, { taskId: t.id });
    subtasksOf.set(t.publicId, subtasks);
  }
});
afterAll(() => h.close());

const TASK_LISTS = [
  '/api/tasks?per_page=50',
  '/api/tasks?sort=-priority&per_page=3&page=2',
  '/api/tasks?q=entrega',
  '/api/tasks?status=1',
];
const MY_LISTS = ['/api/my_tasks?per_page=50', '/api/my_tasks?sort=-end_date', '/api/my_tasks?sort=title&per_page=2'];

describe('the task lists, written by PostgreSQL', () => {
  it('say of every row what the detail says, for actors of every kind', async () => {
    const compared = await expectRowsMatchDetails({
      actors,
      lists: {
        admin: [...TASK_LISTS, ...MY_LISTS, `/api/tasks?project_id=${ownProject}`],
        owner: [
          '/api/tasks',
          '/api/tasks?sort=-priority&per_page=1&page=2',
          '/api/tasks?q=entrega',
          `/api/tasks?project_id=${ownProject}&status=5`,
          ...MY_LISTS,
        ],
        viewer: [...TASK_LISTS, ...MY_LISTS],
        deleter: ['/api/tasks', '/api/tasks?sort=title'],
        loose: ['/api/tasks', '/api/tasks?q=suelta', '/api/tasks?per_page=1&page=2'],
        member: [...MY_LISTS, '/api/my_tasks?status=4'],
      },
      // My tasks' subtasks_count is not the detail's: ZTaskListItem leaves it out here, and the test below holds it.
      page: ZTaskPage,
      row: ZTaskListItem,
      detail: (id) => `/api/tasks/${id}`,
    });
    expect(compared).toBeGreaterThanOrEqual(60);
  });

  it('hold every remaining-days case and rights that differ from row to row', async () => {
    const rows = async (name: string, url: string) =>
      ZTaskPage.parse((await actors[name].client.inject({ method: 'GET', url })).json()).data;
    const all = await rows('admin', '/api/tasks?per_page=50');
    expect(Object.fromEntries(all.map((r) => [r.title, r.remaining_days]))).toEqual({
      'Sin fecha de fin': 'No aplica',
      'Finalizada a tiempo': 'No aplica',
      'Finaliza hoy': 'Finaliza hoy',
      'Entrega vencida': 'La fecha  de entrega terminó',
      'Suelta de mañana': 'Falta 1 día',
      'Suelta a dos semanas': 'Faltan 14 días',
      'Del que borra': 'Faltan 40 días',
      'Suelta vencida ajena': 'La fecha  de entrega terminó',
    });
    // The viewer's rights depend on the row: they move the status of their own tasks only.
    const viewed = await rows('viewer', '/api/tasks?per_page=50');
    expect(Object.fromEntries(viewed.map((r) => [r.title, r.can.change_status]))).toEqual({
      'Sin fecha de fin': true,
      'Finalizada a tiempo': false,
      'Finaliza hoy': false,
      'Entrega vencida': true,
      'Suelta de mañana': false,
      'Suelta a dos semanas': true,
      'Del que borra': false,
      'Suelta vencida ajena': false,
    });
    expect(viewed.every((r) => !r.can.update && !r.can.delete)).toBe(true);
    const deleted = await rows('deleter', '/api/tasks');
    expect(deleted.map((r) => [r.title, r.can])).toEqual([
      ['Del que borra', { update: false, delete: true, change_status: false }],
    ]);
    const loose = await rows('loose', '/api/tasks');
    expect(loose.map((r) => [r.title, r.can])).toEqual([
      ['Suelta de mañana', { update: false, delete: false, change_status: false }],
      ['Suelta a dos semanas', { update: false, delete: false, change_status: false }],
    ]);
  });

  it("count each of my tasks' subtasks", async () => {
    for (const name of ['admin', 'owner', 'viewer', 'member']) {
      const page = ZMyTaskPage.parse(
        (await actors[name].client.inject({ method: 'GET', url: '/api/my_tasks?per_page=50' })).json(),
      );
      for (const r of page.data) expect(r.subtasks_count, `${name} ${r.title}`).toBe(subtasksOf.get(r.public_id));
    }
    const mine = ZMyTaskPage.parse((await actors.member.client.inject({ method: 'GET', url: '/api/my_tasks' })).json());
    expect(mine.data.map((r) => r.subtasks_count)).toEqual([3, 2, 0, 1, 1, 0]);
    expect(mine.data[0].members.find((m) => m.public_id === actors.member.user.publicId)?.avatar_url).toMatch(
      /^\/api\/users\/.+\/avatar\?v=\d+$/,
    );
  });

  it('carry only what the lists show: the start date, completion, activity and times stay in the detail', async () => {
    const rowsOf = async (url: string): Promise<object[]> =>
      (await actors.admin.client.inject({ method: 'GET', url })).json().data;
    const taskRows = await rowsOf('/api/tasks?per_page=50');
    expect(taskRows.length).toBe(8);
    expectRowsCarryOnly(taskRows, ZTaskListItem);
    expectRowsCarryOnly(await rowsOf('/api/my_tasks?per_page=50'), ZTaskListItem, ['subtasks_count']);
    expect(Object.keys(ZTaskListItem.shape)).not.toContain('created_at');
  });

  it('answers a page past the end with the total, in one statement', async () => {
    const { result, queries } = await h.countQueries(() =>
      actors.member.client.inject({ method: 'GET', url: '/api/my_tasks?page=9' }),
    );
    expect(ZMyTaskPage.parse(result.json())).toMatchObject({ data: [], total: 6, last_page: 1 });
    const past = await h.countQueries(() =>
      actors.admin.client.inject({ method: 'GET', url: `/api/tasks?project_id=${ownProject}&page=4&per_page=1` }),
    );
    expect(ZTaskPage.parse(past.result.json())).toMatchObject({ data: [], total: 2, last_page: 2 });
    // The session's, then the page's.
    expect([queries, past.queries]).toEqual([2, 2]);
  });
});
