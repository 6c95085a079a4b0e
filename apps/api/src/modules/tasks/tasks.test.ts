import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  TASK_BOARD_COLUMN_CAP,
  ZMyTaskPage,
  ZTaskBoard,
  ZTaskDetail,
  ZTaskPage,
} from '@gestora/contract/tasks/tasks.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { taskMembers, tasks } from './tasks.table.ts';
import { todayIso } from '../../lib/dates.ts';
import { ALL_TASK_PERMISSIONS } from './tasks.test-utils.ts';
import { makeChain, makeProject, makeTask, makeTasks } from '../../test/factories.ts';
import { projects } from '../projects/projects.table.ts';

let h: Harness;
let boss: TestClient;
let bossUser: TestUser;
let own: TestClient;
let ownUser: TestUser;
let member: TestClient;
let memberUser: TestUser;
let chain: Awaited<ReturnType<typeof makeChain>>;
let ownChain: Awaited<ReturnType<typeof makeChain>>;

const shift = (days: number) => todayIso(h.app.config.orgTimezone, new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  h = await build();
  bossUser = await h.makeUser(ALL_TASK_PERMISSIONS);
  boss = await h.as(bossUser.email);
  ownUser = await h.makeUser([
    'Ver tareas',
    'Registrar tareas',
    'Actualizar tareas',
    'Ver solo los proyectos creados por el usuarios',
  ]);
  own = await h.as(ownUser.email);
  memberUser = await h.makeUser(['Gestionar tareas asignadas']);
  member = await h.as(memberUser.email);
  chain = await makeChain(h, { createdBy: bossUser.id });
  ownChain = await makeChain(h, { createdBy: ownUser.id });
});
afterAll(() => h.close());

const create = (c: TestClient, payload: Record<string, unknown>) =>
  c.inject({ method: 'POST', url: '/api/tasks', payload });

describe('tasks CRUD', () => {
  it('creates a task in a chain, sanitises the description and shows the detail', async () => {
    const res = await create(boss, {
      title: 'Diseñar el plano eléctrico',
      description:
        '<p>Hola <strong>mundo</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
      priority: 'Alta',
      start_date: shift(0),
      end_date: shift(3),
      project_id: chain.project.publicId,
      stage_id: chain.stage.publicId,
      stage_activity_id: chain.activity.publicId,
      member_ids: [memberUser.publicId],
    });
    expect(res.statusCode).toBe(201);
    const t = ZTaskDetail.parse(res.json());
    expect(t).toMatchObject({
      title: 'Diseñar el plano eléctrico',
      status: '1',
      priority: 'Alta',
      remaining_days: 'Faltan 3 días',
      project: { public_id: chain.project.publicId, name: chain.project.name },
      stage: { public_id: chain.stage.publicId },
      stage_activity: { public_id: chain.activity.publicId },
      completed_at: null,
      lateness: 0,
      created_by: { public_id: bossUser.publicId },
      can: { update: true, delete: true, change_status: true, comment: true },
    });
    expect(t.description).toBe(
      '<p>Hola <strong>mundo</strong><a target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(t.members.map((m) => m.public_id)).toEqual([memberUser.publicId]);
  });

  it('fills the parents from the child and refuses a broken chain with a 422 on the offending field', async () => {
    const inferred = ZTaskDetail.parse(
      (await create(boss, { title: 'Sólo actividad', stage_activity_id: chain.activity.publicId })).json(),
    );
    expect(inferred.project?.public_id).toBe(chain.project.publicId);
    expect(inferred.stage?.public_id).toBe(chain.stage.publicId);

    const other = await makeChain(h, { createdBy: bossUser.id });
    const badActivity = await create(boss, {
      title: 'Cadena rota',
      stage_id: chain.stage.publicId,
      stage_activity_id: other.activity.publicId,
    });
    expect(badActivity.statusCode).toBe(422);
    expect(badActivity.json().errors).toEqual({
      stage_activity_id: ['La actividad no pertenece a la etapa seleccionada.'],
    });

    const badStage = await create(boss, {
      title: 'Cadena rota',
      project_id: chain.project.publicId,
      stage_id: other.stage.publicId,
    });
    expect(badStage.statusCode).toBe(422);
    expect(badStage.json().errors).toEqual({ stage_id: ['La etapa no pertenece al proyecto seleccionado.'] });

    const unknown = await create(boss, { title: 'Cadena rota', project_id: '0190a0a0-0000-7000-8000-000000000000' });
    expect(unknown.json().errors).toEqual({ project_id: ['El proyecto seleccionado no existe.'] });

    // A project outside the actor's scope does not exist for them.
    const outOfScope = await create(own, { title: 'Ajeno', project_id: chain.project.publicId });
    expect(outOfScope.statusCode).toBe(422);
    expect(outOfScope.json().errors.project_id).toBeDefined();
  });

  it('refuses an end date before the start, inactive members and a short title', async () => {
    const dates = await create(boss, { title: 'Fechas', start_date: '2026-05-10', end_date: '2026-05-09' });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.end_date).toEqual(['La fecha de fin no puede ser anterior a la fecha de inicio.']);
    const inactive = await h.makeUser([], { active: false });
    const members = await create(boss, { title: 'Miembros', member_ids: [inactive.publicId] });
    expect(members.statusCode).toBe(422);
    expect(members.json().errors.member_ids).toEqual([
      'Uno o más miembros seleccionados no existen o están inactivos.',
    ]);
    expect((await create(boss, { title: 'ab' })).json().errors.title).toBeDefined();
  });

  it('updates, records history newest first, and soft-deletes', async () => {
    const t = ZTaskDetail.parse(
      (await create(boss, { title: 'Historial', priority: 'Baja', project_id: chain.project.publicId })).json(),
    );
    const upd = await boss.inject({
      method: 'PUT',
      url: `/api/tasks/${t.public_id}`,
      payload: {
        title: 'Historial editado',
        priority: 'Urgente',
        project_id: chain.project.publicId,
        member_ids: [memberUser.publicId],
      },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ title: 'Historial editado', priority: 'Urgente' });
    await boss.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '2' } });

    const hist = (await boss.inject({ method: 'GET', url: `/api/tasks/${t.public_id}/history?per_page=2` })).json();
    expect(hist.total).toBe(3);
    expect(hist.data.map((e: { action: string }) => e.action)).toEqual(['status', 'updated']);
    expect(hist.data[0].changes).toEqual({ status: ['1', '2'] });
    expect(hist.data[1].changes).toEqual({
      title: ['Historial', 'Historial editado'],
      priority: ['Baja', 'Urgente'],
      members: [[], [`${memberUser.name} ${memberUser.lastName}`]],
    });
    expect(hist.data[0].actor.public_id).toBe(bossUser.publicId);
    const first = (
      await boss.inject({ method: 'GET', url: `/api/tasks/${t.public_id}/history?page=2&per_page=2` })
    ).json();
    expect(first.data[0].action).toBe('created');
    expect(first.data[0].changes.title).toEqual([null, 'Historial']);

    // A PUT that leaves out status and members keeps both.
    const kept = ZTaskDetail.parse(
      (
        await boss.inject({
          method: 'PUT',
          url: `/api/tasks/${t.public_id}`,
          payload: { title: 'Historial editado', priority: 'Urgente', project_id: chain.project.publicId },
        })
      ).json(),
    );
    expect(kept.status).toBe('2');
    expect(kept.members.map((m) => m.public_id)).toEqual([memberUser.publicId]);

    expect((await boss.inject({ method: 'DELETE', url: `/api/tasks/${t.public_id}` })).json().message).toBe(
      'El registro fue eliminado',
    );
    expect((await boss.inject({ method: 'GET', url: `/api/tasks/${t.public_id}` })).statusCode).toBe(404);
    const [row] = await h.app.db.select().from(tasks).where(eq(tasks.publicId, t.public_id));
    expect(row.deletedAt).not.toBeNull();
    const list = ZTaskPage.parse((await boss.inject({ method: 'GET', url: '/api/tasks?q=Historial' })).json());
    expect(list.total).toBe(0);
  });
});

describe('status, completed_at and lateness', () => {
  it('sets completed_at on entering Finalizada and clears it on leaving', async () => {
    const t = ZTaskDetail.parse(
      (await create(boss, { title: 'Cerrar', end_date: shift(-2), member_ids: [memberUser.publicId] })).json(),
    );
    expect(t.remaining_days).toBe('La fecha  de entrega terminó');
    const done = ZTaskDetail.parse(
      (
        await member.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '5' } })
      ).json(),
    );
    expect(done.completed_at).not.toBeNull();
    expect(done.remaining_days).toBe('No aplica');
    expect(done.lateness).toBe(2);
    const back = ZTaskDetail.parse(
      (await boss.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '4' } })).json(),
    );
    expect(back.completed_at).toBeNull();
    expect(back.lateness).toBe(0);
    expect(back.remaining_days).toBe('La fecha  de entrega terminó');
    const bad = await boss.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '9' } });
    expect(bad.statusCode).toBe(422);
  });

  it("shows 'Finaliza hoy' and 'No aplica' labels in the list", async () => {
    const a = ZTaskDetail.parse((await create(boss, { title: 'Etiqueta hoy', end_date: shift(0) })).json());
    const b = ZTaskDetail.parse((await create(boss, { title: 'Etiqueta sin fecha' })).json());
    const c = ZTaskDetail.parse((await create(boss, { title: 'Etiqueta mañana', end_date: shift(1) })).json());
    const rows = ZTaskPage.parse(
      (await boss.inject({ method: 'GET', url: '/api/tasks?q=etiqueta&per_page=50' })).json(),
    ).data;
    const label = (id: string) => rows.find((r) => r.public_id === id)?.remaining_days;
    expect([label(a.public_id), label(b.public_id), label(c.public_id)]).toEqual([
      'Finaliza hoy',
      'No aplica',
      'Falta 1 día',
    ]);
  });

  it('lets a member with Gestionar tareas asignadas move status, and nobody else without Actualizar tareas', async () => {
    const t = ZTaskDetail.parse(
      (await create(boss, { title: 'Permisos de estado', project_id: chain.project.publicId })).json(),
    );
    const stranger = await h.as(
      (await h.makeUser(['Gestionar tareas asignadas', 'Ver tareas', 'Ver todos los proyectos'])).email,
    );
    expect(
      (await stranger.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '2' } }))
        .statusCode,
    ).toBe(403);
    // A member without the permission cannot either.
    const bare = await h.makeUser(['Ver tareas']);
    await h.app.db.insert(taskMembers).values({
      taskId: (await h.app.db.query.tasks.findFirst({ where: (x, { eq }) => eq(x.publicId, t.public_id) }))!.id,
      userId: bare.id,
    });
    expect(
      (
        await (
          await h.as(bare.email)
        ).inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '2' } })
      ).statusCode,
    ).toBe(403);
    // Not visible at all: 404.
    expect(
      (await member.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '2' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('permissions and visibility', () => {
  it('needs the route permissions', async () => {
    expect((await member.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(403);
    expect((await member.inject({ method: 'GET', url: '/api/tasks/board' })).statusCode).toBe(403);
    expect(
      (await member.inject({ method: 'POST', url: '/api/tasks', payload: { title: 'No puedo' } })).statusCode,
    ).toBe(403);
    expect((await boss.inject({ method: 'GET', url: '/api/my_tasks' })).statusCode).toBe(403);
    const t = ZTaskDetail.parse((await create(boss, { title: 'Sin permiso de borrar' })).json());
    expect((await own.inject({ method: 'DELETE', url: `/api/tasks/${t.public_id}` })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
  });

  it('shows only own projects with the own-projects permission, and loose tasks to their creator and members', async () => {
    const inBoss = ZTaskDetail.parse(
      (await create(boss, { title: 'Visibilidad jefe', project_id: chain.project.publicId })).json(),
    );
    const inOwn = ZTaskDetail.parse(
      (await create(boss, { title: 'Visibilidad propio', project_id: ownChain.project.publicId })).json(),
    );
    const loose = ZTaskDetail.parse((await create(boss, { title: 'Visibilidad suelta' })).json());
    const looseMine = ZTaskDetail.parse((await create(own, { title: 'Visibilidad suelta mía' })).json());
    const looseMember = ZTaskDetail.parse(
      (await create(boss, { title: 'Visibilidad suelta miembro', member_ids: [ownUser.publicId] })).json(),
    );

    const seen = ZTaskPage.parse(
      (await own.inject({ method: 'GET', url: '/api/tasks?q=visibilidad&per_page=50' })).json(),
    ).data.map((r) => r.public_id);
    expect(seen.sort()).toEqual([inOwn.public_id, looseMine.public_id, looseMember.public_id].sort());
    const all = ZTaskPage.parse(
      (await boss.inject({ method: 'GET', url: '/api/tasks?q=visibilidad&per_page=50' })).json(),
    ).data.map((r) => r.public_id);
    // 'Ver todos los proyectos' also sees every task without a project, whoever created it.
    expect(all).toHaveLength(5);
    expect(all).toContain(looseMine.public_id);

    expect((await own.inject({ method: 'GET', url: `/api/tasks/${inBoss.public_id}` })).statusCode).toBe(404);
    expect((await own.inject({ method: 'GET', url: `/api/tasks/${loose.public_id}` })).statusCode).toBe(404);
    expect(
      (await own.inject({ method: 'PUT', url: `/api/tasks/${inBoss.public_id}`, payload: { title: 'Intento' } }))
        .statusCode,
    ).toBe(404);
    expect((await own.inject({ method: 'GET', url: `/api/tasks/${inBoss.public_id}/history` })).statusCode).toBe(404);
    const board = ZTaskBoard.parse((await own.inject({ method: 'GET', url: '/api/tasks/board?q=visibilidad' })).json());
    expect(board.columns.reduce((n, c) => n + c.total, 0)).toBe(3);
  });

  it('lets a member see their task through my_tasks and the detail without any project permission', async () => {
    const t = ZTaskDetail.parse(
      (
        await create(boss, {
          title: 'Asignada a miembro',
          project_id: chain.project.publicId,
          member_ids: [memberUser.publicId],
        })
      ).json(),
    );
    const mine = ZMyTaskPage.parse((await member.inject({ method: 'GET', url: '/api/my_tasks?q=asignada' })).json());
    expect(mine.data.map((r) => r.public_id)).toEqual([t.public_id]);
    expect(mine.data[0].subtasks_count).toBe(0);
    const detail = ZTaskDetail.parse((await member.inject({ method: 'GET', url: `/api/tasks/${t.public_id}` })).json());
    expect(detail.can).toEqual({ update: false, delete: false, change_status: true, comment: true });
  });
});

describe('lists', () => {
  it('filters, sorts and searches in Spanish full text', async () => {
    const u = await h.makeUser(['Gestionar tareas asignadas']);
    const x = ZTaskDetail.parse(
      (
        await create(boss, {
          title: 'Filtro urgente diseños',
          priority: 'Urgente',
          end_date: '2030-01-05',
          project_id: chain.project.publicId,
          member_ids: [u.publicId],
        })
      ).json(),
    );
    const y = ZTaskDetail.parse(
      (
        await create(boss, {
          title: 'Filtro baja',
          priority: 'Baja',
          end_date: '2030-02-05',
          description: '<p>revisar diseño</p>',
        })
      ).json(),
    );
    await boss.inject({ method: 'PUT', url: `/api/tasks/${y.public_id}/status`, payload: { status: '3' } });
    const get = async (qs: string) =>
      ZTaskPage.parse((await boss.inject({ method: 'GET', url: `/api/tasks?${qs}` })).json()).data.map(
        (r) => r.public_id,
      );
    expect(await get('q=diseño')).toEqual(expect.arrayContaining([x.public_id, y.public_id]));
    expect(await get('q=dise')).toEqual(expect.arrayContaining([x.public_id, y.public_id]));
    expect(await get('q=filtro&status=3')).toEqual([y.public_id]);
    expect(await get('q=filtro&priority=Urgente')).toEqual([x.public_id]);
    expect(await get(`q=filtro&project_id=${chain.project.publicId}`)).toEqual([x.public_id]);
    expect(await get(`member_id=${u.publicId}`)).toEqual([x.public_id]);
    expect(await get('q=filtro&date_from=2030-02-01&date_to=2030-02-28')).toEqual([y.public_id]);
    expect(await get('q=filtro&sort=-priority')).toEqual([x.public_id, y.public_id]);
    expect(await get('q=filtro&sort=priority')).toEqual([y.public_id, x.public_id]);
    expect(await get('q=filtro&sort=-end_date')).toEqual([y.public_id, x.public_id]);
    expect((await boss.inject({ method: 'GET', url: '/api/tasks?sort=password' })).statusCode).toBe(422);
    expect(await get("q=' | ! &")).toBeDefined();
  });

  it('answers /api/tasks, /api/tasks/board and /api/my_tasks on 200 rows in a fixed number of statements', async () => {
    const u = await h.makeUser(['Gestionar tareas asignadas', 'Ver tareas', 'Ver todos los proyectos']);
    const client = await h.as(u.email);
    await makeTasks(h, 200, (i) => ({
      title: `Carga ${i}`,
      projectId: chain.project.id,
      status: String((i % 5) + 1),
      createdBy: bossUser.id,
      memberIds: [u.id, memberUser.id],
    }));

    const count = async (url: string) => {
      const { result: res, queries: n } = await h.countQueries(() => client.inject({ method: 'GET', url }));
      expect(res.statusCode).toBe(200);
      return { body: res.json(), n };
    };
    const list = await count('/api/tasks?per_page=100&q=carga');
    expect(list.body.data).toHaveLength(100);
    expect(list.body.total).toBe(200);
    expect(list.body.data[0].members).toHaveLength(2);
    // session + page + total + members
    expect(list.n).toBeLessThanOrEqual(5);
    const mine = await count('/api/my_tasks?per_page=100');
    expect(mine.body.total).toBe(200);
    expect(mine.n).toBeLessThanOrEqual(5);
    const board = await count('/api/tasks/board?q=carga');
    expect(ZTaskBoard.parse(board.body).columns.map((c) => [c.total, c.data.length])).toEqual(
      Array.from({ length: 5 }, () => [40, TASK_BOARD_COLUMN_CAP]),
    );
    expect(board.n).toBeLessThanOrEqual(5);
  });
});

describe('what each row lets its viewer do', () => {
  it('puts the same `can` on list rows, board cards, my tasks and the detail', async () => {
    const t = await makeTask(h, {
      title: 'Zanahoria de permisos',
      projectId: chain.project.id,
      stageId: chain.stage.id,
      createdBy: bossUser.id,
      memberIds: [memberUser.id],
    });
    const rowOf = async (c: TestClient, url: string) =>
      (await c.inject({ method: 'GET', url }))
        .json()
        .data.find((r: { public_id: string }) => r.public_id === t.publicId);
    const cardOf = async (c: TestClient) =>
      ZTaskBoard.parse((await c.inject({ method: 'GET', url: '/api/tasks/board?q=zanahoria' })).json())
        .columns.flatMap((col) => col.data)
        .find((r) => r.public_id === t.publicId);

    expect((await rowOf(boss, '/api/tasks?q=zanahoria')).can).toEqual({
      update: true,
      delete: true,
      change_status: true,
    });
    expect((await cardOf(boss))!.can).toEqual({ update: true, delete: true, change_status: true });
    // A member without 'Actualizar tareas' moves the status of their task, and nothing more.
    const memberCan = { update: false, delete: false, change_status: true };
    expect((await rowOf(member, '/api/my_tasks?q=zanahoria')).can).toEqual(memberCan);
    const detail = (await member.inject({ method: 'GET', url: `/api/tasks/${t.publicId}` })).json();
    expect(detail.can).toEqual({ ...memberCan, comment: true });
  });
});

describe('a deleted project', () => {
  it("takes its tasks out of the lists, the board and the calendar's movable items, for either project scope", async () => {
    const calendar = ['Gestionar cuenta', 'Ver tareas', 'Actualizar tareas'];
    const all = await h.makeUser([...calendar, 'Ver todos los proyectos']);
    const mine = await h.makeUser([...calendar, 'Ver solo los proyectos creados por el usuarios']);
    const [kept, gone] = [await makeProject(h, { createdBy: mine.id }), await makeProject(h, { createdBy: mine.id })];
    await makeTasks(h, 2, (i) => ({
      title: `Alcance ${['vigente', 'retirado'][i]}`,
      projectId: [kept.id, gone.id][i],
      startDate: shift(1),
      endDate: shift(2),
      status: '2',
      memberIds: [all.id, mine.id],
    }));
    const range = `start=${new Date().toISOString()}&end=${new Date(Date.now() + 5 * 86_400_000).toISOString()}`;
    const seen = async (u: TestUser) => {
      const c = await h.as(u.email);
      const get = async (url: string) => {
        const res = await c.inject({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json();
      };
      const listed = async (p: typeof kept) => ZTaskPage.parse(await get(`/api/tasks?project_id=${p.publicId}`)).total;
      const board = ZTaskBoard.parse(await get(`/api/tasks/board?project_id=${gone.publicId}`));
      const items = (await get(`/api/calendar_events?${range}`)).data as { title: string; editable: boolean }[];
      return {
        listed: [await listed(kept), await listed(gone)],
        board: board.columns.reduce((n, col) => n + col.total, 0),
        movable: items.filter((i) => i.title.startsWith('Alcance')).map((i) => [i.title, i.editable]),
      };
    };
    const before = {
      listed: [1, 1],
      board: 1,
      movable: [
        ['Alcance vigente', true],
        ['Alcance retirado', true],
      ],
    };
    expect(await seen(all)).toEqual(before);
    expect(await seen(mine)).toEqual(before);
    await h.app.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, gone.id));
    const after = {
      listed: [1, 0],
      board: 0,
      movable: [
        ['Alcance vigente', true],
        ['Alcance retirado', false],
      ],
    };
    expect(await seen(all)).toEqual(after);
    expect(await seen(mine)).toEqual(after);
  });
});
