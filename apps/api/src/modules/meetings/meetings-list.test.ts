import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, type SQL } from 'drizzle-orm';
import { MEETING_STATUSES, ZMeetingListItem, ZMeetingPage } from '@gestora/contract/meetings/meetings.schema';
import { makeMeetings } from '../../test/factories.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { MEETING_ADMIN_PERMISSIONS, schedule, slot } from './meetings.test-utils.ts';
import { meetings } from './meetings.table.ts';

/*
 * The meeting lists are written by PostgreSQL as JSON (meetings.presenter.ts meetingJson, meetings.access.ts
 * canJson); the detail is shaped in JavaScript (presentMeeting, rightsOf). Every row of both lists, for actors of
 * every kind of permission and relation to the meeting, must say exactly what the detail says.
 */

let h: Harness;
const actors: Record<string, { client: TestClient; user: TestUser }> = {};

beforeAll(async () => {
  h = await build();
  const make = async (name: string, permissions: string[], fields = {}) => {
    const user = await h.makeUser(permissions, fields);
    actors[name] = { user, client: await h.as(user.email) };
  };
  await make('admin', MEETING_ADMIN_PERMISSIONS, { avatarPath: 'avatars/admin-1.png' });
  await make('runner', ['Mis reuniones', 'Registrar reuniones', 'Iniciar reunión']);
  await make('viewer', ['Ver reuniones']);
  await make('editor', ['Mis reuniones', 'Actualizar reuniones']);
  await make('guest', ['Mis reuniones']);
  const { admin, runner, editor, guest } = actors;

  await schedule(admin.client, [guest.user.publicId, editor.user.publicId], { title: 'Comité mensual' });
  const cancelled = await schedule(admin.client, [editor.user.publicId], { title: 'Reunión cancelada', ...slot(48) });
  expect(
    (await admin.client.inject({ method: 'POST', url: `/api/meetings/${cancelled.public_id}/cancel` })).statusCode,
  ).toBe(200);
  await schedule(runner.client, [guest.user.publicId], { title: 'Revisión de obra', ...slot(72), place: null });
  const running = await schedule(runner.client, [editor.user.publicId], { title: 'Arranque', ...slot(1) });
  expect(
    (await runner.client.inject({ method: 'POST', url: `/api/meetings/${running.public_id}/start` })).statusCode,
  ).toBe(200);
  // Past their end: one never started, one never finished (their display status, written by both).
  await makeMeetings(h, 2, (i) => ({
    title: ['Sin arrancar', 'Sin cerrar'][i],
    status: i ? 'En curso' : 'Programada',
    organizerId: runner.user.id,
    participantIds: [guest.user.id, editor.user.id],
    startAt: new Date(Date.now() - 50 * 3_600_000),
    endAt: new Date(Date.now() - 49 * 3_600_000),
  }));
});
afterAll(() => h.close());

const LISTS: Record<string, string[]> = {
  admin: ['/api/meetings', '/api/my_meetings', '/api/meetings?status=Cancelada'],
  runner: ['/api/my_meetings', '/api/my_meetings?sort=title'],
  viewer: ['/api/meetings', '/api/meetings?sort=-start_at'],
  editor: ['/api/my_meetings', '/api/my_meetings?status=Programada'],
  guest: ['/api/my_meetings'],
};

describe('meeting lists written by PostgreSQL', () => {
  it('say of every row what the detail says, for every kind of actor', async () => {
    const compared = await expectRowsMatchDetails({
      actors,
      lists: LISTS,
      page: ZMeetingPage,
      row: ZMeetingListItem,
      detail: (id) => `/api/meetings/${id}`,
    });
    expect(compared).toBeGreaterThanOrEqual(15);
  });

  it('carry only what the lists show: the times stay in the detail', async () => {
    for (const url of ['/api/meetings', '/api/my_meetings']) {
      expectRowsCarryOnly((await actors.admin.client.inject({ method: 'GET', url })).json().data, ZMeetingListItem);
    }
    expect(Object.keys(ZMeetingListItem.shape)).not.toContain('created_at');
  });

  it('differ where the rules differ: who may edit, cancel and run', async () => {
    const byTitle = async (c: TestClient, url: string) =>
      Object.fromEntries(
        ZMeetingPage.parse((await c.inject({ method: 'GET', url })).json()).data.map((m) => [m.title, m]),
      );
    const editor = await byTitle(actors.editor.client, '/api/my_meetings');
    // Invited with 'Actualizar reuniones' alone: another's meeting is not theirs to change (issue 43).
    expect(editor['Comité mensual'].can).toEqual({ update: false, cancel: false, run: false });
    expect(editor['Sin arrancar'].display_status).toBe('Sin iniciar');
    expect(editor['Sin cerrar'].display_status).toBe('Sin finalizar');
    expect(editor['Reunión cancelada'].can).toEqual({ update: false, cancel: false, run: false });
    expect(editor['Arranque'].can).toEqual({ update: false, cancel: false, run: false });
    const runner = await byTitle(actors.runner.client, '/api/my_meetings');
    expect(runner['Arranque'].can.run).toBe(true);
    expect(runner['Revisión de obra'].can).toEqual({ update: false, cancel: false, run: true });
    const viewer = await byTitle(actors.viewer.client, '/api/meetings');
    expect(Object.values(viewer).every((m) => !m.can.update && !m.can.run)).toBe(true);
    expect(viewer['Comité mensual']).toMatchObject({ participants_count: 2, tickets_count: 0 });
    expect(viewer['Comité mensual'].organizer?.avatar_url).toMatch(/^\/api\/users\/.+\/avatar\?v=\d+$/);
  });

  it('take the total of every meeting, or of one status, from counters that stay exact after every kind of write', async () => {
    const { viewer, admin } = actors;
    const total = async (qs = '') =>
      ZMeetingPage.parse((await viewer.client.inject({ method: 'GET', url: `/api/meetings${qs}` })).json()).total;
    const counted = async (where?: SQL) => (await h.app.db.select({ n: count() }).from(meetings).where(where))[0].n;
    const check = async () => {
      expect(await total()).toBe(await counted());
      for (const status of MEETING_STATUSES)
        expect(await total(`?status=${encodeURIComponent(status)}`), status).toBe(
          await counted(eq(meetings.status, status)),
        );
    };
    await check();
    const made = await makeMeetings(h, 3, { organizerId: admin.user.id, status: 'Finalizada' });
    await check();
    await h.app.db.update(meetings).set({ status: 'Cancelada' }).where(eq(meetings.id, made[0].id));
    await check();
    await h.app.db.delete(meetings).where(eq(meetings.id, made[1].id));
    await check();
    expect(await total()).toBeGreaterThan(0);
  });

  it('count my meetings once each, organised, invited or both', async () => {
    const { guest } = actors;
    const mine = async (qs = '') =>
      ZMeetingPage.parse((await guest.client.inject({ method: 'GET', url: `/api/my_meetings${qs}` })).json());
    const before = await mine();
    expect(before.total).toBe(before.data.length);
    // One they organise and are invited to, one they only organise, one they are only invited to.
    const me = guest.user.id;
    await makeMeetings(h, 3, (i) => ({
      organizerId: i < 2 ? me : actors.admin.user.id,
      participantIds: i === 1 ? [] : [me],
      status: 'Programada',
    }));
    const after = await mine();
    expect(after.total).toBe(before.total + 3);
    expect(after.data).toHaveLength(after.total);
    expect((await mine('?status=Programada')).total).toBe(after.data.filter((m) => m.status === 'Programada').length);
  });
});
