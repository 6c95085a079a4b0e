import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZCarryOver, ZMeetingDetail, ZMeetingTickets } from '@gestora/contract/meetings/meetings.schema';
import { ZTicketHistoryPage } from '@gestora/contract/tickets/tickets.schema';
import { makeDepartment, makeMeetings, makeProject, makeTasks, makeTickets } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notificationsTo } from '../notifications/notifications.test-utils.ts';
import { liveServerForFile, next, record, pause } from '../notifications/socket-client.test-utils.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { users } from '../users/users.table.ts';
import { MEETING_ADMIN_PERMISSIONS, schedule, slot } from './meetings.test-utils.ts';
import { MEETING_LIMITS } from '@gestora/contract/meetings/meetings.schema';

let h: Harness;
const live = liveServerForFile(async () => (h = await build()));
let lead: TestClient;
let leadUser: TestUser;
let other: TestClient;
let ana: TestClient;
let anaUser: TestUser;
let betoUser: TestUser;

beforeAll(async () => {
  leadUser = await h.makeUser(MEETING_ADMIN_PERMISSIONS);
  lead = await h.as(leadUser.email);
  other = await h.as((await h.makeUser(MEETING_ADMIN_PERMISSIONS)).email);
  const dept = await makeDepartment(h);
  anaUser = await h.makeUser(['Mis reuniones', 'Gestionar ticket asignados'], { departmentId: dept.id });
  ana = await h.as(anaUser.email);
  betoUser = await h.makeUser(['Mis reuniones']);
});

const call = (c: TestClient, method: 'POST' | 'PUT' | 'GET', path: string, payload?: object) =>
  c.inject({ method, url: `/api/meetings/${path}`, payload });
const today = () => new Date().toISOString().slice(0, 10);

describe('running a meeting', () => {
  it('starts, takes attendance, writes minutes, raises agreements as tickets and finishes', async () => {
    const m = await schedule(lead, [anaUser.publicId, betoUser.publicId], { title: 'Comité, semanal; TI' });
    // Only its organiser runs it.
    expect((await call(other, 'POST', `${m.public_id}/start`)).statusCode).toBe(403);
    expect(
      (
        await call(lead, 'POST', `${m.public_id}/agreements`, {
          title: 'Antes',
          responsible_id: anaUser.publicId,
          due_date: today(),
        })
      ).statusCode,
    ).toBe(409);
    const started = ZMeetingDetail.parse((await call(lead, 'POST', `${m.public_id}/start`)).json());
    expect(started.status).toBe('En curso');
    expect(started.started_at).not.toBeNull();
    expect(started.can).toEqual({ update: false, cancel: false, run: true });

    const attendance = await call(lead, 'PUT', `${m.public_id}/attendance`, {
      attendance: [
        { user_id: anaUser.publicId, attended: true },
        { user_id: betoUser.publicId, attended: false },
      ],
    });
    expect(attendance.statusCode, attendance.body).toBe(200);
    const byId = Object.fromEntries(
      ZMeetingDetail.parse(attendance.json()).participants.map((p) => [p.public_id, p.attended]),
    );
    expect(byId).toEqual({ [anaUser.publicId]: true, [betoUser.publicId]: false });
    const stranger = await call(lead, 'PUT', `${m.public_id}/attendance`, {
      attendance: [{ user_id: leadUser.publicId, attended: true }],
    });
    expect(stranger.statusCode).toBe(422);

    const minutes = await call(lead, 'PUT', `${m.public_id}/minutes`, {
      minutes: '<p>Se acordó <b>migrar</b> el correo<script>x()</script></p>',
    });
    expect(minutes.json().minutes).toBe('<p>Se acordó <b>migrar</b> el correo</p>');

    // The responsible hears of it on their own sockets only.
    const anaSocket = await live.open({ token: ana.token });
    const assigned = next(anaSocket, 'TicketAssignedPublic');
    const notified = next(anaSocket, 'NotificationChanel');
    const agreement = await call(lead, 'POST', `${m.public_id}/agreements`, {
      title: 'Migrar el correo a la nube',
      responsible_id: anaUser.publicId,
      due_date: today(),
    });
    expect(agreement.statusCode, agreement.body).toBe(201);
    const ticket = agreement.json();
    expect(ticket).toMatchObject({ status: 'Abierto', title: 'Migrar el correo a la nube' });
    expect(ticket.code).toMatch(/^TCK-\d{4}-\d{5}$/);
    expect(await assigned).toEqual({ public_id: ticket.public_id });
    expect((await notified).notification).toMatchObject({
      title: `${ticket.code} · Migrar el correo a la nube`,
      type: 'Ticket',
      message: 'Nuevo ticket asignado, acordado en la reunión «Comité, semanal; TI»',
    });
    const [row] = await h.app.db.select().from(tickets).where(eq(tickets.publicId, ticket.public_id));
    expect(row.meetingId).not.toBeNull();
    expect(row.departmentId).toBe(anaUser.departmentId);
    expect(row).toMatchObject({ category: 'Reunión', priority: 'Media', requesterId: leadUser.id });
    expect(row.dueAt?.toISOString()).toBe(`${today()}T23:59:59.000Z`);
    // Raised like any ticket: its history starts with the same 'created' entry.
    const history = ZTicketHistoryPage.parse(
      (await ana.inject({ method: 'GET', url: `/api/tickets/${ticket.public_id}/history` })).json(),
    );
    expect(history.data.map((e) => e.action)).toEqual(['created']);
    expect(history.data[0].changes).toMatchObject({
      code: [null, ticket.code],
      category: [null, 'Reunión'],
      status: [null, 'Abierto'],
      responsible: [null, `${anaUser.name} ${anaUser.lastName}`],
    });
    expect(history.data[0].changes?.department).toEqual([null, expect.stringMatching(/^Área /)]);
    // The responsible works it from their tickets.
    const mine = await ana.inject({ method: 'GET', url: '/api/my_tickets' });
    expect(mine.json().data.map((t: { public_id: string }) => t.public_id)).toContain(ticket.public_id);

    // A refused agreement leaves no ticket and tells no one.
    const ticketsBefore = (await h.app.db.select().from(tickets)).length;
    const [inactive] = await h.app.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, (await h.makeUser([])).id))
      .returning();
    const refused = await call(lead, 'POST', `${m.public_id}/agreements`, {
      title: 'Acuerdo imposible',
      responsible_id: inactive.publicId,
      due_date: today(),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.responsible_id[0]).toBe('El responsable seleccionado no existe o está inactivo.');
    const past = await call(lead, 'POST', `${m.public_id}/agreements`, {
      title: 'Acuerdo vencido',
      responsible_id: anaUser.publicId,
      due_date: '2020-01-01',
    });
    expect(past.json().errors.due_date[0]).toBe('La fecha límite no puede ser anterior a hoy.');
    expect((await h.app.db.select().from(tickets)).length).toBe(ticketsBefore);

    const finished = await call(lead, 'POST', `${m.public_id}/finish`);
    expect(finished.json()).toMatchObject({ status: 'Finalizada', can: { run: false } });
    const late = await call(lead, 'PUT', `${m.public_id}/minutes`, { minutes: '<p>tarde</p>' });
    expect(late.statusCode).toBe(409);

    // Its tickets with their status, for the participants too.
    const { result: listed, queries } = await h.countQueries(() => call(ana, 'GET', `${m.public_id}/tickets`));
    const list = ZMeetingTickets.parse(listed.json());
    // session + the meeting + the page with its total, whatever the number of tickets
    expect(queries).toBeLessThanOrEqual(3);
    expect(list.total).toBe(1);
    expect(list.meeting.title).toBe('Comité, semanal; TI');
    expect(list.data.map((t) => [t.code, t.status])).toEqual([[ticket.code, 'Abierto']]);
    expect(list.data[0].responsible?.public_id).toBe(anaUser.publicId);

    // The next meeting of the same people carries the open agreements over.
    const nextOne = await schedule(lead, [betoUser.publicId, anaUser.publicId], {
      title: 'Comité siguiente',
      ...slot(72),
    });
    const carried = ZCarryOver.parse((await call(lead, 'GET', `${nextOne.public_id}/carry_over`)).json());
    expect(carried.previous?.public_id).toBe(m.public_id);
    expect(carried.tickets.map((t) => t.public_id)).toEqual([ticket.public_id]);
    const different = await schedule(lead, [anaUser.publicId], { title: 'Otro grupo', ...slot(96) });
    expect((await call(lead, 'GET', `${different.public_id}/carry_over`)).json()).toEqual({
      previous: null,
      tickets: [],
    });
  });

  it('tells participants only what concerns them', async () => {
    const carla = await h.makeUser(['Mis reuniones']);
    const carlaClient = await h.as(carla.email);
    const carlaSocket = await live.open({ token: carlaClient.token });
    const carlaSaw = record(carlaSocket, 'NotificationChanel');
    const anaSocket = await live.open({ token: ana.token });
    const invited = next(anaSocket, 'NotificationChanel');
    await schedule(lead, [anaUser.publicId], { title: 'Solo Ana' });
    expect((await invited).notification).toMatchObject({ title: 'Solo Ana', type: 'Meeting' });
    await pause(200);
    expect(carlaSaw).toEqual([]);
    expect(await notificationsTo(h, carla.id)).toEqual([]);
  });
});

describe('calendar file', () => {
  it('downloads an escaped iCalendar event in UTC with its UID', async () => {
    const m = await schedule(lead, [anaUser.publicId], {
      title: 'Revisión; presupuesto, Q3\\final',
      agenda: '<p>Punto 1</p><p>Punto 2</p>',
      start_at: '2026-03-05T14:30:00-03:00',
      end_at: '2026-03-05T15:45:00-03:00',
      place: 'Sala «Andes», piso 3',
    });
    const res = await call(ana, 'GET', `${m.public_id}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const name = 'reunion-revision-presupuesto-q3-final-2026-03-05.ics';
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain(`\r\nUID:${m.public_id}@gestora\r\n`);
    expect(body).toContain('\r\nDTSTART:20260305T173000Z\r\n');
    expect(body).toContain('\r\nDTEND:20260305T184500Z\r\n');
    expect(body).toContain('\r\nSUMMARY:Revisión\\; presupuesto\\, Q3\\\\final\r\n');
    expect(body).toContain('\r\nLOCATION:Sala «Andes»\\, piso 3\r\n');
    // Ana may not see users' addresses ('Ver usuarios'): each person by name and id, without their e-mail.
    const unfolded = (ics: string) => ics.replace(/\r\n /g, '');
    expect(unfolded(body)).toContain(
      `\r\nATTENDEE;CN="Usuario ${anaUser.lastName}";ROLE=REQ-PARTICIPANT:urn:uuid:${anaUser.publicId}\r\n`,
    );
    expect(unfolded(body)).toContain(
      `\r\nORGANIZER;CN="Usuario ${leadUser.lastName}":urn:uuid:${leadUser.publicId}\r\n`,
    );
    expect(body).not.toContain('mailto:');
    expect(body).not.toContain('@test.local');
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const seesUsers = await h.as((await h.makeUser(['Ver reuniones', 'Ver usuarios'])).email);
    const full = (await call(seesUsers, 'GET', `${m.public_id}/ics`)).body;
    expect(unfolded(full)).toContain(
      `\r\nATTENDEE;CN="Usuario ${anaUser.lastName}";ROLE=REQ-PARTICIPANT:mailto:${anaUser.email}\r\n`,
    );
    expect(unfolded(full)).toContain(`\r\nORGANIZER;CN="Usuario ${leadUser.lastName}":mailto:${leadUser.email}\r\n`);
  });

  it('is named after the meeting and its day, in ASCII', async () => {
    const m = await schedule(lead, [anaUser.publicId], {
      title: 'Comité de Seguridad — ñandú «2027»',
      start_at: '2026-12-05T10:00:00Z',
      end_at: '2026-12-05T11:00:00Z',
    });
    const res = await call(ana, 'GET', `${m.public_id}/ics`);
    const name = 'reunion-comite-de-seguridad-nandu-2027-2026-12-05.ics';
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
  });
});

describe('calendars', () => {
  it('answers my meetings within a bounded range', async () => {
    const m = await schedule(lead, [anaUser.publicId], { title: 'En el calendario', ...slot(24) });
    const from = new Date(Date.now()).toISOString();
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await ana.inject({ method: 'GET', url: `/api/calendar_meetings?start=${from}&end=${to}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((i: { public_id: string }) => i.public_id)).toContain(m.public_id);
    const tooWide = await ana.inject({
      method: 'GET',
      url: `/api/calendar_meetings?start=2026-01-01T00:00:00Z&end=2027-01-01T00:00:00Z`,
    });
    expect(tooWide.statusCode).toBe(422);
    expect(tooWide.json().errors.end[0]).toBe('El rango no puede superar 100 días.');
    // Another range, another user: the same statement with other values.
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const lead_ = await lead.inject({ method: 'GET', url: `/api/calendar_meetings?start=${later}&end=${to}` });
    expect(lead_.json().data.map((i: { public_id: string }) => i.public_id)).not.toContain(m.public_id);
    const organised = await lead.inject({ method: 'GET', url: `/api/calendar_meetings?start=${from}&end=${to}` });
    expect(organised.json().data.map((i: { public_id: string }) => i.public_id)).toContain(m.public_id);
  });

  it('writes each meeting of a range as the calendar shows it, at most the limit, saying when more were left', async () => {
    const me = await h.makeUser(['Mis reuniones']);
    const client = await h.as(me.email);
    const base = Date.parse('2026-03-02T09:00:00.000Z');
    const made = await makeMeetings(h, MEETING_LIMITS.calendarItems + 1, (i) => ({
      organizerId: me.id,
      title: i === 0 ? 'Revisión "anual" — señal \\ ñ' : `Reunión ${i}`,
      startAt: new Date(base + i * 60_000),
      endAt: new Date(base + i * 60_000 + 90 * 60_000),
    }));
    const asShown = (m: (typeof made)[number]) => ({
      kind: 'meeting',
      public_id: m.publicId,
      title: m.title,
      start: m.startAt.toISOString(),
      end: m.endAt.toISOString(),
      // March 2026 is past: a meeting never started reads as the lists show it.
      status: m.status === 'Programada' ? 'Sin iniciar' : m.status,
      editable: false,
    });
    const range = (from: number, to: number) =>
      `/api/calendar_meetings?start=${new Date(from).toISOString()}&end=${new Date(to).toISOString()}`;
    const all = (await client.inject({ method: 'GET', url: range(base - 86_400_000, base + 86_400_000) })).json();
    expect(all.data).toHaveLength(MEETING_LIMITS.calendarItems);
    expect(all.truncated).toBe(true);
    expect(all.data[0]).toEqual(asShown(made[0]));
    expect(all.data.at(-1)).toEqual(asShown(made[MEETING_LIMITS.calendarItems - 1]));
    // From 10:00 to 10:10: the 70 begun by then, the first of them an hour and a half long, begun before 10:00.
    const some = (await client.inject({ method: 'GET', url: range(base + 60 * 60_000, base + 70 * 60_000) })).json();
    expect(some).toEqual({ data: made.slice(0, 70).map(asShown), truncated: false });
  });

  it('answers my tasks and tickets of a range in a fixed number of statements, tasks movable with Actualizar tareas', async () => {
    const me = await h.makeUser(['Gestionar cuenta', 'Actualizar tareas', 'Ver todos los proyectos']);
    const client = await h.as(me.email);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await makeTasks(h, 60, (i) => ({
      title: `Tarea de calendario ${i}`,
      projectId: null,
      startDate: i % 3 === 0 ? null : day(1),
      endDate: day(3),
      status: i % 2 ? '2' : '5',
      memberIds: [me.id],
    }));
    const dept = await makeDepartment(h);
    await makeTickets(h, 40, { departmentId: dept.id, requesterId: me.id, responsibleId: me.id });
    const range = `start=${new Date(Date.now() - 86_400_000).toISOString()}&end=${new Date(Date.now() + 30 * 86_400_000).toISOString()}`;
    const { result: res, queries: statements } = await h.countQueries(() =>
      client.inject({ method: 'GET', url: `/api/calendar_events?${range}` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as {
      kind: string;
      public_id: string;
      title: string;
      start: string;
      end: string | null;
      editable: boolean;
      status: string;
    }[];
    expect(items.filter((i) => i.kind === 'task')).toHaveLength(60);
    expect(items.filter((i) => i.kind === 'ticket')).toHaveLength(40);
    const task = items.find((i) => i.kind === 'task' && i.status === 'En proceso')!;
    expect(task.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(task.editable).toBe(true);
    // A finished task stays where it is.
    expect(items.find((i) => i.kind === 'task' && i.status === 'Finalizada')!.editable).toBe(false);
    // Tasks by start day, then tickets by due date; a ticket says what its record says.
    const starts = (kind: string) => items.filter((i) => i.kind === kind).map((i) => i.start);
    expect(starts('task')).toEqual([...starts('task')].sort());
    expect(starts('ticket')).toEqual([...starts('ticket')].sort());
    expect(items.findIndex((i) => i.kind === 'ticket')).toBe(60);
    const ticket = items.find((i) => i.kind === 'ticket')!;
    const record = (await client.inject({ method: 'GET', url: `/api/tickets/${ticket.public_id}` })).json();
    expect(ticket).toEqual({
      kind: 'ticket',
      public_id: record.public_id,
      title: `${record.code} ${record.title}`,
      start: record.due_at,
      end: null,
      status: record.status,
      editable: false,
    });
    expect(res.json().truncated).toBe(false);
    // session + one statement for tasks and tickets
    expect(statements).toBeLessThanOrEqual(2);
    // Each item follows its record as it is written again (the kept items of migration 0040).
    await h.app.db
      .update(tickets)
      .set({ title: 'Retitulado "ahora"', status: 'En proceso' })
      .where(eq(tickets.publicId, ticket.public_id));
    await h.app.db.update(tasks).set({ title: 'Tarea retitulada 🚀' }).where(eq(tasks.publicId, task.public_id));
    const again = (await client.inject({ method: 'GET', url: `/api/calendar_events?${range}` })).json()
      .data as (typeof items)[number][];
    const byId = (id: string) => again.find((i) => i.public_id === id);
    expect(byId(ticket.public_id)).toMatchObject({ title: `${record.code} Retitulado "ahora"`, status: 'En proceso' });
    expect(byId(task.public_id)).toMatchObject({ title: 'Tarea retitulada 🚀', status: 'En proceso', editable: true });
    const noPermission = await ana.inject({ method: 'GET', url: `/api/calendar_events?${range}` });
    expect(noPermission.statusCode).toBe(403);

    // Without 'Actualizar tareas' nothing moves; with only their own projects, what taskScope gives them.
    const viewer = await h.makeUser(['Gestionar cuenta']);
    const own = await h.makeUser([
      'Gestionar cuenta',
      'Actualizar tareas',
      'Ver solo los proyectos creados por el usuarios',
    ]);
    const mine = await makeProject(h, { createdBy: own.id });
    const theirs = await makeProject(h, { createdBy: me.id });
    const dated = { startDate: day(2), endDate: day(2), status: '2', memberIds: [viewer.id, own.id] };
    await makeTasks(h, 3, (i) => ({ ...dated, title: `Alcance ${i}`, projectId: [null, mine.id, theirs.id][i] }));
    const editable = async (u: TestUser, query: string) => {
      const res = await (await h.as(u.email)).inject({ method: 'GET', url: `/api/calendar_events?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const all = res.json().data as { title: string; editable: boolean }[];
      return all.filter((i) => i.title.startsWith('Alcance')).map((i) => [i.title, i.editable]);
    };
    const within = `start=${new Date(Date.now() + 86_400_000).toISOString()}&end=${new Date(Date.now() + 3 * 86_400_000).toISOString()}`;
    for (const query of [range, within]) {
      expect(await editable(viewer, query)).toEqual([
        ['Alcance 0', false],
        ['Alcance 1', false],
        ['Alcance 2', false],
      ]);
      expect(await editable(own, query)).toEqual([
        ['Alcance 0', true],
        ['Alcance 1', true],
        ['Alcance 2', false],
      ]);
    }
    const before = `start=${new Date(Date.now() - 9 * 86_400_000).toISOString()}&end=${new Date(Date.now() - 86_400_000).toISOString()}`;
    expect(await editable(own, before)).toEqual([]);
  });

  it('caps each kind at the calendar limit, in its order, and says so', async () => {
    const me = await h.makeUser(['Gestionar cuenta', 'Ver todos los proyectos']);
    const client = await h.as(me.email);
    const cap = MEETING_LIMITS.calendarItems;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // One more task than the limit, the last of them on today alone: it is shown first, one of the others is not.
    await makeTasks(h, cap + 1, (i) => ({
      title: `Tope ${i}`,
      projectId: null,
      startDate: i === cap ? day(0) : day(2),
      endDate: i === cap ? day(0) : day(4),
      memberIds: [me.id],
    }));
    const dept = await makeDepartment(h);
    await makeTickets(h, 2, { departmentId: dept.id, requesterId: me.id, responsibleId: me.id });
    const ask = async (range: string) => {
      const res = await client.inject({ method: 'GET', url: `/api/calendar_events?${range}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { kind: string; title: string; start: string }[]; truncated: boolean };
    };
    const iso = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    const whole = await ask(`start=${iso(-1)}&end=${iso(30)}`);
    const shown = whole.data.filter((i) => i.kind === 'task');
    expect(shown).toHaveLength(cap);
    expect(shown[0]).toMatchObject({ title: `Tope ${cap}`, start: day(0) });
    expect(whole.data.filter((i) => i.kind === 'ticket')).toHaveLength(2);
    expect(whole.data.slice(cap).every((i) => i.kind === 'ticket')).toBe(true);
    expect(whole.truncated).toBe(true);
    // From tomorrow on, today's task is out of range: exactly the limit, nothing left out.
    const within = await ask(`start=${iso(1)}&end=${iso(30)}`);
    expect(within.data.filter((i) => i.kind === 'task')).toHaveLength(cap);
    expect(within.truncated).toBe(false);
  });

  it('shows a task on the days it spans within the range, whichever of its dates it has, as its dates move', async () => {
    const me = await h.makeUser(['Gestionar cuenta', 'Eliminar tareas', 'Ver todos los proyectos']);
    const client = await h.as(me.email);
    const spans: [string, string | null, string | null][] = [
      ['Antes', '2030-03-01', '2030-03-09'],
      ['Cruza el inicio', '2030-03-05', '2030-03-12'],
      ['Solo inicio dentro', '2030-03-15', null],
      ['Solo fin dentro', null, '2030-03-20'],
      ['Abarca todo', '2030-02-01', '2030-05-01'],
      ['Cruza el "fin" \\ del rango', '2030-03-30', '2030-04-05'],
      ['Después', '2030-04-01', '2030-04-02'],
      ['Solo inicio fuera', '2030-02-01', null],
    ];
    const rows = await makeTasks(h, spans.length, (i) => ({
      title: spans[i][0],
      projectId: null,
      startDate: spans[i][1],
      endDate: spans[i][2],
      status: '2',
      memberIds: [me.id],
    }));
    const titles = async () => {
      const res = await client.inject({
        method: 'GET',
        url: '/api/calendar_events?start=2030-03-10T00:00:00.000Z&end=2030-03-31T00:00:00.000Z',
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { title: string }[]).map((i) => i.title).sort();
    };
    expect(await titles()).toEqual(
      ['Abarca todo', 'Cruza el "fin" \\ del rango', 'Cruza el inicio', 'Solo fin dentro', 'Solo inicio dentro'].sort(),
    );
    // Moved (straight in the table: the triggers copy it to the memberships), and one deleted through the API.
    await h.app.db
      .update(tasks)
      .set({ startDate: '2030-03-20', endDate: '2030-03-22' })
      .where(eq(tasks.id, rows[0].id));
    expect(await client.inject({ method: 'DELETE', url: `/api/tasks/${rows[4].publicId}` })).toMatchObject({
      statusCode: 200,
    });
    expect(await titles()).toEqual(
      ['Antes', 'Cruza el "fin" \\ del rango', 'Cruza el inicio', 'Solo fin dentro', 'Solo inicio dentro'].sort(),
    );
  });
});
