import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCarryOver,
  ZMeetingDetail,
  ZMeetingTicket,
  ZMeetingTickets,
} from '@gestora/contract/meetings/meetings.schema';
import { makeDepartment } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { MEETING_ADMIN_PERMISSIONS, schedule, slot } from './meetings.test-utils.ts';

let h: Harness;
let lead: TestClient;
let other: TestClient;
let ana: TestClient;
let anaUser: TestUser;
let betoUser: TestUser;

beforeAll(async () => {
  h = await build();
  lead = await h.as((await h.makeUser(MEETING_ADMIN_PERMISSIONS)).email);
  other = await h.as((await h.makeUser(MEETING_ADMIN_PERMISSIONS)).email);
  const dept = await makeDepartment(h);
  anaUser = await h.makeUser(['Mis reuniones', 'Gestionar ticket asignados'], { departmentId: dept.id });
  ana = await h.as(anaUser.email);
  betoUser = await h.makeUser(['Mis reuniones'], { departmentId: dept.id });
});
afterAll(() => h.close());

const call = (c: TestClient, method: 'POST' | 'GET', path: string, payload?: object) =>
  c.inject({ method, url: `/api/meetings/${path}`, payload });
const today = () => new Date().toISOString().slice(0, 10);
const ticketCount = async () => (await h.app.db.select({ n: sql<number>`count(*)::int` }).from(tickets))[0].n;

/** A meeting of lead, Ana and Beto `hours` from now, started. */
async function running(title: string, hours: number) {
  const m = await schedule(lead, [anaUser.publicId, betoUser.publicId], { title, ...slot(hours) });
  expect((await call(lead, 'POST', `${m.public_id}/start`)).statusCode).toBe(200);
  return m;
}
async function agree(meetingId: string, title: string) {
  const res = await call(lead, 'POST', `${meetingId}/agreements`, {
    title,
    responsible_id: anaUser.publicId,
    due_date: today(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZMeetingTicket.parse(res.json());
}
const finish = async (meetingId: string) =>
  expect((await call(lead, 'POST', `${meetingId}/finish`)).statusCode).toBe(200);
const carry = (c: TestClient, meetingId: string, ticketId: unknown) =>
  call(c, 'POST', `${meetingId}/carry_over`, { ticket_id: ticketId });

describe('carrying an open agreement over', () => {
  it('links the same ticket to the next meeting, lists it there with its current status, and never copies it', async () => {
    const first = await running('Comité de operaciones', 24);
    const open = await agree(first.public_id, 'Renovar las licencias');
    const solved = await agree(first.public_id, 'Revisar el inventario');
    await h.app.db.update(tickets).set({ status: 'Resuelto' }).where(eq(tickets.publicId, solved.public_id));
    await finish(first.public_id);

    const second = await schedule(lead, [betoUser.publicId, anaUser.publicId], {
      title: 'Comité de operaciones II',
      ...slot(48),
    });
    const offered = ZCarryOver.parse((await call(lead, 'GET', `${second.public_id}/carry_over`)).json());
    expect(offered.previous?.public_id).toBe(first.public_id);
    expect(offered.tickets.map((t) => [t.public_id, t.carried])).toEqual([[open.public_id, false]]);
    // Only while the meeting runs, as its agreements.
    expect((await carry(lead, second.public_id, open.public_id)).statusCode).toBe(409);
    expect((await call(lead, 'POST', `${second.public_id}/start`)).statusCode).toBe(200);

    const before = await ticketCount();
    // Only its organiser.
    expect((await carry(other, second.public_id, open.public_id)).statusCode).toBe(403);
    const res = await carry(lead, second.public_id, open.public_id);
    expect(res.statusCode, res.body).toBe(201);
    expect(ZMeetingTicket.parse(res.json())).toMatchObject({
      public_id: open.public_id,
      code: open.code,
      status: 'Abierto',
      carried_over: true,
    });
    // Twice is once.
    expect((await carry(lead, second.public_id, open.public_id)).statusCode).toBe(201);
    expect(await ticketCount()).toBe(before);

    // Its tickets page shows it with its status as it is now; the first meeting keeps it as its own.
    await h.app.db.update(tickets).set({ status: 'En proceso' }).where(eq(tickets.publicId, open.public_id));
    const listed = ZMeetingTickets.parse((await call(ana, 'GET', `${second.public_id}/tickets`)).json());
    expect(listed.data.map((t) => [t.code, t.status, t.carried_over])).toEqual([[open.code, 'En proceso', true]]);
    const own = ZMeetingTickets.parse((await call(ana, 'GET', `${first.public_id}/tickets`)).json());
    expect(own.data.map((t) => [t.public_id, t.carried_over])).toEqual([
      [open.public_id, false],
      [solved.public_id, false],
    ]);
    expect(listed.total).toBe(1);
    expect(own.total).toBe(2);
    const pages = await Promise.all(
      [1, 2, 3].map(async (n) =>
        ZMeetingTickets.parse((await call(ana, 'GET', `${first.public_id}/tickets?per_page=1&page=${n}`)).json()),
      ),
    );
    expect(pages.map((p) => [p.data.map((t) => t.public_id), p.total])).toEqual([
      [[open.public_id], 2],
      [[solved.public_id], 2],
      [[], 2],
    ]);
    const detail = ZMeetingDetail.parse((await call(lead, 'GET', second.public_id)).json());
    expect(detail.tickets_count).toBe(1);
    const again = ZCarryOver.parse((await call(lead, 'GET', `${second.public_id}/carry_over`)).json());
    expect(again.tickets.map((t) => [t.public_id, t.carried])).toEqual([[open.public_id, true]]);

    // Still open when the second meeting ends: the third one is offered it again.
    await finish(second.public_id);
    const third = await running('Comité de operaciones III', 72);
    const counted = await h.countQueries(() => call(lead, 'GET', `${third.public_id}/carry_over`));
    const chain = ZCarryOver.parse(counted.result.json());
    expect(chain.previous?.public_id).toBe(second.public_id);
    expect(chain.tickets.map((t) => t.public_id)).toEqual([open.public_id]);
    // session + meeting + its people + the previous meeting + agreements + what this one took up
    expect(counted.queries).toBeLessThanOrEqual(6);
  });

  it('refuses what is not a pending agreement of the previous meeting with 422 in Spanish', async () => {
    const first = await running('Seguimiento de compras', 120);
    const done = await agree(first.public_id, 'Cotizar proveedores');
    await h.app.db.update(tickets).set({ status: 'Cerrado' }).where(eq(tickets.publicId, done.public_id));
    await finish(first.public_id);
    const second = await running('Seguimiento de compras II', 144);
    const unrelated = await schedule(lead, [anaUser.publicId], { title: 'Otra reunión', ...slot(150) });
    expect((await call(lead, 'POST', `${unrelated.public_id}/start`)).statusCode).toBe(200);
    const pending = await agree(unrelated.public_id, 'Acuerdo de otra reunión');
    const message =
      'Solo se pueden trasladar los acuerdos pendientes de la reunión anterior con los mismos participantes.';
    for (const id of [done.public_id, pending.public_id, '0190a7c2-3d4e-7f00-8000-000000000000']) {
      const res = await carry(lead, second.public_id, id);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.ticket_id[0]).toBe(message);
    }
    const missing = await carry(lead, second.public_id, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.ticket_id[0]).toBe('Seleccione el acuerdo.');
  });
});
