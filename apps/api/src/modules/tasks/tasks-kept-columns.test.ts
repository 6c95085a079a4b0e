import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ZMyTaskPage, ZTaskBoard, ZTaskDetail, ZTaskFiles, ZTaskPage } from '@gestora/contract/tasks/tasks.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import {
  makeActivity,
  makeChain,
  makeClient,
  makeDepartment,
  makeProject,
  makeStage,
  makeSubtasks,
  makeTasks,
} from '../../test/factories.ts';
import { clients } from '../clients/clients.table.ts';
import { departments } from '../departments/departments.table.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { subtasks } from '../subtasks/subtasks.table.ts';
import { avatarUrlSql, users } from '../users/users.table.ts';
import { ALL_TASK_PERMISSIONS } from './tasks.test-utils.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { taskComments, taskMembers, tasks } from './tasks.table.ts';

// The lists read columns kept by triggers (migration 0017): each task's members as the wire shows them and its
// numbers of comments and files, and each membership's copy of its task's end date and liveness (my tasks' index).
// Whoever writes — the API, a bulk insert, a cascade — they must equal what the live tables say.
let h: Harness;
let boss: TestClient;
let bossUser: TestUser;
let ana: TestUser;
let beto: TestUser;
let anaClient: TestClient;

beforeAll(async () => {
  h = await build();
  bossUser = await h.makeUser(ALL_TASK_PERMISSIONS);
  boss = await h.as(bossUser.email);
  ana = await h.makeUser(['Gestionar tareas asignadas'], { name: 'Ana', lastName: 'Zapata' });
  beto = await h.makeUser(['Gestionar tareas asignadas'], { name: 'Beto', lastName: 'Yáñez' });
  anaClient = await h.as(ana.email);
});
afterAll(() => h.close());

/** The members of a task computed from the live tables, as the lists computed them before the kept column. */
const liveMembers = sql`(select coalesce(json_agg(json_build_object('public_id', u.public_id, 'name', u.name,
  'last_name', u.last_name, 'avatar_url', ${avatarUrlSql(sql`u.public_id`, sql`u.avatar_path`)})
  order by m.assigned_at, u.name), '[]'::json) from task_members m join users u on u.id = m.user_id
  where m.task_id = t.id)`;

/** The rows of a statement written in SQL (both drivers answer `{ rows }`). */
const rowsOf = async <T>(query: SQL) => ((await h.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Every task whose kept columns differ from the live tables (its own list members from what migration 0026's
 * task_own_json writes of the row now, and its board card's from migration 0032's task_card_json: tasks-list-rows.test.ts and tasks-board.test.ts hold those equal to the detail), and every
 * membership whose copies differ.
 */
async function drift() {
  const taskRows = await rowsOf(sql`select t.id from tasks t
    where t.members::jsonb is distinct from ${liveMembers}::jsonb
      or t.comments_count <> (select count(*) from task_comments c where c.task_id = t.id)
      or t.files_count <> (select count(*) from task_files f where f.task_id = t.id)
      or t.subtasks_count <> (select count(*) from subtasks s where s.task_id = t.id)
      or t.own_json is distinct from task_own_json(t) or t.card_json is distinct from task_card_json(t)
      or t.calendar_json is distinct from task_calendar_json(t)`);
  const memberRows = await rowsOf(sql`select m.task_id, m.user_id from task_members m
    join tasks t on t.id = m.task_id
    where m.task_end_date is distinct from t.end_date or m.task_start_date is distinct from t.start_date
      or m.task_live <> (t.deleted_at is null) or m.task_status <> t.status
      or m.task_project_id is distinct from t.project_id or m.task_calendar_json is distinct from t.calendar_json`);
  return { tasks: taskRows, memberships: memberRows };
}
const NO_DRIFT = { tasks: [], memberships: [] };

const detailOf = async (publicId: string) =>
  ZTaskDetail.parse((await boss.inject({ method: 'GET', url: `/api/tasks/${publicId}` })).json());

describe('columns kept by triggers', () => {
  it('follow members, comments and files written through the API, and the lists show them', async () => {
    const project = await makeProject(h, { createdBy: bossUser.id });
    const created = await boss.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Cuadrar el inventario', project_id: project.publicId, member_ids: [beto.publicId] },
    });
    expect(created.statusCode).toBe(201);
    const id = ZTaskDetail.parse(created.json()).public_id;
    const put = await boss.inject({
      method: 'PUT',
      url: `/api/tasks/${id}`,
      payload: { title: 'Cuadrar el inventario', project_id: project.publicId, member_ids: [ana.publicId] },
    });
    expect(put.statusCode).toBe(200);
    for (const body of ['<p>Uno</p>', '<p>Dos</p>'])
      expect(
        (await boss.inject({ method: 'POST', url: `/api/tasks/${id}/comments`, payload: { body } })).statusCode,
      ).toBe(201);
    const uploaded = await boss.inject({
      method: 'POST',
      url: `/api/tasks/${id}/files`,
      ...multipart('files', [
        { name: 'a.txt', type: 'text/plain', data: Buffer.from('uno') },
        { name: 'b.txt', type: 'text/plain', data: Buffer.from('dos') },
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const [first] = ZTaskFiles.parse(uploaded.json()).data;
    expect((await boss.inject({ method: 'DELETE', url: `/api/tasks/${id}/files/${first.public_id}` })).statusCode).toBe(
      200,
    );
    expect(await drift()).toEqual(NO_DRIFT);

    const shown = {
      comments_count: 2,
      files_count: 1,
      members: [expect.objectContaining({ public_id: ana.publicId })],
    };
    expect(await detailOf(id)).toMatchObject(shown);
    const list = ZTaskPage.parse(
      (await boss.inject({ method: 'GET', url: `/api/tasks?project_id=${project.publicId}` })).json(),
    );
    expect(list.data).toEqual([expect.objectContaining(shown)]);
    const board = ZTaskBoard.parse(
      (await boss.inject({ method: 'GET', url: `/api/tasks/board?project_id=${project.publicId}` })).json(),
    );
    expect(board.columns.flatMap((c) => c.data)).toEqual([expect.objectContaining(shown)]);
    const mine = ZMyTaskPage.parse((await anaClient.inject({ method: 'GET', url: '/api/my_tasks' })).json());
    expect(mine.data.map((t) => t.public_id)).toContain(id);
  });

  it('follow bulk inserts, deletes, moves, renamed and deleted users and deleted tasks', async () => {
    const project = await makeProject(h, { createdBy: bossUser.id });
    const carla = await h.makeUser([], { name: 'Carla', lastName: 'Xirau' });
    const rows = await makeTasks(h, 6, (i) => ({
      projectId: project.id,
      endDate: `2031-01-0${i + 1}`,
      memberIds: i % 2 ? [ana.id, carla.id] : [beto.id],
    }));
    const ids = rows.map((r) => r.id);
    await h.app.db
      .insert(taskComments)
      .values(ids.flatMap((taskId, i) => Array.from({ length: i }, (_, k) => ({ taskId, body: `<p>${k}</p>` }))));
    await makeSubtasks(h, 3, { taskId: ids[0] });
    const moved = await makeSubtasks(h, 2, { taskId: ids[1] });
    expect(await drift()).toEqual(NO_DRIFT);
    expect((await detailOf(rows[5].publicId)).comments_count).toBe(5);
    await h.app.db.update(subtasks).set({ taskId: ids[2] }).where(eq(subtasks.id, moved[0].id));
    await h.app.db.delete(subtasks).where(eq(subtasks.taskId, ids[0]));

    await h.app.db.delete(taskComments).where(eq(taskComments.taskId, ids[4]));
    await h.app.db.update(taskComments).set({ taskId: ids[0] }).where(eq(taskComments.taskId, ids[3]));
    await h.app.db.insert(taskMembers).values(ids.map((taskId) => ({ taskId, userId: bossUser.id })));
    await h.app.db.delete(taskMembers).where(and(eq(taskMembers.userId, beto.id), inArray(taskMembers.taskId, ids)));
    await h.app.db
      .update(users)
      .set({ name: 'Carlota', avatarPath: 'avatars/carla.png' })
      .where(eq(users.id, carla.id));
    expect(await drift()).toEqual(NO_DRIFT);
    const renamed = (await detailOf(rows[1].publicId)).members.find((m) => m.public_id === carla.publicId);
    expect(renamed).toMatchObject({ name: 'Carlota', avatar_url: expect.stringContaining('/avatar?v=') });

    await h.app.db.delete(users).where(eq(users.id, carla.id));
    await h.app.db
      .update(tasks)
      .set({ endDate: '2031-02-01' })
      .where(inArray(tasks.id, ids.slice(0, 3)));
    // The start date alone moves too (the calendar reads it from the memberships).
    await h.app.db.update(tasks).set({ startDate: '2031-01-15' }).where(eq(tasks.id, ids[5]));
    await h.app.db.update(tasks).set({ startDate: null }).where(eq(tasks.id, ids[5]));
    await h.app.db
      .update(tasks)
      .set({ startDate: '2031-01-20' })
      .where(inArray(tasks.id, ids.slice(3)));
    // A status moves (the home chart counts the memberships' copy).
    await h.app.db
      .update(tasks)
      .set({ status: '5' })
      .where(inArray(tasks.id, [ids[3], ids[4]]));
    // Retitled and moved to another project (the calendar writes a member's items from the memberships' copies).
    await h.app.db
      .update(tasks)
      .set({ title: sql`${tasks.title} || ' (revisada)'` })
      .where(inArray(tasks.id, ids.slice(2)));
    const other = await makeProject(h, { createdBy: bossUser.id });
    await h.app.db.update(tasks).set({ projectId: other.id }).where(eq(tasks.id, ids[4]));
    await h.app.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, ids[1]));
    await h.app.db.delete(tasks).where(eq(tasks.id, ids[2]));
    expect(await drift()).toEqual(NO_DRIFT);
    expect((await detailOf(rows[3].publicId)).members.map((m) => m.public_id).sort()).toEqual(
      [ana.publicId, bossUser.publicId].sort(),
    );
  });
});

describe('my tasks read from the memberships', () => {
  it('pages the live tasks of the actor in end-date order, nulls last, with their total', async () => {
    const dani = await h.makeUser(['Gestionar tareas asignadas']);
    const client = await h.as(dani.email);
    const project = await makeProject(h, { createdBy: bossUser.id });
    const rows = await makeTasks(h, 9, (i) => ({
      projectId: project.id,
      endDate: i === 4 ? null : `2032-0${(i % 3) + 1}-01`,
      memberIds: [dani.id],
    }));
    await makeTasks(h, 2, { projectId: project.id, endDate: '2032-01-01', memberIds: [ana.id] });
    await h.app.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, rows[0].id));
    await h.app.db.update(tasks).set({ endDate: '2031-12-31' }).where(eq(tasks.id, rows[8].id));

    const expected = await rowsOf<{ public_id: string }>(sql`select t.public_id from tasks t
      join task_members m on m.task_id = t.id where m.user_id = ${dani.id} and t.deleted_at is null
      order by t.end_date asc nulls last, t.id desc`);
    const pages = async (extra: string) => {
      const got: string[] = [];
      let total = -1;
      for (let page = 1; page <= 4; page++) {
        const res = await client.inject({ method: 'GET', url: `/api/my_tasks?per_page=3&page=${page}${extra}` });
        const body = ZMyTaskPage.parse(res.json());
        got.push(...body.data.map((t) => t.public_id));
        total = body.total;
      }
      return { got, total };
    };
    const want = { got: expected.map((r) => r.public_id), total: 8 };
    expect(want.got).toHaveLength(8);
    expect(await pages('')).toEqual(want);
    expect(await pages('&sort=end_date')).toEqual(want);
    // A filter takes the counted way: the same rows.
    expect((await pages(`&project_id=${project.publicId}`)).got).toEqual(want.got);
  });
});

describe('references kept by their records', () => {
  it("show a renamed project, stage or client in every list's rows (a department in the project's detail)", async () => {
    const { project } = await makeChain(h, { createdBy: bossUser.id });
    // A stage and an activity of their own (not the chain's first ones), so that the records' ids differ: a rename
    // that rewrote the tasks pointing at another record's id would not pass by chance.
    const stage = await makeStage(h, { projectId: project.id });
    await makeActivity(h, { stageId: stage.id });
    const activity = await makeActivity(h, { stageId: stage.id });
    const client = await makeClient(h);
    const department = await makeDepartment(h);
    await h.app.db
      .update(projects)
      .set({ clientId: client.id, departmentId: department.id })
      .where(eq(projects.id, project.id));
    const [task] = await makeTasks(h, 1, { stageId: stage.id, stageActivityId: activity.id, memberIds: [ana.id] });
    await makeSubtasks(h, 2, { taskId: task.id });
    const named = 'Nombre "nuevo" con ñ y emoji 🚀';
    const rowsNow = async () => {
      const res = await boss.inject({ method: 'GET', url: `/api/tasks?project_id=${project.publicId}` });
      expect(res.statusCode, res.body).toBe(200);
      const myRes = await anaClient.inject({ method: 'GET', url: '/api/my_tasks?per_page=50' });
      expect(myRes.statusCode, myRes.body).toBe(200);
      const mine = ZMyTaskPage.parse(myRes.json()).data;
      return [ZTaskPage.parse(res.json()).data[0], mine.find((t) => t.public_id === task.publicId)!];
    };
    // Each rename alone, each seen in both lists before the next.
    const rename = {
      project: (name: string) => h.app.db.update(projects).set({ name }).where(eq(projects.id, project.id)),
      stage: (name: string) => h.app.db.update(stages).set({ name }).where(eq(stages.id, stage.id)),
    };
    for (const [key, mark] of [
      ['project', 'P'],
      ['stage', 'E'],
    ] as const) {
      await rename[key](`${named} ${mark}`);
      for (const row of await rowsNow()) expect(row[key]?.name, key).toBe(`${named} ${mark}`);
    }
    // The activity is the detail's alone (not in the lists' rows): its rename shows there.
    await h.app.db
      .update(stageActivities)
      .set({ name: `${named} A` })
      .where(eq(stageActivities.id, activity.id));
    expect((await detailOf(task.publicId)).stage_activity?.name).toBe(`${named} A`);
    // The board's card names its project as well.
    const boardRes = await boss.inject({ method: 'GET', url: `/api/tasks/board?project_id=${project.publicId}` });
    expect(boardRes.statusCode, boardRes.body).toBe(200);
    const cards = ZTaskBoard.parse(boardRes.json()).columns.flatMap((c) => c.data);
    expect(cards.map((c) => c.project?.name)).toEqual([`${named} P`]);
    await h.app.db
      .update(clients)
      .set({ name: `${named} C` })
      .where(eq(clients.id, client.id));
    await h.app.db
      .update(departments)
      .set({ name: `${named} D` })
      .where(eq(departments.id, department.id));

    const detail = await detailOf(task.publicId);
    expect(detail.project?.name).toBe(`${named} P`);
    const [listedRow, myRow] = await rowsNow();
    for (const row of [listedRow, myRow]) {
      expect(row).toMatchObject({ project: detail.project, stage: detail.stage });
    }
    expect(myRow).toHaveProperty('subtasks_count', 2);
    const projectRow = (
      await boss.inject({ method: 'GET', url: `/api/projects?q=${encodeURIComponent(named)}` })
    ).json().data[0];
    const projectDetail = (await boss.inject({ method: 'GET', url: `/api/projects/${project.publicId}` })).json();
    expect(projectRow.client).toEqual({ public_id: client.publicId, name: `${named} C` });
    expect(projectDetail.department).toEqual({ public_id: department.publicId, name: `${named} D` });
    expect(projectRow.client).toEqual(projectDetail.client);
  });
});
