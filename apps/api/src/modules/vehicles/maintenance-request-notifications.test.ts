import { beforeAll, describe, expect, it } from 'vitest';
import { ZAllNotificationsResponse } from '@gestora/contract/notifications/notifications.schema';
import type { TVehicle } from '@gestora/contract/vehicles/vehicles.schema';
import { build, type Harness } from '../../test/harness.ts';
import { liveServerForFile, next, record } from '../notifications/socket-client.test-utils.ts';
import {
  ASKER_PERMISSIONS,
  askFor,
  fleetAdmin,
  MECHANIC_PERMISSIONS,
  person,
  review,
  REVIEWER_PERMISSIONS,
  vehicleDrivenBy,
  type Person,
} from './maintenance-requests.test-utils.ts';
import { createMaintenanceType } from './vehicles.test-utils.ts';

/*
 * What a request tells whom, through the one notification service: the reviewers of a new request, its requester
 * of the review (approved, or rejected with the reason) and of its attention by a maintenance record; each lands
 * in the bell (GET /api/all_notifications) and in real time, linking to the request's page.
 */

let h: Harness;
const live = liveServerForFile(async () => (h = await build()));
let ana: Person;
let rita: Person;
let raul: Person; // a second reviewer
let mario: Person;
let hilux: TVehicle;
let oilChange: string;

beforeAll(async () => {
  const admin = await fleetAdmin(h);
  ana = await person(h, ASKER_PERMISSIONS);
  rita = await person(h, REVIEWER_PERMISSIONS);
  raul = await person(h, ['Revisar solicitudes de mantenimiento']);
  mario = await person(h, MECHANIC_PERMISSIONS);
  hilux = await vehicleDrivenBy(h, admin, ana, { plate: 'ABC-123' });
  oilChange = (await createMaintenanceType(h, admin.client)).public_id;
});

/** The caller's bell, newest first. */
async function bell(p: Person) {
  const res = await p.client.inject({ method: 'GET', url: '/api/all_notifications' });
  expect(res.statusCode, res.body).toBe(200);
  return ZAllNotificationsResponse.parse(res.json()).all_notifications.data;
}
const linkOf = (id: string) => `/maintenance_request/edit/${id}`;

describe('maintenance request notifications', () => {
  it('tell the reviewers of a new request, not its requester', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    for (const reviewer of [rita, raul])
      expect((await bell(reviewer))[0]).toMatchObject({
        message: 'Nueva solicitud: mantenimiento de ABC-123.',
        type: 'MaintenanceRequest',
        link: linkOf(r.public_id),
        creator: { public_id: ana.user.publicId },
      });
    expect(await bell(ana)).toEqual([]);
    // A reviewer's own request tells the other reviewers only.
    await askFor(rita.client, hilux.public_id);
    expect((await bell(rita))[0].link).toBe(linkOf(r.public_id));
  });

  it('tell the requester of the approval, in the bell and in real time', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    const socket = await live.open({ token: ana.client.token });
    const arrived = next(socket, 'NotificationChanel');
    expect((await review(rita.client, r.public_id, { decision: 'Aprobada' })).statusCode).toBe(200);
    expect((await arrived).notification).toMatchObject({
      message: 'Solicitud aprobada: mantenimiento de ABC-123.',
      link: linkOf(r.public_id),
    });
    expect((await bell(ana))[0]).toMatchObject({
      title: 'Solicitud de mantenimiento de ABC-123',
      message: 'Solicitud aprobada: mantenimiento de ABC-123.',
      type: 'MaintenanceRequest',
      link: linkOf(r.public_id),
      creator: { public_id: rita.user.publicId },
      status: '1',
    });
  });

  it('tell the requester of a rejection with its reason, and nothing of a refused review', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    await review(rita.client, r.public_id, { decision: 'Rechazada', note: 'Se atendió la semana pasada' });
    expect((await bell(ana))[0].message).toBe(
      'Solicitud rechazada: mantenimiento de ABC-123. Motivo: Se atendió la semana pasada',
    );
    const socket = await live.open({ token: ana.client.token });
    const heard = record(socket, 'NotificationChanel');
    expect((await review(raul.client, r.public_id, { decision: 'Aprobada' })).statusCode).toBe(409);
    // A later notice to the same requester is the barrier: once it has arrived, one the refused review had sent
    // would have arrived before it (a fixed pause read nothing under load, and the rejection's own event could
    // land after the socket opened).
    const later = await askFor(ana.client, hilux.public_id);
    await review(rita.client, later.public_id, { decision: 'Rechazada', note: 'Barrera' });
    const links = () => heard.map((e) => e.notification.link);
    await expect.poll(links, { timeout: 5000 }).toContain(linkOf(later.public_id));
    expect(heard.filter((e) => e.notification.message.startsWith('Solicitud aprobada'))).toEqual([]);
  });

  it('tell the requester when a maintenance record attends the request', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    await review(rita.client, r.public_id, { decision: 'Aprobada' });
    const res = await mario.client.inject({
      method: 'POST',
      url: '/api/maintenance_records',
      payload: {
        vehicle_id: hilux.public_id,
        type_id: oilChange,
        request_id: r.public_id,
        performed_on: h.app.ctx.today(),
        odometer: 47_000,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await bell(ana))[0]).toMatchObject({
      message: 'Solicitud atendida: mantenimiento de ABC-123.',
      link: linkOf(r.public_id),
      creator: { public_id: mario.user.publicId },
    });
  });
});
