import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZMaintenanceRequest, type TMaintenanceRequest } from '@gestora/contract/vehicles/maintenance-requests.schema';
import type { TVehicle } from '@gestora/contract/vehicles/vehicles.schema';
import { build, type Harness } from '../../test/harness.ts';
import { multipartFile, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';
import { storedFiles } from '../files/files.table.ts';
import { maintenanceRequestFileOwner } from './maintenance-request-photos.service.ts';
import {
  ASKER_PERMISSIONS,
  askFor,
  fleetAdmin,
  MECHANIC_PERMISSIONS,
  multipartForm,
  person,
  readRequest,
  review,
  REVIEWER_PERMISSIONS,
  submitRequest,
  vehicleDrivenBy,
  type Person,
} from './maintenance-requests.test-utils.ts';
import { maintenanceRequests, vehicleOdometerReadings } from './maintenance.table.ts';
import { createMaintenanceType } from './vehicles.test-utils.ts';

/*
 * The requests' API through HTTP: the picker rule (a requester asks only for a vehicle they may see), the one
 * way through the states (Pendiente → Aprobada | Rechazada, Aprobada → Atendida by a record), who may do what
 * (404 outside one's scope, 403 for another's request, 409 once reviewed), the odometer reading and the photos.
 */

let h: Harness;
let admin: Person;
let ana: Person; // drives `hilux`
let beto: Person; // drives nothing
let rita: Person; // reviewer
let mario: Person; // maintenance staff
let nobody: Person; // no vehicle permission at all
let hilux: TVehicle;
let corolla: TVehicle; // nobody's: only the fleet-wide see it
let retired: TVehicle; // driven by Ana, deactivated
let oilChange: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  h = await build();
  admin = await fleetAdmin(h);
  [ana, beto, rita, mario, nobody] = await Promise.all([
    person(h, ASKER_PERMISSIONS),
    person(h, ASKER_PERMISSIONS),
    person(h, REVIEWER_PERMISSIONS),
    person(h, MECHANIC_PERMISSIONS),
    person(h, []),
  ]);
  hilux = await vehicleDrivenBy(h, admin, ana);
  corolla = await vehicleDrivenBy(h, admin, null, { brand: 'Toyota', model: 'Corolla', type: 'Automóvil' });
  retired = await vehicleDrivenBy(h, admin, ana, { active: false });
  oilChange = (await createMaintenanceType(h, admin.client)).public_id;
});
afterAll(() => h.close());

const put = (p: Person, id: string, payload: object) =>
  p.client.inject({ method: 'PUT', url: `/api/maintenance_requests/${id}`, payload });
const del = (p: Person, id: string) => p.client.inject({ method: 'DELETE', url: `/api/maintenance_requests/${id}` });
const fieldOf = (res: { json(): { errors?: Record<string, string[]> } }, field: string) =>
  res.json().errors?.[field]?.[0];

describe('asking for maintenance', () => {
  it('creates a Pendiente request of a vehicle the requester drives, with its reading of today', async () => {
    const r = await askFor(ana.client, hilux.public_id, { odometer: 45_300, type_id: oilChange });
    expect(r).toMatchObject({
      vehicle: { public_id: hilux.public_id, plate: hilux.plate, brand: 'Toyota', model: 'Hilux' },
      type: { public_id: oilChange },
      requested_by: { public_id: ana.user.publicId },
      odometer: 45_300,
      priority: 'Alta',
      status: 'Pendiente',
      reviewer: null,
      record_id: null,
      photos: [],
      can: { update: true, delete: true, review: false, attend: false },
    });
    const readings = await h.app.db
      .select({ source: vehicleOdometerReadings.source, odometer: vehicleOdometerReadings.odometer })
      .from(vehicleOdometerReadings)
      .where(eq(vehicleOdometerReadings.requestId, (await requestRow(r.public_id)).id));
    expect(readings).toEqual([{ source: 'Solicitud', odometer: 45_300 }]);
  });

  it('refuses a vehicle the requester neither drives nor answers for, an inactive one and an unknown one (422)', async () => {
    for (const [who, vehicle, message] of [
      [beto, hilux.public_id, 'Seleccione un vehículo válido.'],
      [ana, corolla.public_id, 'Seleccione un vehículo válido.'],
      [ana, '0190a3a5-0000-7000-8000-000000000000', 'Seleccione un vehículo válido.'],
      [ana, retired.public_id, 'El vehículo está dado de baja: seleccione otro.'],
    ] as const) {
      const res = await submitRequest(who.client, { vehicle_id: vehicle, description: 'Revisar luces' });
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldOf(res, 'vehicle_id')).toBe(message);
    }
  });

  it('lets a reviewer who also asks pick any vehicle of the fleet', async () => {
    const r = await askFor(rita.client, corolla.public_id);
    expect(r.vehicle.public_id).toBe(corolla.public_id);
  });

  it('refuses bad input in Spanish: description, priority, odometer and type', async () => {
    const cases: [object, string, string][] = [
      [{ description: 'x' }, 'description', 'La descripción debe tener al menos 5 caracteres.'],
      [{ priority: 'Crítica' }, 'priority', 'Seleccione una prioridad válida.'],
      [{ odometer: -1 }, 'odometer', 'El kilometraje no puede ser negativo.'],
      [{ odometer: 44_000 }, 'odometer', 'El kilometraje no puede ser menor que la última lectura registrada'],
      [{ type_id: '0190a3a5-0000-7000-8000-000000000000' }, 'type_id', 'Seleccione un tipo de mantenimiento válido.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await submitRequest(ana.client, {
        vehicle_id: hilux.public_id,
        description: 'Cambio de frenos',
        ...fields,
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(fieldOf(res, field)).toContain(message);
    }
  });

  it('takes a multipart form with photos; a file that is not an image is refused and nothing is kept', async () => {
    const before = (await h.app.db.select().from(storedFiles)).length;
    const form = (file: { name: string; type: string; data: Buffer }) =>
      multipartForm(
        // An empty field is one the form left blank: no type.
        { vehicle_id: hilux.public_id, description: 'Llanta baja delantera', type_id: '' },
        [{ field: 'photos', ...file }],
      );
    const refused = await ana.client.inject({
      method: 'POST',
      url: '/api/maintenance_requests',
      ...form({ name: 'factura.pdf', type: 'application/pdf', data: PDF }),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(fieldOf(refused, 'photos')).toBe('La foto «factura.pdf» no es una imagen: se aceptan JPG, PNG, WEBP y GIF.');
    expect((await h.app.db.select().from(storedFiles)).length).toBe(before);

    const res = await ana.client.inject({
      method: 'POST',
      url: '/api/maintenance_requests',
      ...form({ name: 'llanta.png', type: 'image/png', data: ONE_PIXEL_PNG }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = ZMaintenanceRequest.parse(res.json());
    expect(r.description).toBe('Llanta baja delantera');
    expect(r.type).toBeNull();
    expect(r.photos.map((p) => [p.name, p.mime])).toEqual([['llanta.png', 'image/png']]);
  });
});

describe('the life of a request', () => {
  it('is approved once, then attended once by a maintenance record', async () => {
    const r = await askFor(ana.client, hilux.public_id, { type_id: oilChange });
    const ok = await review(rita.client, r.public_id, { decision: 'Aprobada', note: 'Llevar al taller el lunes' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'Aprobada',
      reviewer: { public_id: rita.user.publicId },
      review_note: 'Llevar al taller el lunes',
      can: { review: false, attend: false, update: false },
    });
    expect(ok.json().reviewed_at).toEqual(expect.any(String));
    expect((await readRequest(mario.client, r.public_id)).json().can.attend).toBe(true);

    const again = await review(rita.client, r.public_id, { decision: 'Aprobada' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La solicitud ya fue revisada.');
    expect((await review(rita.client, r.public_id, { decision: 'Rechazada', note: 'No' })).statusCode).toBe(409);

    const record = await mario.client.inject({
      method: 'POST',
      url: '/api/maintenance_records',
      payload: {
        vehicle_id: hilux.public_id,
        type_id: oilChange,
        request_id: r.public_id,
        performed_on: h.app.ctx.today(),
        odometer: 46_000,
        cost: 180.5,
      },
    });
    expect(record.statusCode, record.body).toBe(201);
    const attended = (await readRequest(ana.client, r.public_id)).json();
    expect(attended).toMatchObject({ status: 'Atendida', record_id: record.json().public_id });
    expect(attended.can).toEqual({ update: false, review: false, attend: false, delete: false });

    const twice = await mario.client.inject({
      method: 'POST',
      url: '/api/maintenance_records',
      payload: {
        vehicle_id: hilux.public_id,
        type_id: oilChange,
        request_id: r.public_id,
        performed_on: h.app.ctx.today(),
        odometer: 46_100,
      },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Solo una solicitud aprobada puede atenderse.');
    const reviewAttended = await review(rita.client, r.public_id, { decision: 'Aprobada' });
    expect(reviewAttended.statusCode).toBe(409);
    expect(reviewAttended.json().message).toBe('La solicitud ya fue atendida.');
  });

  it('is rejected only with a note (422), then stays as it is', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    const bare = await review(rita.client, r.public_id, { decision: 'Rechazada' });
    expect(bare.statusCode).toBe(422);
    expect(fieldOf(bare, 'note')).toBe('Indique el motivo del rechazo.');
    const bad = await review(rita.client, r.public_id, { decision: 'Atendida' as never });
    expect(bad.statusCode).toBe(422);
    const no = await review(rita.client, r.public_id, { decision: 'Rechazada', note: 'Ya se cambió el mes pasado' });
    expect(no.json()).toMatchObject({ status: 'Rechazada', review_note: 'Ya se cambió el mes pasado' });
    expect((await review(rita.client, r.public_id, { decision: 'Aprobada' })).statusCode).toBe(409);
  });

  it('is edited and deleted by its requester while Pendiente, never after (409)', async () => {
    const r = await askFor(ana.client, hilux.public_id, { odometer: 46_200 });
    const edited = await put(ana, r.public_id, {
      vehicle_id: hilux.public_id,
      description: 'Ruido y vibración',
      odometer: 46_250,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ description: 'Ruido y vibración', odometer: 46_250, priority: 'Media' });
    const rows = await h.app.db
      .select({ odometer: vehicleOdometerReadings.odometer })
      .from(vehicleOdometerReadings)
      .where(eq(vehicleOdometerReadings.requestId, (await requestRow(r.public_id)).id));
    expect(rows).toEqual([{ odometer: 46_250 }]);
    const lower = await put(ana, r.public_id, { vehicle_id: hilux.public_id, description: 'Ruido', odometer: 1_000 });
    expect(lower.statusCode).toBe(422);
    expect(fieldOf(lower, 'odometer')).toContain('no puede ser menor que la última lectura');
    const notHers = await put(ana, r.public_id, { vehicle_id: corolla.public_id, description: 'Ruido y vibración' });
    expect(fieldOf(notHers, 'vehicle_id')).toBe('Seleccione un vehículo válido.');

    await review(rita.client, r.public_id, { decision: 'Aprobada' });
    const late = await put(ana, r.public_id, { vehicle_id: hilux.public_id, description: 'Otra cosa distinta' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Solo una solicitud pendiente puede editarse.');
    const lateDelete = await del(ana, r.public_id);
    expect(lateDelete.statusCode).toBe(409);
    expect(lateDelete.json().message).toBe('Solo una solicitud pendiente puede eliminarse.');

    const gone = await askFor(ana.client, hilux.public_id, { odometer: 46_400 });
    expect((await del(ana, gone.public_id)).statusCode).toBe(200);
    expect((await readRequest(ana.client, gone.public_id)).statusCode).toBe(404);
    const left = await h.app.db
      .select()
      .from(vehicleOdometerReadings)
      .where(eq(vehicleOdometerReadings.odometer, 46_400));
    expect(left).toEqual([]);
  });

  it('is not another user’s to edit or delete: 403 when they see it, 404 when they do not', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    const body = { vehicle_id: hilux.public_id, description: 'Cambiado por otro' };
    expect((await put(rita, r.public_id, body)).statusCode).toBe(403);
    expect((await del(rita, r.public_id)).statusCode).toBe(403);
    expect((await put(beto, r.public_id, body)).statusCode).toBe(404);
    expect((await del(beto, r.public_id)).statusCode).toBe(404);
    expect((await readRequest(ana.client, r.public_id)).json().description).toBe('Ruido al frenar en bajada');
  });
});

describe('who sees a request', () => {
  it('its requester and the fleet-wide roles; another requester gets 404', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    expect((await readRequest(ana.client, r.public_id)).statusCode).toBe(200);
    expect((await readRequest(rita.client, r.public_id)).json().can).toEqual({
      update: false,
      review: true,
      attend: false,
      delete: false,
    });
    expect((await readRequest(mario.client, r.public_id)).statusCode).toBe(200);
    const other = await readRequest(beto.client, r.public_id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('La solicitud de mantenimiento no existe.');
  });

  it('answers 403 on every route to a user without its permission', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    const id = r.public_id;
    const calls = [
      { method: 'GET', url: '/api/maintenance_requests' },
      { method: 'GET', url: `/api/maintenance_requests/${id}` },
      {
        method: 'POST',
        url: '/api/maintenance_requests',
        payload: { vehicle_id: hilux.public_id, description: 'Revisar' },
      },
      {
        method: 'PUT',
        url: `/api/maintenance_requests/${id}`,
        payload: { vehicle_id: hilux.public_id, description: 'Revisar' },
      },
      { method: 'DELETE', url: `/api/maintenance_requests/${id}` },
      {
        method: 'POST',
        url: `/api/maintenance_requests/${id}/photos`,
        ...multipartFile('photos', 'a.png', 'image/png', ONE_PIXEL_PNG),
      },
      { method: 'DELETE', url: `/api/maintenance_requests/${id}/photos/${id}` },
    ] as const;
    for (const call of calls)
      expect((await nobody.client.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    // Asking is not reviewing; reviewing (or attending) without asking is not asking.
    expect((await review(ana.client, id, { decision: 'Aprobada' })).statusCode).toBe(403);
    expect((await review(mario.client, id, { decision: 'Aprobada' })).statusCode).toBe(403);
    expect(
      (await submitRequest(mario.client, { vehicle_id: hilux.public_id, description: 'Revisar' })).statusCode,
    ).toBe(403);
  });
});

describe('photos of a request', () => {
  it('are added and removed by its requester while Pendiente, images only, and downloaded by who sees it', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    const upload = (p: Person, name: string, type: string, data: Buffer) =>
      p.client.inject({
        method: 'POST',
        url: `/api/maintenance_requests/${r.public_id}/photos`,
        ...multipartFile('photos', name, type, data),
      });
    const notImage = await upload(ana, 'manual.pdf', 'application/pdf', PDF);
    expect(notImage.statusCode).toBe(422);
    expect(fieldOf(notImage, 'photos')).toContain('no es una imagen');
    expect((await upload(ana, 'notas.txt', 'text/plain', Buffer.from('hola'))).statusCode).toBe(422);
    expect((await upload(rita, 'foto.png', 'image/png', ONE_PIXEL_PNG)).statusCode).toBe(403);

    const added = await upload(ana, 'freno.png', 'image/png', ONE_PIXEL_PNG);
    expect(added.statusCode, added.body).toBe(201);
    const photo = (added.json() as TMaintenanceRequest).photos[0];
    expect(photo).toMatchObject({ name: 'freno.png', mime: 'image/png' });

    const [file] = await h.app.db.select().from(storedFiles).where(eq(storedFiles.publicId, photo.public_id));
    const actorOf = (p: Person) => ({
      userId: p.user.id,
      userPublicId: p.user.publicId,
      permissions: new Set(
        p === ana || p === beto ? ASKER_PERMISSIONS : p === rita ? REVIEWER_PERMISSIONS : MECHANIC_PERMISSIONS,
      ),
      ip: null,
    });
    expect(await maintenanceRequestFileOwner(h.app.db, file.id, actorOf(ana))).toBe(true);
    expect(await maintenanceRequestFileOwner(h.app.db, file.id, actorOf(rita))).toBe(true);
    expect(await maintenanceRequestFileOwner(h.app.db, file.id, actorOf(beto))).toBe(false);

    const removeAs = (p: Person) =>
      p.client.inject({ method: 'DELETE', url: `/api/maintenance_requests/${r.public_id}/photos/${photo.public_id}` });
    expect((await removeAs(rita)).statusCode).toBe(403);
    await review(rita.client, r.public_id, { decision: 'Aprobada' });
    expect((await removeAs(ana)).statusCode).toBe(409);
    expect((await upload(ana, 'otra.png', 'image/png', ONE_PIXEL_PNG)).statusCode).toBe(409);
    expect((await readRequest(ana.client, r.public_id)).json().photos).toHaveLength(1);
  });

  it('are removed with the request', async () => {
    const r = await askFor(ana.client, hilux.public_id);
    const added = await ana.client.inject({
      method: 'POST',
      url: `/api/maintenance_requests/${r.public_id}/photos`,
      ...multipartFile('photos', 'golpe.png', 'image/png', ONE_PIXEL_PNG),
    });
    const photoId = added.json().photos[0].public_id as string;
    const removed = await ana.client.inject({
      method: 'DELETE',
      url: `/api/maintenance_requests/${r.public_id}/photos/${photoId}`,
    });
    expect(removed.statusCode).toBe(200);
    const again = await ana.client.inject({
      method: 'POST',
      url: `/api/maintenance_requests/${r.public_id}/photos`,
      ...multipartFile('photos', 'golpe2.png', 'image/png', ONE_PIXEL_PNG),
    });
    const keptId = again.json().photos[0].public_id as string;
    expect((await del(ana, r.public_id)).statusCode).toBe(200);
    expect(await h.app.db.select().from(storedFiles).where(eq(storedFiles.publicId, keptId))).toEqual([]);
  });
});

async function requestRow(publicId: string) {
  const [row] = await h.app.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.publicId, publicId));
  return row;
}
