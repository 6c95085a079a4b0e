import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATOR_PERMISSIONS } from '@gestora/contract/permissions';
import { ZMeetingDetail, ZMeetingPage, ZMeetingTickets } from '@gestora/contract/meetings/meetings.schema';
import { DEMO_ORGANISER_PERMISSIONS } from '../../demo/demo-meetings.ts';
import { makeDepartment, makeMeetings } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { MEETING_ADMIN_PERMISSIONS, schedule, slot } from './meetings.test-utils.ts';

/*
 * Issue 43, points 6 and 16: the demo's organisers (Colaboradores with 'Organizador de reuniones') run their own
 * meetings and nobody else's; a meeting whose end has passed reads as what it still lacks.
 */

let h: Harness;
let director: TestClient;
let directorUser: TestUser;
let organiser: TestClient;
let organiserUser: TestUser;
let colleagueUser: TestUser;
let outsiderUser: TestUser;

beforeAll(async () => {
  h = await build();
  const [direccion, logistica, finanzas] = await Promise.all([makeDepartment(h), makeDepartment(h), makeDepartment(h)]);
  directorUser = await h.makeUser(MEETING_ADMIN_PERMISSIONS, { departmentId: direccion.id });
  director = await h.as(directorUser.email);
  // What the demo gives a Colaborador who organises one of its meetings.
  organiserUser = await h.makeUser([...new Set([...COLLABORATOR_PERMISSIONS, ...DEMO_ORGANISER_PERMISSIONS])], {
    departmentId: logistica.id,
  });
  organiser = await h.as(organiserUser.email);
  colleagueUser = await h.makeUser([...COLLABORATOR_PERMISSIONS], { departmentId: logistica.id });
  outsiderUser = await h.makeUser([...COLLABORATOR_PERMISSIONS], { departmentId: finanzas.id });
});
afterAll(() => h.close());

/** Every notification `userId` has received. */
const notesOf = async (userId: number) =>
  (await h.app.db.select({ n: count() }).from(notifications).where(eq(notifications.recipientId, userId)))[0].n;

const edit = (c: TestClient, id: string, title: string, people: string[]) =>
  c.inject({ method: 'PUT', url: `/api/meetings/${id}`, payload: { title, ...slot(30), participant_ids: people } });

describe("the demo's organiser role", () => {
  it("may neither edit nor cancel the director's meeting it is invited to, and nobody is notified", async () => {
    const m = await schedule(director, [organiserUser.publicId, colleagueUser.publicId], { title: 'Comité directivo' });
    const seen = ZMeetingDetail.parse(
      (await organiser.inject({ method: 'GET', url: `/api/meetings/${m.public_id}` })).json(),
    );
    expect(seen.can).toEqual({ update: false, cancel: false, run: false });
    const before = await notesOf(colleagueUser.id);

    const edited = await edit(organiser, m.public_id, 'Comité cambiado', [colleagueUser.publicId]);
    expect(edited.statusCode, edited.body).toBe(403);
    const cancelled = await organiser.inject({ method: 'POST', url: `/api/meetings/${m.public_id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(403);

    const after = ZMeetingDetail.parse(
      (await director.inject({ method: 'GET', url: `/api/meetings/${m.public_id}` })).json(),
    );
    expect(after).toMatchObject({ title: 'Comité directivo', status: 'Programada', participants_count: 2 });
    expect(await notesOf(colleagueUser.id)).toBe(before);
  });

  it("cannot read another area's meeting it is not in, its minutes or its file, nor list every meeting", async () => {
    const [other] = await makeMeetings(h, 1, {
      title: 'Cierre contable',
      organizerId: outsiderUser.id,
      status: 'Finalizada',
      minutes: '<p>Resultados reservados</p>',
      participantIds: [outsiderUser.id],
    });
    for (const path of ['', '/tickets', '/ics']) {
      const res = await organiser.inject({ method: 'GET', url: `/api/meetings/${other.publicId}${path}` });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await organiser.inject({ method: 'GET', url: '/api/meetings' })).statusCode).toBe(403);
    const edited = await edit(organiser, other.publicId, 'Ajena', [organiserUser.publicId]);
    expect(edited.statusCode).toBe(404);
  });

  it('still registers, edits, runs and cancels its own meetings', async () => {
    const mine = await schedule(organiser, [colleagueUser.publicId], { title: 'Planificación de la flota' });
    expect(mine.can).toEqual({ update: true, cancel: true, run: true });
    const edited = await edit(organiser, mine.public_id, 'Planificación de la flota 2027', [colleagueUser.publicId]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().title).toBe('Planificación de la flota 2027');
    const cancelled = await organiser.inject({ method: 'POST', url: `/api/meetings/${mine.public_id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('Cancelada');
  });

  it("lets who administers meetings (Ver and Actualizar reuniones) change another's meeting", async () => {
    const theirs = await schedule(organiser, [colleagueUser.publicId], { title: 'Revisión de rutas' });
    const seen = ZMeetingDetail.parse(
      (await director.inject({ method: 'GET', url: `/api/meetings/${theirs.public_id}` })).json(),
    );
    expect(seen.can).toEqual({ update: true, cancel: true, run: false });
    const edited = await edit(director, theirs.public_id, 'Revisión de rutas y horarios', [colleagueUser.publicId]);
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe("a meeting's display status", () => {
  const HOUR = 3_600_000;
  it("reads 'Sin iniciar' or 'Sin finalizar' after its end, in the detail, the lists and its tickets' page", async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    const made = await makeMeetings(h, 4, (i) => ({
      title: `Pasada ${i}`,
      organizerId: directorUser.id,
      participantIds: [colleagueUser.id],
      status: (['Programada', 'En curso', 'Finalizada', 'Programada'] as const)[i],
      // The last one began an hour ago and ends in an hour: still Programada.
      startAt: i === 3 ? ago(1) : ago(48),
      endAt: i === 3 ? ago(-1) : ago(47),
    }));
    const expected = ['Sin iniciar', 'Sin finalizar', 'Finalizada', 'Programada'];
    const guest = await h.as(colleagueUser.email);
    const list = ZMeetingPage.parse((await guest.inject({ method: 'GET', url: '/api/my_meetings?q=Pasada' })).json());
    const all = ZMeetingPage.parse((await director.inject({ method: 'GET', url: '/api/meetings?per_page=50' })).json());
    for (const [i, m] of made.entries()) {
      const detail = ZMeetingDetail.parse(
        (await guest.inject({ method: 'GET', url: `/api/meetings/${m.publicId}` })).json(),
      );
      expect(detail, m.title).toMatchObject({ status: m.status, display_status: expected[i] });
      expect(list.data.find((r) => r.public_id === m.publicId)?.display_status, m.title).toBe(expected[i]);
      expect(all.data.find((r) => r.public_id === m.publicId)?.display_status, m.title).toBe(expected[i]);
    }
    const tickets = ZMeetingTickets.parse(
      (await guest.inject({ method: 'GET', url: `/api/meetings/${made[0].publicId}/tickets` })).json(),
    );
    expect(tickets.meeting).toMatchObject({ status: 'Programada', display_status: 'Sin iniciar' });
    const range = `start=${ago(72).toISOString()}&end=${ago(-24).toISOString()}`;
    const calendar = (await guest.inject({ method: 'GET', url: `/api/calendar_meetings?${range}` })).json();
    const shown = (id: string) => calendar.data.find((item: { public_id: string }) => item.public_id === id)?.status;
    expect(made.map((m) => shown(m.publicId))).toEqual(expected);
  });
});
