import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '@gestora/contract/realtime';
import { ZTaskComment, ZTaskCommentPage, ZTaskDetail } from '@gestora/contract/tasks/tasks.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notificationsTo } from '../notifications/notifications.test-utils.ts';
import { liveServerForFile, next, pause, record } from '../notifications/socket-client.test-utils.ts';
import { ALL_TASK_PERMISSIONS } from './tasks.test-utils.ts';

let h: Harness;
const live = liveServerForFile(async () => (h = await build()));
let boss: TestClient;
let bossUser: TestUser;
let ana: TestClient;
let anaUser: TestUser;
let beto: TestClient;
let betoUser: TestUser;

beforeAll(async () => {
  bossUser = await h.makeUser(ALL_TASK_PERMISSIONS);
  boss = await h.as(bossUser.email);
  anaUser = await h.makeUser(['Gestionar tareas asignadas']);
  ana = await h.as(anaUser.email);
  betoUser = await h.makeUser(['Gestionar tareas asignadas']);
  beto = await h.as(betoUser.email);
});

const socketOf = (c: TestClient) => live.open({ token: c.token });
/** The task notifications of `userId` whose message says `event` (their title is the task's). */
const notificationsOf = (userId: number, event: string) => notificationsTo(h, userId, `%${event}%`);

describe('task notifications', () => {
  it('notifies each new member (stored and on their socket)', async () => {
    const anaSocket = await socketOf(ana);
    const anaEvent = next(anaSocket, 'NotificationChanel');

    const t = ZTaskDetail.parse(
      (
        await boss.inject({
          method: 'POST',
          url: '/api/tasks',
          payload: { title: 'Revisar contrato', member_ids: [anaUser.publicId] },
        })
      ).json(),
    );
    const got = await anaEvent;
    expect(got.notification).toMatchObject({
      title: 'Revisar contrato',
      message: 'Nueva tarea asignada',
      type: 'ProcessTask',
      link: `/task/manage_task?task=${t.public_id}`,
    });
    expect(await notificationsOf(anaUser.id, 'Nueva tarea asignada')).toHaveLength(1);

    // Adding Beto on update notifies only Beto: Ana is not new.
    const betoSocket = await socketOf(beto);
    const anaSeen = record(anaSocket, 'NotificationChanel');
    const betoEvent = next(betoSocket, 'NotificationChanel');
    const upd = await boss.inject({
      method: 'PUT',
      url: `/api/tasks/${t.public_id}`,
      payload: { title: 'Revisar contrato', member_ids: [anaUser.publicId, betoUser.publicId] },
    });
    expect(upd.statusCode).toBe(200);
    expect((await betoEvent).notification).toMatchObject({
      title: 'Revisar contrato',
      message: 'Nueva tarea asignada',
    });
    await pause(200);
    expect(anaSeen).toHaveLength(0);
    expect(await notificationsOf(anaUser.id, 'Nueva tarea asignada')).toHaveLength(1);
    expect(await notificationsOf(betoUser.id, 'Nueva tarea asignada')).toHaveLength(1);
  });

  it('tells only the new members (TaskAssignedPublic in their own rooms), never a public channel subscriber', async () => {
    const anaSocket = await socketOf(ana);
    const watcher = await socketOf(beto);
    // public-task-channel is no channel one may join any more: what it told everyone now goes to the members.
    expect(await watcher.emitWithAck('subscribe', CHANNELS.publicTask)).toEqual({ ok: false });
    const watcherSaw = record(watcher, 'TaskAssignedPublic');
    const anaHeard = next(anaSocket, 'TaskAssignedPublic');
    const t = ZTaskDetail.parse(
      (
        await boss.inject({
          method: 'POST',
          url: '/api/tasks',
          payload: { title: 'Contrato confidencial', member_ids: [anaUser.publicId] },
        })
      ).json(),
    );
    expect(await anaHeard).toEqual({ public_id: t.public_id });
    await pause(300);
    expect(watcherSaw).toEqual([]);
  });

  it("notifies the task's creator when someone else changes its status, not when they do it themselves", async () => {
    const bossSocket = await socketOf(boss);
    const t = ZTaskDetail.parse(
      (
        await boss.inject({
          method: 'POST',
          url: '/api/tasks',
          payload: { title: 'Estado avisado', member_ids: [anaUser.publicId] },
        })
      ).json(),
    );
    const event = next(bossSocket, 'NotificationChanel');
    expect(
      (await ana.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '3' } }))
        .statusCode,
    ).toBe(200);
    expect((await event).notification).toMatchObject({
      title: 'Estado avisado',
      message: 'Cambio de estado: de Pendiente a En revisión',
    });
    await boss.inject({ method: 'PUT', url: `/api/tasks/${t.public_id}/status`, payload: { status: '4' } });
    expect(await notificationsOf(bossUser.id, 'Cambio de estado')).toHaveLength(1);
  });
});

describe('comments', () => {
  it('lets members and the creator comment, sanitises, and notifies each mention', async () => {
    const t = ZTaskDetail.parse(
      (
        await boss.inject({
          method: 'POST',
          url: '/api/tasks',
          payload: { title: 'Comentada', member_ids: [anaUser.publicId] },
        })
      ).json(),
    );
    const betoSocket = await socketOf(beto);
    const betoEvent = next(betoSocket, 'NotificationChanel');
    const res = await ana.inject({
      method: 'POST',
      url: `/api/tasks/${t.public_id}/comments`,
      payload: {
        body: '<p>Listo @Beto <span data-type="mention" data-id="x" onclick="x()">@Beto</span><iframe src="//evil"></iframe></p>',
        mentions: [betoUser.publicId, anaUser.publicId],
      },
    });
    expect(res.statusCode).toBe(201);
    const c = ZTaskComment.parse(res.json());
    expect(c.body).toBe('<p>Listo @Beto <span data-type="mention" data-id="x">@Beto</span></p>');
    expect(c.author?.public_id).toBe(anaUser.publicId);
    expect((await betoEvent).notification).toMatchObject({
      title: 'Comentada',
      message: `${anaUser.name} ${anaUser.lastName} le mencionó: Listo @Beto @Beto`,
      type: 'ProcessTask',
    });
    // The author mentioning themselves is not notified.
    expect(await notificationsOf(anaUser.id, 'le mencionó')).toHaveLength(0);

    await boss.inject({ method: 'POST', url: `/api/tasks/${t.public_id}/comments`, payload: { body: 'Gracias' } });
    const page = ZTaskCommentPage.parse(
      (await ana.inject({ method: 'GET', url: `/api/tasks/${t.public_id}/comments` })).json(),
    );
    expect(page.data.map((x) => x.body)).toEqual(['Gracias', c.body]);
  });

  it("tells the task's creator and its other members of a comment, never its author; a mention is told once", async () => {
    const t = ZTaskDetail.parse(
      (
        await boss.inject({
          method: 'POST',
          url: '/api/tasks',
          payload: { title: 'Inventario de bodega', member_ids: [anaUser.publicId, betoUser.publicId] },
        })
      ).json(),
    );
    const bossSocket = await socketOf(boss);
    const bossHeard = next(bossSocket, 'NotificationChanel');
    const comment = (c: TestClient, body: string, mentions: string[] = []) =>
      c.inject({ method: 'POST', url: `/api/tasks/${t.public_id}/comments`, payload: { body, mentions } });

    // Ana, an assignee, comments: the creator and Beto hear it; Ana does not.
    expect((await comment(ana, '<p>Conté 40 cajas</p>')).statusCode).toBe(201);
    expect((await bossHeard).notification).toMatchObject({
      title: 'Inventario de bodega',
      message: `${anaUser.name} ${anaUser.lastName} comentó: Conté 40 cajas`,
      type: 'ProcessTask',
      link: `/task/manage_task?task=${t.public_id}`,
    });
    const onTask = async (userId: number) =>
      (await notificationsOf(userId, ' comentó: ')).filter((n) => n.title === 'Inventario de bodega');
    expect(await onTask(betoUser.id)).toHaveLength(1);
    expect(await onTask(anaUser.id)).toHaveLength(0);
    const menu = (
      await boss.inject({ method: 'GET', url: `/api/tasks_in_member?page=1&userId=${bossUser.publicId}` })
    ).json();
    expect(menu.tasks[0].title).toBe('Inventario de bodega');

    // The creator answers mentioning Beto: Ana hears a comment, Beto only the mention, the creator nothing.
    expect((await comment(boss, '<p>Gracias @Beto</p>', [betoUser.publicId])).statusCode).toBe(201);
    expect(await onTask(anaUser.id)).toHaveLength(1);
    expect(await onTask(betoUser.id)).toHaveLength(1);
    expect(await notificationsOf(betoUser.id, 'le mencionó: Gracias')).toHaveLength(1);
    expect((await onTask(bossUser.id)).map((n) => n.message)).toEqual([
      `${anaUser.name} ${anaUser.lastName} comentó: Conté 40 cajas`,
    ]);
  });

  it('refuses strangers (404), empty bodies and unknown mentions (422)', async () => {
    const t = ZTaskDetail.parse(
      (await boss.inject({ method: 'POST', url: '/api/tasks', payload: { title: 'Privada' } })).json(),
    );
    expect((await beto.inject({ method: 'GET', url: `/api/tasks/${t.public_id}/comments` })).statusCode).toBe(404);
    expect(
      (await beto.inject({ method: 'POST', url: `/api/tasks/${t.public_id}/comments`, payload: { body: 'Hola' } }))
        .statusCode,
    ).toBe(404);
    const empty = await boss.inject({
      method: 'POST',
      url: `/api/tasks/${t.public_id}/comments`,
      payload: { body: '<script>x</script>' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['El comentario es obligatorio.']);
    const inactive = await h.makeUser([], { active: false });
    const bad = await boss.inject({
      method: 'POST',
      url: `/api/tasks/${t.public_id}/comments`,
      payload: { body: 'Hola', mentions: [inactive.publicId] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.mentions).toEqual(['Uno o más usuarios mencionados no existen o están inactivos.']);
  });
});
