import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TMaintenanceType } from '@gestora/contract/vehicles/maintenance-types.schema';
import { ZMaintenanceRecord } from '@gestora/contract/vehicles/maintenance-records.schema';
import { spanishDate } from '../../lib/dates.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { storedFiles } from '../files/files.table.ts';
import { askFor, person, readRequest, review, type Person } from './maintenance-requests.test-utils.ts';
import {
  addDays,
  dueOf,
  formWithFiles,
  recordMaintenance,
  RECORDS_ADMIN_PERMISSIONS,
  submitRecord,
  TINY_PDF,
  vehicleDetail,
} from './maintenance-records.test-utils.ts';
import { maintenanceRecords } from './maintenance.table.ts';
import { createMaintenanceType, createVehicle, FLEET_ADMIN_PERMISSIONS } from './vehicles.test-utils.ts';

let h: Harness;
let admin: TestClient;
let mechanic: TestClient;
let viewer: TestClient;
let outsider: TestClient;
let oil: TMaintenanceType;
let today: string;

beforeAll(async () => {
  h = await build();
  today = h.app.ctx.today();
  admin = await h.as((await h.makeUser([...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS])).email);
  mechanic = await h.as((await h.makeUser(['Mantenimiento de vehículos', 'Registrar mantenimientos'])).email);
  viewer = await h.as((await h.makeUser(['Mantenimiento de vehículos'])).email);
  outsider = await h.as((await h.makeUser([])).email);
  // Every 5 000 km or 180 days, whichever comes first.
  oil = await createMaintenanceType(h, admin, { name: 'Cambio de aceite', interval_km: 5000, interval_days: 180 });
});
afterAll(() => h.close());

/** A Toyota Hilux registered today at 45 000 km. */
const vehicle = (overrides = {}) => createVehicle(h, admin, { odometer: 45000, ...overrides });
const recordsCount = async () => (await h.app.db.select({ n: count() }).from(maintenanceRecords))[0].n;

describe('recording maintenance', () => {
  it('moves the vehicle odometer and what is due next: date + interval_days, odometer + interval_km', async () => {
    const v = await vehicle();
    const r = await recordMaintenance(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: today,
      odometer: 45500,
      cost: 180.5,
      workshop: 'Lubricentro Sur',
    });
    expect(r).toMatchObject({
      vehicle: { public_id: v.public_id, plate: v.plate },
      type: { public_id: oil.public_id, name: 'Cambio de aceite' },
      request_id: null,
      performed_on: today,
      odometer: 45500,
      cost: 180.5,
      workshop: 'Lubricentro Sur',
      invoices: [],
      can: { update: true, delete: false },
    });
    const detail = await vehicleDetail(admin, v.public_id);
    expect(detail.odometer).toBe(45500);
    expect(detail.due.find((d) => d.type.public_id === oil.public_id)).toMatchObject({
      last_done_on: today,
      last_done_km: 45500,
      next_due_on: addDays(today, 180),
      next_due_km: 50500,
      days_left: 180,
      km_left: 5000,
      state: 'Al día',
    });
    // The vehicle's status is not the record's to change.
    expect(detail.status).toBe('Disponible');
    expect(
      (await h.app.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.publicId, r.public_id)))[0].cost,
    ).toBe('180.50');
  });

  it('is due at whichever comes first: the date near with the km far, the km passed with the date far', async () => {
    const byDate = await vehicle();
    await recordMaintenance(mechanic, {
      vehicle_id: byDate.public_id,
      type_id: oil.public_id,
      performed_on: addDays(today, -176),
      odometer: 44000,
    });
    expect(await dueOf(admin, byDate.public_id, 'Cambio de aceite')).toMatchObject({
      days_left: 4,
      km_left: 4000,
      state: 'Próximo',
    });
    const byKm = await vehicle({ odometer: 50200 });
    await recordMaintenance(mechanic, {
      vehicle_id: byKm.public_id,
      type_id: oil.public_id,
      performed_on: addDays(today, -10),
      odometer: 45000,
    });
    expect(await dueOf(admin, byKm.public_id, 'Cambio de aceite')).toMatchObject({
      days_left: 170,
      km_left: -200,
      state: 'Vencido',
    });
  });

  it('refuses a future date, a vehicle or type it may not use and an odometer below the history, in Spanish', async () => {
    const v = await vehicle();
    const before = await recordsCount();
    const future = await submitRecord(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: addDays(today, 1),
      odometer: 45100,
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ performed_on: ['La fecha no puede ser futura.'] });

    const lower = await submitRecord(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: today,
      odometer: 44000,
    });
    expect(lower.statusCode).toBe(422);
    const message = `El kilometraje no puede ser menor que la última lectura registrada (45,000 km el ${spanishDate(today)}).`;
    expect(lower.json()).toEqual({ message, errors: { odometer: [message] } });

    const inactive = await vehicle({ active: false });
    const corrective = await createMaintenanceType(h, admin, {
      name: 'Tipo retirado',
      interval_km: null,
      interval_days: null,
      active: false,
    });
    const both = await submitRecord(mechanic, {
      vehicle_id: inactive.public_id,
      type_id: corrective.public_id,
      performed_on: today,
      odometer: 45000,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({
      vehicle_id: ['El vehículo seleccionado está inactivo.'],
      type_id: ['El tipo de mantenimiento seleccionado no existe o está inactivo.'],
    });
    const unknown = await submitRecord(mechanic, {
      vehicle_id: '0190a0b0-0000-7000-8000-000000000000',
      type_id: oil.public_id,
      performed_on: today,
      odometer: 1,
    });
    expect(unknown.json().errors).toEqual({ vehicle_id: ['El vehículo seleccionado no existe.'] });
    const badCost = await submitRecord(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: today,
      odometer: 45100,
      cost: 10.555,
    });
    expect(badCost.json().errors).toEqual({ cost: ['El costo admite como máximo dos decimales.'] });
    const empty = await mechanic.inject({
      method: 'POST',
      url: '/api/maintenance_records',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['vehicle_id', 'type_id', 'performed_on', 'odometer']);
    expect(await recordsCount()).toBe(before);
    expect((await vehicleDetail(admin, v.public_id)).odometer).toBe(45000);
  });

  it('writes again on an edit: its own reading replaced, the due moved, the old vehicle given back its own', async () => {
    const v = await vehicle();
    const other = await vehicle({ odometer: 30000 });
    const r = await recordMaintenance(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: today,
      odometer: 46000,
    });
    // Lower than its own reading: allowed, as that reading is the one replaced.
    const edit = await mechanic.inject({
      method: 'PUT',
      url: `/api/maintenance_records/${r.public_id}`,
      payload: { vehicle_id: v.public_id, type_id: oil.public_id, performed_on: today, odometer: 45800, cost: 99 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ odometer: 45800, cost: 99 });
    expect((await vehicleDetail(admin, v.public_id)).odometer).toBe(45800);
    expect(await dueOf(admin, v.public_id, 'Cambio de aceite')).toMatchObject({ next_due_km: 50800 });

    const moved = await mechanic.inject({
      method: 'PUT',
      url: `/api/maintenance_records/${r.public_id}`,
      payload: { vehicle_id: other.public_id, type_id: oil.public_id, performed_on: today, odometer: 30500 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await vehicleDetail(admin, v.public_id)).odometer).toBe(45000);
    expect(await dueOf(admin, v.public_id, 'Cambio de aceite')).toMatchObject({
      last_done_on: null,
      next_due_km: 50000,
    });
    expect(await dueOf(admin, other.public_id, 'Cambio de aceite')).toMatchObject({ next_due_km: 35500 });
  });

  it('deletes the record with its reading, and what is due comes back from the record before it', async () => {
    const v = await vehicle();
    const first = addDays(today, -20);
    await recordMaintenance(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: first,
      odometer: 44000,
    });
    const last = await recordMaintenance(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: today,
      odometer: 45600,
    });
    expect(await dueOf(admin, v.public_id, 'Cambio de aceite')).toMatchObject({ next_due_km: 50600 });
    const url = `/api/maintenance_records/${last.public_id}`;
    expect((await mechanic.inject({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await vehicleDetail(admin, v.public_id)).odometer).toBe(45000);
    expect(await dueOf(admin, v.public_id, 'Cambio de aceite')).toMatchObject({
      last_done_on: first,
      next_due_on: addDays(first, 180),
      next_due_km: 49000,
    });
  });
});

describe('invoices', () => {
  it('takes a PDF with the record in one multipart request, lets readers download it and deletes it with it', async () => {
    const v = await vehicle();
    const res = await mechanic.inject({
      method: 'POST',
      url: '/api/maintenance_records',
      ...formWithFiles(
        {
          vehicle_id: v.public_id,
          type_id: oil.public_id,
          performed_on: today,
          odometer: 45200,
          cost: '75.30',
          workshop: '',
        },
        'invoices',
        [{ name: 'factura F001-23.pdf', type: 'application/pdf', data: TINY_PDF }],
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = ZMaintenanceRecord.parse(res.json());
    expect(r).toMatchObject({ odometer: 45200, cost: 75.3, workshop: null });
    expect(r.invoices.map((f) => [f.name, f.mime])).toEqual([['factura F001-23.pdf', 'application/pdf']]);
    const download = await viewer.inject({ method: 'GET', url: `/api/files/${r.invoices[0].public_id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await outsider.inject({ method: 'GET', url: `/api/files/${r.invoices[0].public_id}` })).statusCode).toBe(
      404,
    );

    // More later, then one removed.
    const more = await mechanic.inject({
      method: 'POST',
      url: `/api/maintenance_records/${r.public_id}/invoices`,
      ...multipart('invoices', [{ name: 'boleta.pdf', type: 'application/pdf', data: TINY_PDF }]),
    });
    expect(more.statusCode).toBe(201);
    expect(more.json().invoices).toHaveLength(2);
    const gone = await mechanic.inject({
      method: 'DELETE',
      url: `/api/maintenance_records/${r.public_id}/invoices/${r.invoices[0].public_id}`,
    });
    expect(gone.statusCode).toBe(200);
    const left = (await viewer.inject({ method: 'GET', url: `/api/maintenance_records/${r.public_id}` })).json();
    expect(left.invoices.map((f: { name: string }) => f.name)).toEqual(['boleta.pdf']);
    expect((await admin.inject({ method: 'DELETE', url: `/api/maintenance_records/${r.public_id}` })).statusCode).toBe(
      200,
    );
    const fileId = left.invoices[0].public_id as string;
    expect(await h.app.db.select().from(storedFiles).where(eq(storedFiles.publicId, fileId))).toEqual([]);
  });

  it('refuses a file that only says it is a PDF, or any other kind, and keeps nothing of the record', async () => {
    const v = await vehicle();
    const before = await recordsCount();
    const fields = { vehicle_id: v.public_id, type_id: oil.public_id, performed_on: today, odometer: 45200 };
    for (const file of [
      { name: 'factura.pdf', type: 'application/pdf', data: Buffer.from('no soy un PDF') },
      { name: 'notas.txt', type: 'text/plain', data: Buffer.from('texto') },
    ]) {
      const res = await mechanic.inject({
        method: 'POST',
        url: '/api/maintenance_records',
        ...formWithFiles(fields, 'invoices', [file]),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        invoices: [`El archivo «${file.name}» no es válido: se aceptan PDF e imágenes (JPG, PNG, WEBP, GIF).`],
      });
    }
    const badField = await mechanic.inject({
      method: 'POST',
      url: '/api/maintenance_records',
      ...formWithFiles({ ...fields, odometer: 'mucho' }, 'invoices', []),
    });
    expect(badField.statusCode).toBe(422);
    expect(badField.json().errors).toEqual({ odometer: ['El kilometraje no es válido.'] });
    expect(await recordsCount()).toBe(before);
  });
});

describe('rights', () => {
  it('answers 403 to whoever lacks the permission', async () => {
    const v = await vehicle();
    const body = { vehicle_id: v.public_id, type_id: oil.public_id, performed_on: today, odometer: 45100 };
    expect((await submitRecord(viewer, body)).statusCode).toBe(403);
    expect((await outsider.inject({ method: 'GET', url: '/api/maintenance_records' })).statusCode).toBe(403);
    const r = await recordMaintenance(mechanic, body);
    expect((await outsider.inject({ method: 'GET', url: `/api/maintenance_records/${r.public_id}` })).statusCode).toBe(
      403,
    );
    expect(
      (await viewer.inject({ method: 'PUT', url: `/api/maintenance_records/${r.public_id}`, payload: body }))
        .statusCode,
    ).toBe(403);
    expect((await viewer.inject({ method: 'GET', url: `/api/maintenance_records/${r.public_id}` })).json().can).toEqual(
      { update: false, delete: false },
    );
  });
});

describe('from a request', () => {
  let driver: Person;
  let reviewer: Person;
  beforeAll(async () => {
    driver = await person(h, ['Solicitudes de mantenimiento de vehículos']);
    reviewer = await person(h, ['Revisar solicitudes de mantenimiento']);
  });

  it('refuses one not approved with 409 and writes nothing', async () => {
    const v = await vehicle({ driver_id: driver.user.publicId });
    const asked = await askFor(driver.client, v.public_id);
    const before = await recordsCount();
    const res = await submitRecord(mechanic, {
      vehicle_id: v.public_id,
      type_id: oil.public_id,
      performed_on: today,
      odometer: 45300,
      request_id: asked.public_id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Solo una solicitud aprobada puede atenderse.');
    expect(await recordsCount()).toBe(before);
    expect((await vehicleDetail(admin, v.public_id)).odometer).toBe(45000);
  });

  it('attends an approved one: it becomes Atendida, once, and only for its own vehicle', async () => {
    const v = await vehicle({ driver_id: driver.user.publicId });
    const other = await vehicle();
    const asked = await askFor(driver.client, v.public_id);
    expect((await review(reviewer.client, asked.public_id, { decision: 'Aprobada' })).statusCode).toBe(200);
    const body = { type_id: oil.public_id, performed_on: today, odometer: 45300, request_id: asked.public_id };

    const wrong = await submitRecord(mechanic, { ...body, vehicle_id: other.public_id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ vehicle_id: ['El vehículo debe ser el de la solicitud que se atiende.'] });

    const r = await recordMaintenance(mechanic, { ...body, vehicle_id: v.public_id });
    expect(r.request_id).toBe(asked.public_id);
    expect((await readRequest(mechanic, asked.public_id)).json()).toMatchObject({
      status: 'Atendida',
      record_id: r.public_id,
    });
    const again = await submitRecord(mechanic, { ...body, vehicle_id: v.public_id });
    expect(again.statusCode).toBe(409);

    // Deleting the record leaves the request attended.
    expect((await admin.inject({ method: 'DELETE', url: `/api/maintenance_records/${r.public_id}` })).statusCode).toBe(
      200,
    );
    expect((await readRequest(mechanic, asked.public_id)).json().status).toBe('Atendida');
  });
});
