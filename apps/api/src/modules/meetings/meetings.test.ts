import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeetingDetail, ZMeetingPage } from '@gestora/contract/meetings/meetings.schema';
import { makeMeetings } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notificationsTo } from '../notifications/notifications.test-utils.ts';
import { users } from '../users/users.table.ts';
import { MEETING_ADMIN_PERMISSIONS, schedule, slot } from './meetings.test-utils.ts';

let h: Harness;
let admin: TestClient;
let adminUser: TestUser;
let ana: TestClient;
let anaUser: TestUser;
let beto: TestClient;
let betoUser: TestUser;
let outsider: TestClient;
let outsiderUser: TestUser;

beforeAll(async () => {
  h = await build();
  adminUser = await h.makeUser(MEETING_ADMIN_PERMISSIONS);
  admin = await h.as(adminUser.email);
  anaUser = await h.makeUser(['Mis reuniones']);
  ana = await h.as(anaUser.email);
  betoUser = await h.makeUser(['Mis reuniones']);
  beto = await h.as(betoUser.email);
  outsiderUser = await h.makeUser(['Mis reuniones', 'Registrar reuniones']);
  outsider = await h.as(outsiderUser.email);
});
afterAll(() => h.close());

/** The notifications of `userId` whose message starts with `event` (the title is the meeting's). */
const told = (userId: number, event: string) => notificationsTo(h, userId, `${event}%`);

describe('registering a meeting', () => {
  it('creates it Programada with its organiser, sanitised agenda and invites every participant', async () => {
    const m = await schedule(admin, [anaUser.publicId, betoUser.publicId], {
      agenda: '<p>Revisar <script>alert(1)</script>avances</p><img src=x onerror=alert(1)>',
      video_url: 'https://meet.example.org/abc',
    });
    expect(m).toMatchObject({ status: 'Programada', participants_count: 2, tickets_count: 0 });
    expect(m.organizer?.public_id).toBe(adminUser.publicId);
    expect(m.agenda).toBe('<p>Revisar avances</p>');
    expect(m.participants.map((p) => p.public_id).sort()).toEqual([anaUser.publicId, betoUser.publicId].sort());
    expect(m.participants.every((p) => p.attended === null)).toBe(true);
    expect(m.can).toEqual({ update: true, cancel: true, run: true });
    const [note] = await told(anaUser.id, 'Invitación a reunión');
    expect(note).toMatchObject({ type: 'Meeting', link: `/meeting/show/${m.public_id}` });
    expect(note.title).toContain('Comité de seguimiento');
    expect(await told(betoUser.id, 'Invitación a reunión')).toHaveLength(1);
    expect(await told(adminUser.id, 'Invitación a reunión')).toHaveLength(0);
  });

  it('refuses bad input with 422 and Spanish messages', async () => {
    const post = (payload: object) => admin.inject({ method: 'POST', url: '/api/meetings', payload });
    const { start_at } = slot();
    const bad = await post({
      title: 'x',
      start_at,
      end_at: start_at,
      video_url: 'javascript:alert(1)',
      participant_ids: [],
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.title[0]).toBe('El título debe tener al menos 3 caracteres.');
    expect(errors.end_at[0]).toBe('La hora de fin debe ser posterior a la hora de inicio.');
    expect(errors.video_url[0]).toBe('Ingrese un enlace válido (https://…).');
    expect(errors.participant_ids[0]).toBe('Seleccione al menos un participante.');

    const year0 = await post({
      title: 'Año cero',
      start_at: '0000-01-01T10:00:00Z',
      end_at: '0000-01-01T11:00:00Z',
      participant_ids: [anaUser.publicId],
    });
    expect(year0.statusCode).toBe(422);
    const nul = await post({ title: 'Con \u0000 nulo', ...slot(), participant_ids: [anaUser.publicId] });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.title[0]).toBe('El título contiene caracteres no permitidos.');

    const [inactive] = await h.app.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, (await h.makeUser([])).id))
      .returning();
    const gone = await post({
      title: 'Con inactivo',
      ...slot(),
      participant_ids: [anaUser.publicId, inactive.publicId],
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors.participant_ids[0]).toBe('Uno o más participantes no existen o están inactivos.');
    const unknown = await post({
      title: 'Con desconocido',
      ...slot(),
      participant_ids: ['01900000-0000-7000-8000-000000000000'],
    });
    expect(unknown.json().errors.participant_ids[0]).toBe('Uno o más participantes no existen o están inactivos.');
  });

  it('needs Registrar reuniones (403)', async () => {
    const res = await ana.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { title: 'Sin permiso', ...slot(), participant_ids: [betoUser.publicId] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('holds the longest meeting in the database too (the calendar relies on it)', async () => {
    const start = Date.parse('2031-03-05T10:00:00Z');
    const tooLong = makeMeetings(h, 1, { startAt: new Date(start), endAt: new Date(start + 25 * 3_600_000) });
    await expect(tooLong).rejects.toThrow();
    const backwards = makeMeetings(h, 1, { startAt: new Date(start), endAt: new Date(start - 60_000) });
    await expect(backwards).rejects.toThrow();
    const [longest] = await makeMeetings(h, 1, { startAt: new Date(start), endAt: new Date(start + 24 * 3_600_000) });
    expect(longest.endAt.getTime() - longest.startAt.getTime()).toBe(24 * 3_600_000);
  });
});

describe('seeing meetings', () => {
  it('shows a meeting to its organiser, participants and Ver reuniones holders only', async () => {
    const m = await schedule(outsider, [anaUser.publicId], { title: 'Reunión privada' });
    const get = (c: TestClient) => c.inject({ method: 'GET', url: `/api/meetings/${m.public_id}` });
    expect((await get(outsider)).statusCode).toBe(200);
    const seen = ZMeetingDetail.parse((await get(ana)).json());
    expect(seen.can).toEqual({ update: false, cancel: false, run: false });
    expect((await get(beto)).statusCode).toBe(404);
    expect((await get(admin)).statusCode).toBe(200);
    // Nor its tickets or calendar file.
    expect((await beto.inject({ method: 'GET', url: `/api/meetings/${m.public_id}/tickets` })).statusCode).toBe(404);
    expect((await beto.inject({ method: 'GET', url: `/api/meetings/${m.public_id}/ics` })).statusCode).toBe(404);
  });

  it('lists mine (organised or invited) and, with Ver reuniones, all; filters by status and text', async () => {
    const mine = ZMeetingPage.parse(
      (await beto.inject({ method: 'GET', url: '/api/my_meetings?per_page=100' })).json(),
    );
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((m) => m.title !== 'Reunión privada')).toBe(true);
    expect((await beto.inject({ method: 'GET', url: '/api/meetings' })).statusCode).toBe(403);
    const all = ZMeetingPage.parse((await admin.inject({ method: 'GET', url: '/api/meetings?q=privada' })).json());
    expect(all.data.map((m) => m.title)).toEqual(['Reunión privada']);
    const none = (await admin.inject({ method: 'GET', url: '/api/meetings?status=Cancelada&q=privada' })).json();
    expect(none.total).toBe(0);
    const sort = await admin.inject({ method: 'GET', url: '/api/meetings?sort=__proto__' });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort[0]).toBe('El orden no es válido.');
  });

  it('filters by dates and status, sorts by each key and answers a page past the end, for two users alike', async () => {
    // Each list is built once per shape and checked against a fresh build on every later run (db/list/statement-cache.ts): every
    // filter and sort is asked twice, by two users with other values.
    const day = (offset: number) => new Date(Date.UTC(2031, 0, 10 + offset, 12)).toISOString();
    const people = await Promise.all([h.makeUser(['Mis reuniones']), h.makeUser(['Mis reuniones'])]);
    for (const [n, person] of people.entries()) {
      await makeMeetings(h, 3, (i) => ({
        title: `Fechada ${n} ${'cba'[i]}`,
        status: i === 1 ? 'Cancelada' : 'Programada',
        startAt: new Date(day(i)),
        endAt: new Date(Date.parse(day(i)) + 3_600_000),
        participantIds: [person.id],
      }));
    }
    for (const [n, person] of people.entries()) {
      const client = await h.as(person.email);
      const list = async (query: string) => {
        const res = await client.inject({ method: 'GET', url: `/api/my_meetings?${query}` });
        expect(res.statusCode, res.body).toBe(200);
        return ZMeetingPage.parse(res.json());
      };
      const titles = async (query: string) => (await list(query)).data.map((m) => m.title.slice(-1));
      expect(await titles(`date_from=2031-01-11&date_to=2031-01-${11 + n}`)).toEqual(n ? ['a', 'b'] : ['b']);
      expect(await titles('status=Cancelada')).toEqual(['b']);
      expect(await titles('status=Programada&date_from=2031-01-01&date_to=2031-01-10')).toEqual(['c']);
      expect(await titles('sort=title')).toEqual(['a', 'b', 'c']);
      expect(await titles('sort=-title')).toEqual(['c', 'b', 'a']);
      expect(await titles('sort=start_at')).toEqual(['c', 'b', 'a']);
      expect(await titles('sort=-status')).toEqual(['a', 'c', 'b']);
      expect(await titles('sort=-created_at')).toHaveLength(3);
      const past = await list(`per_page=2&page=${3 + n}`);
      expect(past).toMatchObject({ data: [], total: 3, last_page: 2 });
      const all = ZMeetingPage.parse(
        (
          await admin.inject({ method: 'GET', url: `/api/meetings?q=Fechada&date_to=2031-01-1${n}&per_page=${10 + n}` })
        ).json(),
      );
      expect(all.data.map((m) => m.title)).toEqual(
        n ? ['Fechada 1 b', 'Fechada 0 b', 'Fechada 1 c', 'Fechada 0 c'] : ['Fechada 1 c', 'Fechada 0 c'],
      );
    }
  });

  it('counts each of my meetings once: organised, invited, or both; with a filter too', async () => {
    const [me, other] = await Promise.all([h.makeUser(['Mis reuniones']), h.makeUser(['Mis reuniones'])]);
    await makeMeetings(h, 1, { title: 'Organizo', organizerId: me.id });
    await makeMeetings(h, 1, { title: 'Organizo y asisto', organizerId: me.id, participantIds: [me.id, other.id] });
    await makeMeetings(h, 1, {
      title: 'Me invitan',
      organizerId: other.id,
      participantIds: [me.id],
      status: 'Cancelada',
    });
    await makeMeetings(h, 1, { title: 'Ajena', organizerId: other.id, participantIds: [other.id] });
    const client = await h.as(me.email);
    const page = async (query: string) =>
      ZMeetingPage.parse((await client.inject({ method: 'GET', url: `/api/my_meetings?${query}` })).json());
    const all = await page('per_page=1');
    expect(all.total).toBe(3);
    expect((await page('per_page=10')).data.map((m) => m.title).sort()).toEqual([
      'Me invitan',
      'Organizo',
      'Organizo y asisto',
    ]);
    expect((await page('status=Cancelada')).total).toBe(1);
    expect((await page('status=Programada&per_page=1')).total).toBe(2);
  });

  it('answers the lists in a fixed number of statements whatever the page size', async () => {
    const lead = await h.makeUser(MEETING_ADMIN_PERMISSIONS);
    const guest = await h.makeUser(['Mis reuniones']);
    await makeMeetings(h, 150, (i) => ({ title: `Masiva ${i}`, organizerId: lead.id, participantIds: [guest.id] }));
    const guestClient = await h.as(guest.email);
    const leadClient = await h.as(lead.email);
    const statements = async (c: TestClient, url: string) => {
      const { result: res, queries } = await h.countQueries(() => c.inject({ method: 'GET', url }));
      expect(res.statusCode, res.body).toBe(200);
      return { n: queries, body: res.json() };
    };
    const small = await statements(guestClient, '/api/my_meetings?per_page=1');
    const large = await statements(guestClient, '/api/my_meetings?per_page=100&page=1');
    expect(large.body.data).toHaveLength(100);
    expect(large.body.total).toBe(150);
    expect(large.n).toBe(small.n);
    // session + page + count
    expect(large.n).toBeLessThanOrEqual(3);
    // A search: session, its ids, its count (the first time: then kept), its rows (db/list/searched-page.ts).
    const all = await statements(leadClient, '/api/meetings?per_page=100&q=Masiva');
    expect(all.body.data).toHaveLength(100);
    expect(all.n).toBeLessThanOrEqual(4);
    const again = await statements(leadClient, '/api/meetings?per_page=100&page=2&q=Masiva');
    expect(again.body.data).toHaveLength(all.body.total - 100);
    expect(again.n).toBeLessThanOrEqual(3);
  });
});

describe('changing and cancelling', () => {
  it('invites the new, tells those who stay and those removed; only while Programada', async () => {
    const carla = await h.makeUser(['Mis reuniones']);
    const m = await schedule(admin, [anaUser.publicId, betoUser.publicId], { title: 'Planificación anual' });
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/meetings/${m.public_id}`,
      payload: {
        title: 'Planificación anual',
        ...slot(48),
        place: 'Sala 3',
        participant_ids: [anaUser.publicId, carla.publicId],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().place).toBe('Sala 3');
    expect(await told(anaUser.id, 'Reunión modificada')).toHaveLength(1);
    expect(await told(carla.id, 'Invitación a reunión')).toHaveLength(1);
    expect(await told(betoUser.id, 'Invitación retirada')).toHaveLength(1);

    // Ana may see it but not edit it.
    const anaEdit = await ana.inject({ method: 'PUT', url: `/api/meetings/${m.public_id}`, payload: {} });
    expect(anaEdit.statusCode).toBe(403);

    const cancelled = await admin.inject({ method: 'POST', url: `/api/meetings/${m.public_id}/cancel` });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelada', can: { update: false, cancel: false, run: false } });
    expect(await told(anaUser.id, 'Reunión cancelada')).toHaveLength(1);
    expect(await told(carla.id, 'Reunión cancelada')).toHaveLength(1);
    expect(await told(betoUser.id, 'Reunión cancelada')).toHaveLength(0);
    const again = await admin.inject({
      method: 'PUT',
      url: `/api/meetings/${m.public_id}`,
      payload: { title: 'Otra vez', ...slot(), participant_ids: [anaUser.publicId] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La reunión está cancelada: ya no se puede modificar.');
  });
});
