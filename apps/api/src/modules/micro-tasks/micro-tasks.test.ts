import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSubtask, makeTask } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { expectOneNotification } from '../notifications/notifications.test-utils.ts';
import { microTasks } from './micro-tasks.table.ts';

let h: Harness;
let editor: TestClient, viewer: TestClient, worker: TestClient, stranger: TestClient, noMicro: TestClient;
let editorU: TestUser, workerU: TestUser, strangerU: TestUser;
let subtaskId: string;

/** A task (in a project) with one subtask, straight into the tables: this file tests micro-tasks. */
async function makeSubtaskIn(createdBy: number, title = 'Cablear', fields: Parameters<typeof makeSubtask>[1] = {}) {
  const task = await makeTask(h, { title: `Tarea ${title}`, createdBy });
  const subtask = await makeSubtask(h, { taskId: task.id, title, createdBy, ...fields });
  return { task, subtask };
}

const post = (c: TestClient, payload: Record<string, unknown>) =>
  c.inject({ method: 'POST', url: '/api/micro_tasks', payload });
const tick = (c: TestClient, id: string, done: boolean) =>
  c.inject({ method: 'PUT', url: `/api/micro_tasks/${id}/done`, payload: { done } });

beforeAll(async () => {
  h = await build();
  editorU = await h.makeUser(['Ver tareas', 'Actualizar tareas', 'Ver subtareas', 'Ver todos los proyectos']);
  const viewerU = await h.makeUser(['Ver tareas', 'Ver subtareas', 'Ver todos los proyectos', 'Gestionar microtareas']);
  workerU = await h.makeUser(['Gestionar microtareas']);
  strangerU = await h.makeUser(['Gestionar microtareas']);
  const noMicroU = await h.makeUser(['Gestionar tareas asignadas']);
  [editor, viewer, worker, stranger, noMicro] = await Promise.all(
    [editorU, viewerU, workerU, strangerU, noMicroU].map((u) => h.as(u.email)),
  );
  const { subtask } = await makeSubtaskIn(editorU.id, 'Cablear', {
    responsibleId: editorU.id,
    startDate: '2026-03-01',
    endDate: '2026-03-20',
  });
  subtaskId = subtask.publicId;
});
afterAll(() => h.close());

describe('micro-tasks', () => {
  it('creates items (responsible defaults to the subtask responsible) and notifies an assigned colleague', async () => {
    const own = await post(editor, { subtask_id: subtaskId, title: 'Medir distancias' });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      title: 'Medir distancias',
      done: false,
      due_date: null,
      responsible: { public_id: editorU.publicId },
      can: { edit: true, toggle: true },
    });
    const theirs = await post(editor, {
      subtask_id: subtaskId,
      title: 'Comprar conectores',
      responsible_id: workerU.publicId,
      due_date: '2026-03-10',
    });
    expect(theirs.statusCode).toBe(201);
    await expectOneNotification(h, workerU.id, {
      type: 'ProcessTask',
      title: 'Comprar conectores',
      link: '/activity/manage_activity',
    });
  });

  it('keeps the due date within the subtask dates', async () => {
    const late = await post(editor, { subtask_id: subtaskId, title: 'Tarde', due_date: '2026-03-21' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.due_date[0]).toBe(
      'La fecha límite no puede ser posterior al fin de la subtarea (20 de marzo de 2026).',
    );
    const early = await post(editor, { subtask_id: subtaskId, title: 'Temprano', due_date: '2026-02-28' });
    expect(early.json().errors.due_date[0]).toMatch(/anterior al inicio de la subtarea/);
    expect((await post(editor, { subtask_id: subtaskId, title: '' })).json().errors.title[0]).toBe(
      'El título es obligatorio.',
    );
  });

  it('lets only the responsible (with Gestionar microtareas) or editors tick an item', async () => {
    const item = (
      await post(editor, { subtask_id: subtaskId, title: 'Etiquetar', responsible_id: workerU.publicId })
    ).json();
    // The worker cannot see the task otherwise, yet ticks their own item.
    const done = await tick(worker, item.public_id, true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ done: true, can: { toggle: true, edit: false } });
    expect(Date.parse(done.json().done_at)).toBeGreaterThan(Date.now() - 60_000);
    // Someone who sees the task but does not manage it: 403. Someone who does not see it: 404.
    expect((await tick(viewer, item.public_id, false)).statusCode).toBe(403);
    expect((await tick(stranger, item.public_id, false)).statusCode).toBe(404);
    // Without 'Gestionar microtareas' the route is closed.
    expect((await tick(noMicro, item.public_id, false)).statusCode).toBe(404);
    const undone = await tick(editor, item.public_id, false);
    expect(undone.json()).toMatchObject({ done: false, done_at: null });
    // The responsible of an item ticks it but neither edits nor deletes it.
    expect(
      (await worker.inject({ method: 'PUT', url: `/api/micro_tasks/${item.public_id}`, payload: { title: 'Otro' } }))
        .statusCode,
    ).toBe(403);
    expect((await worker.inject({ method: 'DELETE', url: `/api/micro_tasks/${item.public_id}` })).statusCode).toBe(403);
  });

  it('lists a subtask checklist with totals and the viewer rights, and refuses strangers', async () => {
    const { subtask } = await makeSubtaskIn(editorU.id, 'Lista');
    for (const title of ['A', 'B', 'C']) await post(editor, { subtask_id: subtask.publicId, title });
    const first = (await viewer.inject({ method: 'GET', url: `/api/subtasks/${subtask.publicId}/micro_tasks` })).json();
    await tick(editor, first.data[0].public_id, true);
    const list = await viewer.inject({ method: 'GET', url: `/api/subtasks/${subtask.publicId}/micro_tasks` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 3, done: 1 });
    expect(list.json().data.map((m: { title: string; done: boolean }) => [m.title, m.done])).toEqual([
      ['B', false],
      ['C', false],
      ['A', true],
    ]);
    expect(list.json().data[0].can).toEqual({ edit: false, toggle: false });
    expect(
      (await stranger.inject({ method: 'GET', url: `/api/subtasks/${subtask.publicId}/micro_tasks` })).statusCode,
    ).toBe(404);
  });

  it('edits and deletes items as an editor', async () => {
    const item = (await post(editor, { subtask_id: subtaskId, title: 'Borrador' })).json();
    const upd = await editor.inject({
      method: 'PUT',
      url: `/api/micro_tasks/${item.public_id}`,
      payload: { title: 'Final', due_date: '2026-03-15', responsible_id: workerU.publicId },
    });
    expect(upd.json()).toMatchObject({
      title: 'Final',
      due_date: '2026-03-15',
      responsible: { public_id: workerU.publicId },
    });
    expect((await editor.inject({ method: 'DELETE', url: `/api/micro_tasks/${item.public_id}` })).json().message).toBe(
      'El registro fue eliminado',
    );
  });
});

describe('my micro-tasks', () => {
  it('answers my items grouped by task and subtask, filtered by state and due date', async () => {
    const me = await h.makeUser(['Gestionar microtareas']);
    const client = await h.as(me.email);
    const a = await makeSubtaskIn(editorU.id, 'Alfa');
    const b = await makeSubtaskIn(editorU.id, 'Beta');
    await h.app.db.insert(microTasks).values([
      { subtaskId: a.subtask.id, title: 'a1', responsibleId: me.id, dueDate: '2020-01-05' },
      {
        subtaskId: a.subtask.id,
        title: 'a2',
        responsibleId: me.id,
        dueDate: '2099-01-05',
        done: true,
        doneAt: new Date(),
      },
      { subtaskId: b.subtask.id, title: 'b1', responsibleId: me.id, dueDate: '2099-02-01' },
      { subtaskId: b.subtask.id, title: 'otro', responsibleId: workerU.id },
    ]);
    const res = await client.inject({ method: 'GET', url: '/api/my_micro_tasks' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, current_page: 1, counts: { pending: 2, done: 1 } });
    expect(page.data[0]).toMatchObject({
      task: { public_id: a.task.publicId, title: 'Tarea Alfa' },
      subtask: { public_id: a.subtask.publicId, title: 'Alfa', status: '1' },
      total: 1,
      items: [{ title: 'a1', overdue: true, done: false, can: { toggle: true, edit: false } }],
    });
    expect(page.data[1].items.map((i: { title: string }) => i.title)).toEqual(['b1']);

    const done = (await client.inject({ method: 'GET', url: '/api/my_micro_tasks?state=done' })).json();
    expect(done.data.map((g: { items: { title: string }[] }) => g.items.map((i) => i.title))).toEqual([['a2']]);
    const all = (
      await client.inject({ method: 'GET', url: '/api/my_micro_tasks?state=all&due_from=2099-01-01&due_to=2099-01-31' })
    ).json();
    expect(all.data.flatMap((g: { items: { title: string }[] }) => g.items.map((i) => i.title))).toEqual(['a2']);
    const q = (await client.inject({ method: 'GET', url: '/api/my_micro_tasks?q=beta' })).json();
    expect(q.total).toBe(1);

    // Ticking from this screen works for the responsible.
    expect((await tick(client, page.data[1].items[0].public_id, true)).statusCode).toBe(200);
    expect((await client.inject({ method: 'GET', url: '/api/my_micro_tasks' })).json().counts).toEqual({
      pending: 1,
      done: 2,
    });
  });

  it('needs "Gestionar microtareas"', async () => {
    expect((await noMicro.inject({ method: 'GET', url: '/api/my_micro_tasks' })).statusCode).toBe(403);
    expect((await stranger.inject({ method: 'GET', url: '/api/my_micro_tasks?state=nada' })).statusCode).toBe(422);
  });

  it('answers 200 items in a fixed number of statements, groups paginated and each capped', async () => {
    const me = await h.makeUser(['Gestionar microtareas']);
    const client = await h.as(me.email);
    const groups = await Promise.all(Array.from({ length: 4 }, (_, i) => makeSubtaskIn(editorU.id, `Grupo ${i}`)));
    await h.app.db.insert(microTasks).values(
      Array.from({ length: 200 }, (_, i) => ({
        subtaskId: groups[i % 4].subtask.id,
        title: `Item ${i}`,
        responsibleId: me.id,
        dueDate: '2099-05-01',
      })),
    );
    const { result: res, queries } = await h.countQueries(() =>
      client.inject({ method: 'GET', url: '/api/my_micro_tasks?per_page=3' }),
    );
    const page = res.json();
    expect(page).toMatchObject({ total: 4, last_page: 2, counts: { pending: 200, done: 0 } });
    expect(page.data).toHaveLength(3);
    expect(page.data.map((g: { total: number; items: unknown[] }) => [g.total, g.items.length])).toEqual([
      [50, 50],
      [50, 50],
      [50, 50],
    ]);
    // session + groups + totals + items
    expect(queries).toBeLessThanOrEqual(4);
  });
});
