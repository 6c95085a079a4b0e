import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVehicleDetail, ZVehicleOptions } from '@gestora/contract/vehicles/vehicles.schema';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { users } from '../users/users.table.ts';
import { maintenanceRequests } from './maintenance.table.ts';
import {
  FLEET_ADMIN_PERMISSIONS,
  createVehicle,
  insertRequest,
  submitVehicle,
  vehiclePayload,
} from './vehicles.test-utils.ts';

let h: Harness;
let admin: TestClient;
let reader: TestClient;
let driverUser: TestUser;
let inactiveUser: TestUser;
let area: DepartmentRow;
let closedArea: DepartmentRow;
let today: string;

const UNKNOWN = '01900000-0000-7000-8000-000000000000';
const PLATE_TAKEN = 'Ya existe un vehículo con esa placa.';

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(FLEET_ADMIN_PERMISSIONS)).email);
  reader = await h.as((await h.makeUser(['Módulo de vehículos'])).email);
  driverUser = await h.makeUser(['Solicitudes de mantenimiento de vehículos']);
  inactiveUser = await h.makeUser([], { active: false });
  area = await makeDepartment(h, { name: 'Logística' });
  closedArea = await makeDepartment(h, { name: 'Archivo', active: false });
  today = h.app.ctx.today();
});
afterAll(() => h.close());

const put = (c: TestClient, id: string, payload: object) =>
  c.inject({ method: 'PUT', url: `/api/vehicles/${id}`, payload });
const get = (c: TestClient, id: string) => c.inject({ method: 'GET', url: `/api/vehicles/${id}` });
const del = (c: TestClient, id: string) => c.inject({ method: 'DELETE', url: `/api/vehicles/${id}` });
const fieldErrors = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

describe('registering a vehicle', () => {
  it('keeps what was written, its first reading of today and its people', async () => {
    const v = await createVehicle(h, admin, {
      plate: 'xyz-987',
      colour: 'Blanco',
      vin: '8AJHA3FS0M1234567',
      driver_id: driverUser.publicId,
      department_id: area.publicId,
      insurance_expires_on: '2031-03-31',
      notes: 'Con barra antivuelco',
    });
    const detail = ZVehicleDetail.parse((await get(reader, v.public_id)).json());
    expect(detail).toMatchObject({
      plate: 'xyz-987',
      brand: 'Toyota',
      model: 'Hilux',
      type: 'Camioneta',
      odometer: 45000,
      status: 'Disponible',
      active: true,
      colour: 'Blanco',
      driver: { public_id: driverUser.publicId, last_name: driverUser.lastName },
      responsible: null,
      department: { public_id: area.publicId, name: 'Logística' },
      insurance_expires_on: '2031-03-31',
      inspection_expires_on: null,
      photo_url: null,
      next_due: null,
      due: [],
      can: { update: false, delete: false, request: false },
    });
    expect(detail.odometer_readings).toEqual([{ read_on: today, odometer: 45000, source: 'Registro' }]);
    expect(detail.costs).toMatchObject({ currency: 'PEN', total: 0, records: 0, km: 0, per_km: null });
    expect(detail.costs.per_month).toHaveLength(12);
    // The writer's answer is the detail, with the writer's rights.
    expect(v.can).toEqual({ update: true, delete: true, request: false });
  });

  it('compares plates by their key: another spelling of a plate is refused, a deleted vehicle frees it', async () => {
    const first = await createVehicle(h, admin, { plate: 'abc-123' });
    for (const plate of ['ABC 123', 'Abc123', 'ABC-123']) {
      const res = await submitVehicle(h, admin, vehiclePayload({ plate }));
      expect(res.statusCode, plate).toBe(422);
      expect(fieldErrors(res)).toEqual({ plate: [PLATE_TAKEN] });
    }
    const other = await createVehicle(h, admin, { plate: 'QWE-456' });
    const clash = await put(admin, other.public_id, vehiclePayload({ plate: 'abc 123' }));
    expect(clash.statusCode).toBe(422);
    expect(fieldErrors(clash)).toEqual({ plate: [PLATE_TAKEN] });
    // Its own plate written another way is no clash.
    expect((await put(admin, first.public_id, vehiclePayload({ plate: 'ABC 123' }))).statusCode).toBe(200);

    expect((await del(admin, first.public_id)).statusCode).toBe(200);
    expect((await get(reader, first.public_id)).statusCode).toBe(404);
    const again = await createVehicle(h, admin, { plate: 'ABC 123' });
    expect(again.plate).toBe('ABC 123');
  });

  it('refuses a driver, responsible or department that is unknown or inactive, on its field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ driver_id: UNKNOWN }, 'driver_id', 'El conductor seleccionado no existe o está inactivo.'],
      [{ driver_id: inactiveUser.publicId }, 'driver_id', 'El conductor seleccionado no existe o está inactivo.'],
      [{ responsible_id: UNKNOWN }, 'responsible_id', 'El responsable seleccionado no existe o está inactivo.'],
      [
        { department_id: closedArea.publicId },
        'department_id',
        'El departamento seleccionado no existe o está inactivo.',
      ],
      [{ department_id: UNKNOWN }, 'department_id', 'El departamento seleccionado no existe o está inactivo.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await submitVehicle(h, admin, vehiclePayload(fields));
      expect(res.statusCode, field).toBe(422);
      expect(fieldErrors(res), JSON.stringify(fields)).toEqual({ [field]: [message] });
    }
  });

  it('answers odd input with a Spanish 422 on its field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ year: 1800 }, 'year'],
      [{ year: 'dos mil' }, 'year'],
      [{ odometer: -5 }, 'odometer'],
      [{ odometer: 12.5 }, 'odometer'],
      [{ plate: 'AB#12' }, 'plate'],
      [{ plate: '<b>X</b>' }, 'plate'],
      [{ plate: '' }, 'plate'],
      [{ type: 'Avión' }, 'type'],
      [{ status: 'Robado' }, 'status'],
      [{ fuel: 'Carbón' }, 'fuel'],
      [{ vin: 'IOQ' }, 'vin'],
      [{ insurance_expires_on: '2025-13-45' }, 'insurance_expires_on'],
      [{ driver_id: 'no-es-un-id' }, 'driver_id'],
    ];
    for (const [fields, field] of cases) {
      const res = await submitVehicle(h, admin, { ...vehiclePayload(), ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(fieldErrors(res)), JSON.stringify(fields)).toEqual([field]);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    }
  });
});

describe('editing a vehicle', () => {
  it('writes its fields, and a new odometer as a new reading beside the old one', async () => {
    const v = await createVehicle(h, admin);
    const res = await put(
      admin,
      v.public_id,
      vehiclePayload({
        plate: v.plate,
        brand: 'Nissan',
        model: 'Frontier',
        odometer: 46200,
        status: 'En uso',
        responsible_id: driverUser.publicId,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const detail = ZVehicleDetail.parse(res.json());
    expect(detail).toMatchObject({ brand: 'Nissan', model: 'Frontier', odometer: 46200, status: 'En uso' });
    expect(detail.responsible?.public_id).toBe(driverUser.publicId);
    expect(detail.odometer_readings.map((r) => r.odometer)).toEqual([45000, 46200]);
    expect(detail.costs.km).toBe(1200);
  });

  it('refuses an odometer below the last reading, naming it', async () => {
    const v = await createVehicle(h, admin, { odometer: 45000 });
    const res = await put(admin, v.public_id, vehiclePayload({ plate: v.plate, odometer: 44000 }));
    expect(res.statusCode).toBe(422);
    const [message] = fieldErrors(res).odometer;
    expect(message).toMatch(/^El kilometraje no puede ser menor que la última lectura registrada \(45.000 km el /);
    // Nothing of the edit was kept.
    expect(ZVehicleDetail.parse((await get(reader, v.public_id)).json()).odometer).toBe(45000);
  });

  it('keeps a driver who was deactivated after being assigned, but refuses to assign one', async () => {
    const later = await h.makeUser([]);
    const v = await createVehicle(h, admin, { driver_id: later.publicId });
    await h.app.db.update(users).set({ active: false }).where(eq(users.id, later.id));
    const keep = await put(
      admin,
      v.public_id,
      vehiclePayload({ plate: v.plate, driver_id: later.publicId, colour: 'Rojo' }),
    );
    expect(keep.statusCode, keep.body).toBe(200);
    const other = await createVehicle(h, admin);
    const assign = await put(admin, other.public_id, vehiclePayload({ plate: other.plate, driver_id: later.publicId }));
    expect(assign.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(assign))).toEqual(['driver_id']);
  });

  it('deactivates with active false: out of the options, still in the list', async () => {
    const v = await createVehicle(h, admin, { plate: 'DEA-001' });
    const res = await put(admin, v.public_id, vehiclePayload({ plate: v.plate, active: false }));
    expect(res.json().active).toBe(false);
    const inactive = (await reader.inject({ method: 'GET', url: '/api/vehicles?active=false' })).json();
    expect(inactive.data.map((r: { public_id: string }) => r.public_id)).toContain(v.public_id);
    const options = ZVehicleOptions.parse(
      (await reader.inject({ method: 'GET', url: '/api/vehicle_options?q=dea001' })).json(),
    );
    expect(options).toEqual([]);
  });
});

describe('deleting a vehicle', () => {
  it('is refused in Spanish while a request of it is Pendiente or Aprobada, allowed once attended', async () => {
    const v = await createVehicle(h, admin);
    const request = await insertRequest(h, v.public_id, 'Pendiente');
    const refused = await del(admin, v.public_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/solicitud\(es\) de mantenimiento pendiente\(s\) o aprobada\(s\)/);
    await h.app.db
      .update(maintenanceRequests)
      .set({ status: 'Aprobada' })
      .where(eq(maintenanceRequests.id, request.id));
    expect((await del(admin, v.public_id)).statusCode).toBe(409);
    await h.app.db
      .update(maintenanceRequests)
      .set({ status: 'Atendida' })
      .where(eq(maintenanceRequests.id, request.id));
    expect((await del(admin, v.public_id)).statusCode).toBe(200);
    expect((await get(reader, v.public_id)).statusCode).toBe(404);
    expect((await del(admin, v.public_id)).statusCode).toBe(404);
  });
});

describe('rights and unknown ids', () => {
  it('answers 403 to each write without its permission', async () => {
    const v = await createVehicle(h, admin);
    const only = async (permission: string) => h.as((await h.makeUser(['Módulo de vehículos', permission])).email);
    const [creator, updater, deleter] = [
      await only('Registrar vehículos'),
      await only('Actualizar vehículos'),
      await only('Eliminar vehículos'),
    ];
    const body = vehiclePayload({ plate: v.plate });
    const calls: [TestClient, () => Promise<{ statusCode: number }>][] = [];
    for (const c of [reader, updater, deleter]) calls.push([c, () => submitVehicle(h, c, vehiclePayload())]);
    for (const c of [reader, creator, deleter]) calls.push([c, () => put(c, v.public_id, body)]);
    for (const c of [reader, creator, updater]) calls.push([c, () => del(c, v.public_id)]);
    for (const [, call] of calls) expect((await call()).statusCode).toBe(403);
    // And each holder may do its own.
    expect((await put(updater, v.public_id, body)).statusCode).toBe(200);
    expect((await submitVehicle(h, creator, vehiclePayload())).statusCode).toBe(201);
    expect((await del(deleter, v.public_id)).statusCode).toBe(200);
    const none = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    expect((await none.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(403);
    expect((await get(none, UNKNOWN)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown vehicle, 422 for a malformed id', async () => {
    expect((await get(reader, UNKNOWN)).statusCode).toBe(404);
    expect((await put(admin, UNKNOWN, vehiclePayload())).statusCode).toBe(404);
    expect((await del(admin, UNKNOWN)).statusCode).toBe(404);
    expect((await get(reader, 'nada')).statusCode).toBe(422);
  });
});

describe('vehicle options', () => {
  it('gives the whole active fleet to the module, and a requester only what they drive or answer for', async () => {
    const mine = await createVehicle(h, admin, { plate: 'OPT-001', driver_id: driverUser.publicId });
    const answered = await createVehicle(h, admin, { plate: 'OPT-002', responsible_id: driverUser.publicId });
    const notMine = await createVehicle(h, admin, { plate: 'OPT-003' });
    const requester = await h.as(driverUser.email);
    const ids = async (c: TestClient, q: string) =>
      ZVehicleOptions.parse((await c.inject({ method: 'GET', url: `/api/vehicle_options?q=${q}` })).json()).map(
        (o) => o.public_id,
      );
    expect(await ids(reader, 'opt')).toEqual([mine.public_id, answered.public_id, notMine.public_id]);
    expect(await ids(requester, 'opt')).toEqual([mine.public_id, answered.public_id]);
    expect(await ids(requester, 'opt%20003')).toEqual([]);
    expect(await ids(reader, 'opt%20003')).toEqual([notMine.public_id]);
    // A requester may not read the fleet's list or another vehicle.
    expect((await requester.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(403);
  });
});
