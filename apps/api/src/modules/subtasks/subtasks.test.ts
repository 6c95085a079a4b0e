import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSubtasks, makeTask } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { expectOneNotification, notificationsTo } from '../notifications/notifications.test-utils.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { microTasks } from '../micro-tasks/micro-tasks.table.ts';
import { subtasks } from './subtasks.table.ts';

let h: Harness;
let editor: TestClient,
  viewer: TestClient,
  member: TestClient,
  outsider: TestClient,
  ownOnly: TestClient,
  nobody: TestClient,
  respClient: TestClient;
let editorU: TestUser, memberU: TestUser, ownOnlyU: TestUser, respU: TestUser, inactiveU: TestUser;
let task: typeof tasks.$inferSelect;
let ownTask: typeof tasks.$inferSelect;

/** A project and a task in it, straight into the tables: this file tests subtasks, not the tasks API. */
const makeTaskOf = (createdBy: number, fields: Parameters<typeof makeTask>[1] = {}, memberIds: number[] = []) =>
  makeTask(h, { title: 'Instalar servidores', createdBy, memberIds, ...fields });

const body = (extra: Record<string, unknown> = {}) => ({
  task_id: task.publicId,
  title: 'Cablear el rack',
  description: 'Usar cable categoría 6',
  responsible_id: respU.publicId,
  start_date: '2026-03-05',
  end_date: '2026-03-10',
  ...extra,
});

beforeAll(async () => {
  h = await build();
  editorU = await h.makeUser(['Ver tareas', 'Actualizar tareas', 'Ver subtareas', 'Ver todos los proyectos']);
  const viewerU = await h.makeUser(['Ver tareas', 'Ver subtareas', 'Ver todos los proyectos']);
  memberU = await h.makeUser(['Gestionar tareas asignadas']);
  const outsiderU = await h.makeUser(['Gestionar tareas asignadas', 'Ver subtareas']);
  ownOnlyU = await h.makeUser([
    'Ver tareas',
    'Ver subtareas',
    'Actualizar tareas',
    'Ver solo los proyectos creados por el usuarios',
  ]);
  const nobodyU = await h.makeUser(['Gestionar cuenta']);
  respU = await h.makeUser(['Gestionar tareas asignadas', 'Gestionar microtareas']);
  inactiveU = await h.makeUser([], { active: false });
  [editor, viewer, member, outsider, ownOnly, nobody, respClient] = await Promise.all(
    [editorU, viewerU, memberU, outsiderU, ownOnlyU, nobodyU, respU].map((u) => h.as(u.email)),
  );
  task = await makeTaskOf(editorU.id, { startDate: '2026-03-01', endDate: '2026-03-31' }, [memberU.id]);
  ownTask = await makeTaskOf(ownOnlyU.id);
});
afterAll(() => h.close());

describe('subtasks', () => {
  it('creates a subtask and notifies its responsible with a ProcessTask notification', async () => {
    const res = await editor.inject({ method: 'POST', url: '/api/subtasks', payload: body() });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      title: 'Cablear el rack',
      description: 'Usar cable categoría 6',
      status: '1',
      start_date: '2026-03-05',
      end_date: '2026-03-10',
      completed_at: null,
      task: { public_id: task.publicId, title: 'Instalar servidores' },
      responsible: { public_id: respU.publicId, name: 'Usuario' },
      micro_tasks_total: 0,
    });
    await expectOneNotification(h, respU.id, {
      type: 'ProcessTask',
      title: 'Cablear el rack',
      message: 'Subtarea asignada, de la tarea «Instalar servidores»',
      creatorId: editorU.id,
      link: '/task/manage_task',
    });
  });

  it('does not notify users who assign themselves, and notifies on reassignment', async () => {
    const own = (
      await editor.inject({
        method: 'POST',
        url: '/api/subtasks',
        payload: body({ responsible_id: editorU.publicId, title: 'Propia' }),
      })
    ).json();
    expect(await notificationsTo(h, editorU.id)).toHaveLength(0);
    const upd = await editor.inject({
      method: 'PUT',
      url: `/api/subtasks/${own.public_id}`,
      payload: { ...body({ title: 'Reasignada', responsible_id: memberU.publicId }), task_id: undefined },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().responsible.public_id).toBe(memberU.publicId);
    const sent = await notificationsTo(h, memberU.id);
    expect(sent.map((n) => n.title)).toEqual(['Reasignada']);
  });

  it('checks dates (end after start, within the task) and the responsible with Spanish 422s', async () => {
    const post = (extra: Record<string, unknown>) =>
      editor.inject({ method: 'POST', url: '/api/subtasks', payload: body(extra) });
    const backwards = await post({ start_date: '2026-03-10', end_date: '2026-03-05' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_date).toEqual(['La fecha de fin no puede ser anterior a la fecha de inicio.']);
    const early = await post({ start_date: '2026-02-20' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.start_date[0]).toBe(
      'La fecha de inicio no puede ser anterior al inicio de la tarea (1 de marzo de 2026).',
    );
    const late = await post({ end_date: '2026-04-02' });
    expect(late.json().errors.end_date[0]).toBe(
      'La fecha de fin no puede ser posterior al fin de la tarea (31 de marzo de 2026).',
    );
    const badDate = await post({ start_date: '2026-02-30' });
    expect(badDate.json().errors.start_date[0]).toBe('La fecha de inicio no es una fecha válida.');
    const inactive = await post({ responsible_id: inactiveU.publicId });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors.responsible_id[0]).toBe('El responsable seleccionado no existe o está inactivo.');
    const none = await post({ responsible_id: null, title: 'x' });
    expect(none.json().errors).toMatchObject({
      responsible_id: ['Seleccione un responsable.'],
      title: [expect.stringMatching(/al menos 3/)],
    });
    // A task without dates bounds nothing.
    const free = await ownOnly.inject({
      method: 'POST',
      url: '/api/subtasks',
      payload: body({ task_id: ownTask.publicId, start_date: '2020-01-01', end_date: '2030-01-01' }),
    });
    expect(free.statusCode).toBe(201);
  });

  it('shows subtasks to whoever sees the task: viewers, members, own-projects users; 404 to others', async () => {
    const list = (c: TestClient, t = task) => c.inject({ method: 'GET', url: `/api/tasks/${t.publicId}/subtasks` });
    const seen = await list(viewer);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().task).toMatchObject({
      public_id: task.publicId,
      title: 'Instalar servidores',
      status: '1',
      can: { manage: false },
    });
    expect(seen.json().task.members.map((m: { public_id: string }) => m.public_id)).toEqual([memberU.publicId]);
    const asMember = await list(member);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().task.can.manage).toBe(true);
    expect((await list(outsider)).statusCode).toBe(404);
    expect((await list(ownOnly)).statusCode).toBe(404);
    expect((await list(ownOnly, ownTask)).statusCode).toBe(200);
    expect((await list(nobody)).statusCode).toBe(403);
    expect((await list(editor)).json().task.can.manage).toBe(true);
  });

  it('lets members with "Gestionar tareas asignadas" manage, refuses readers (403) and strangers (404)', async () => {
    const mine = await member.inject({ method: 'POST', url: '/api/subtasks', payload: body({ title: 'Del miembro' }) });
    expect(mine.statusCode).toBe(201);
    expect((await viewer.inject({ method: 'POST', url: '/api/subtasks', payload: body() })).statusCode).toBe(403);
    expect((await outsider.inject({ method: 'POST', url: '/api/subtasks', payload: body() })).statusCode).toBe(404);
    const id = mine.json().public_id;
    expect((await viewer.inject({ method: 'DELETE', url: `/api/subtasks/${id}` })).statusCode).toBe(403);
    expect(
      (await outsider.inject({ method: 'PUT', url: `/api/subtasks/${id}/status`, payload: { status: '2' } }))
        .statusCode,
    ).toBe(404);
    expect((await member.inject({ method: 'DELETE', url: `/api/subtasks/${id}` })).statusCode).toBe(200);
  });

  it('moves the status: Finalizada sets completed_at, reopening clears it; the responsible moves their own', async () => {
    const s = (
      await editor.inject({ method: 'POST', url: '/api/subtasks', payload: body({ title: 'Probar' }) })
    ).json();
    const done = await respClient.inject({
      method: 'PUT',
      url: `/api/subtasks/${s.public_id}/status`,
      payload: { status: '5' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: '5', remaining_days: 'No aplica' });
    expect(Date.parse(done.json().completed_at)).toBeGreaterThan(Date.now() - 60_000);
    const reopened = await editor.inject({
      method: 'PUT',
      url: `/api/subtasks/${s.public_id}/status`,
      payload: { status: '4' },
    });
    expect(reopened.json()).toMatchObject({
      status: '4',
      completed_at: null,
      remaining_days: 'La fecha  de entrega terminó',
    });
    const bad = await editor.inject({
      method: 'PUT',
      url: `/api/subtasks/${s.public_id}/status`,
      payload: { status: '7' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['Seleccione un estado válido.']);
    // The responsible moves the status but does not edit the subtask.
    const edit = await respClient.inject({
      method: 'PUT',
      url: `/api/subtasks/${s.public_id}`,
      payload: { ...body(), task_id: undefined },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('filters by status and searches by title', async () => {
    const a = (
      await editor.inject({ method: 'POST', url: '/api/subtasks', payload: body({ title: 'Filtrable única' }) })
    ).json();
    await editor.inject({ method: 'PUT', url: `/api/subtasks/${a.public_id}/status`, payload: { status: '3' } });
    const inReview = (
      await viewer.inject({ method: 'GET', url: `/api/tasks/${task.publicId}/subtasks?status=3` })
    ).json();
    expect(inReview.data.map((s: { title: string }) => s.title)).toEqual(['Filtrable única']);
    const found = (
      await viewer.inject({ method: 'GET', url: `/api/tasks/${task.publicId}/subtasks?q=filtrable` })
    ).json();
    expect(found.total).toBe(1);
  });

  it('deletes a subtask together with its micro-tasks', async () => {
    const s = (
      await editor.inject({ method: 'POST', url: '/api/subtasks', payload: body({ title: 'Con checklist' }) })
    ).json();
    for (const title of ['Uno', 'Dos']) {
      expect(
        (await editor.inject({ method: 'POST', url: '/api/micro_tasks', payload: { subtask_id: s.public_id, title } }))
          .statusCode,
      ).toBe(201);
    }
    const shown = (
      await viewer.inject({ method: 'GET', url: `/api/tasks/${task.publicId}/subtasks?q=checklist` })
    ).json();
    expect(shown.data[0]).toMatchObject({ micro_tasks_total: 2, micro_tasks_done: 0 });
    const del = await editor.inject({ method: 'DELETE', url: `/api/subtasks/${s.public_id}` });
    expect(del.json()).toEqual({ message: 'El registro fue eliminado' });
    const [row] = await h.app.db.select({ id: subtasks.id }).from(subtasks).where(eq(subtasks.publicId, s.public_id));
    expect(row).toBeUndefined();
    expect(await h.app.db.select().from(microTasks).where(eq(microTasks.title, 'Uno'))).toHaveLength(0);
  });

  it('hides the subtasks of a soft-deleted task', async () => {
    const gone = await makeTaskOf(editorU.id);
    await h.app.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, gone.id));
    expect((await editor.inject({ method: 'GET', url: `/api/tasks/${gone.publicId}/subtasks` })).statusCode).toBe(404);
    expect(
      (await editor.inject({ method: 'POST', url: '/api/subtasks', payload: body({ task_id: gone.publicId }) }))
        .statusCode,
    ).toBe(404);
  });

  it('lists 200 subtasks in a fixed number of statements', async () => {
    const big = await makeTaskOf(editorU.id, {}, [memberU.id]);
    await makeSubtasks(h, 200, (i) => ({
      taskId: big.id,
      title: `Subtarea ${i}`,
      responsibleId: i % 2 ? respU.id : memberU.id,
      endDate: '2026-06-01',
    }));
    const { result: res, queries } = await h.countQueries(() =>
      viewer.inject({ method: 'GET', url: `/api/tasks/${big.publicId}/subtasks?per_page=100` }),
    );
    expect(res.json().data).toHaveLength(100);
    expect(res.json().total).toBe(200);
    // session + task with rights + page + count + members + creator
    expect(queries).toBeLessThanOrEqual(6);
    const [n] = await h.app.db
      .select({ id: subtasks.id })
      .from(subtasks)
      .where(and(eq(subtasks.taskId, big.id), eq(subtasks.title, 'Subtarea 0')));
    expect(n).toBeDefined();
  });
});
