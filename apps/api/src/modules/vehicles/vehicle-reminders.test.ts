import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCalendar } from '@gestora/contract/meetings/meetings.schema';
import type { TMaintenanceType } from '@gestora/contract/vehicles/maintenance-types.schema';
import type { TVehicle } from '@gestora/contract/vehicles/vehicles.schema';
import { spanishDate } from '../../lib/dates.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notificationsTo } from '../notifications/notifications.test-utils.ts';
import { addDays, recordMaintenance, RECORDS_ADMIN_PERMISSIONS } from './maintenance-records.test-utils.ts';
import {
  createMaintenanceType,
  createVehicle,
  FLEET_ADMIN_PERMISSIONS,
  vehiclePayload,
} from './vehicles.test-utils.ts';
import { runVehicleReminders } from './vehicle-reminders.service.ts';

/*
 * The reminders job (POST /api/vehicle_reminders/run, and daily in the server): each item due soon or passed is
 * told once per period to the vehicle's responsible, or its driver when it has none; the calendar shows them too.
 */

let h: Harness;
let admin: TestClient;
let runner: TestClient;
let ana: TestUser;
let beto: TestUser;
let oil: TMaintenanceType;
let v1: TVehicle;
let today: string;

beforeAll(async () => {
  h = await build();
  today = h.app.ctx.today();
  admin = await h.as((await h.makeUser([...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS])).email);
  runner = await h.as((await h.makeUser(['Actualizar vehículos'])).email);
  ana = await h.makeUser(['Gestionar cuenta'], { name: 'Ana' });
  beto = await h.makeUser(['Gestionar cuenta'], { name: 'Beto' });
  oil = await createMaintenanceType(h, admin, { name: 'Cambio de aceite', interval_km: 5000, interval_days: 180 });
  // Ana is responsible, Beto drives: Ana is told. Oil due in 4 days or 4 000 km; the insurance in 20 days, the
  // inspection in 40 (outside the 30 days of documents).
  v1 = await createVehicle(h, admin, {
    odometer: 45000,
    responsible_id: ana.publicId,
    driver_id: beto.publicId,
    insurance_expires_on: addDays(today, 20),
    inspection_expires_on: addDays(today, 40),
  });
  await recordMaintenance(admin, {
    vehicle_id: v1.public_id,
    type_id: oil.public_id,
    performed_on: addDays(today, -176),
    odometer: 44000,
  });
});
afterAll(() => h.close());

const messagesOf = async (u: TestUser) => (await notificationsTo(h, u.id)).map((n) => n.message).sort();
const run = async () => {
  const res = await runner.inject({ method: 'POST', url: '/api/vehicle_reminders/run' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sent as number;
};

describe('vehicle reminders', () => {
  it('tells the responsible of each item due soon, once however often it runs', async () => {
    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    expect(await runVehicleReminders(h.app.ctx)).toEqual({ sent: 0 });
    expect(await messagesOf(ana)).toEqual([
      `El SOAT/seguro de ${v1.plate} vence el ${spanishDate(addDays(today, 20))}`,
      `Mantenimiento próximo: Cambio de aceite de ${v1.plate} (en 4 días o 4,000 km)`,
    ]);
    expect(await messagesOf(beto)).toEqual([]);
    const [n] = await notificationsTo(h, ana.id, 'Mantenimiento%');
    expect(n).toMatchObject({
      type: 'Vehicle',
      title: `${v1.plate} · Toyota Hilux`,
      link: `/vehicle/${v1.public_id}`,
    });
  });

  it('tells again in a new period: a new record moves what is due', async () => {
    await recordMaintenance(admin, {
      vehicle_id: v1.public_id,
      type_id: oil.public_id,
      performed_on: addDays(today, -175),
      odometer: 44100,
    });
    expect(await run()).toBe(1);
    expect(await messagesOf(ana)).toContain(
      `Mantenimiento próximo: Cambio de aceite de ${v1.plate} (en 5 días o 4,100 km)`,
    );
    expect(await run()).toBe(0);
  });

  it('tells the driver when there is no responsible, of what is passed too; nobody of inactive vehicles', async () => {
    const carla = await h.makeUser([], { name: 'Carla' });
    const v2 = await createVehicle(h, admin, {
      odometer: 20000,
      driver_id: carla.publicId,
      inspection_expires_on: addDays(today, -3),
    });
    await recordMaintenance(admin, {
      vehicle_id: v2.public_id,
      type_id: oil.public_id,
      performed_on: addDays(today, -200),
      odometer: 14000,
    });
    // Passed and near, but out of service or without anyone to tell.
    const off = await createVehicle(h, admin, { responsible_id: carla.publicId });
    const nobody = await createVehicle(h, admin, { insurance_expires_on: today });
    for (const v of [off, nobody])
      await recordMaintenance(admin, {
        vehicle_id: v.public_id,
        type_id: oil.public_id,
        performed_on: addDays(today, -200),
        odometer: 1000,
      });
    const payload = vehiclePayload({ plate: off.plate, responsible_id: carla.publicId, active: false });
    const deactivated = await admin.inject({ method: 'PUT', url: `/api/vehicles/${off.public_id}`, payload });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await run()).toBe(2);
    expect(await messagesOf(carla)).toEqual([
      `La revisión técnica de ${v2.plate} venció el ${spanishDate(addDays(today, -3))}`,
      `Mantenimiento vencido: Cambio de aceite de ${v2.plate} (venció el ${spanishDate(addDays(today, -20))} y se pasó por 1,000 km)`,
    ]);
  });

  it('tells of an insurance expiring in 20 days, not of one in 40', async () => {
    const dora = await h.makeUser([], { name: 'Dora' });
    const near = await createVehicle(h, admin, {
      responsible_id: dora.publicId,
      insurance_expires_on: addDays(today, 20),
    });
    await createVehicle(h, admin, { responsible_id: dora.publicId, insurance_expires_on: addDays(today, 40) });
    expect(await run()).toBe(1);
    expect(await messagesOf(dora)).toEqual([
      `El SOAT/seguro de ${near.plate} vence el ${spanishDate(addDays(today, 20))}`,
    ]);
  });

  it('is run by holders of Actualizar vehículos only', async () => {
    const mechanic = await h.as((await h.makeUser(RECORDS_ADMIN_PERMISSIONS)).email);
    expect((await mechanic.inject({ method: 'POST', url: '/api/vehicle_reminders/run' })).statusCode).toBe(403);
  });
});

describe('the calendar', () => {
  const calendarOf = async (u: TestUser) => {
    const start = new Date(`${addDays(today, -1)}T00:00:00Z`).toISOString();
    const end = new Date(`${addDays(today, 45)}T00:00:00Z`).toISOString();
    const res = await (
      await h.as(u.email)
    ).inject({ method: 'GET', url: `/api/calendar_events?start=${start}&end=${end}` });
    expect(res.statusCode, res.body).toBe(200);
    return ZCalendar.parse(res.json()).data.filter((i) => i.kind === 'vehicle');
  };

  it('shows the contact their vehicles due maintenance and expiring documents, and nobody else', async () => {
    expect(await calendarOf(ana)).toEqual([
      {
        kind: 'vehicle',
        public_id: v1.public_id,
        title: `Cambio de aceite · ${v1.plate}`,
        start: addDays(today, 5),
        end: null,
        status: 'Próximo',
        editable: false,
      },
      {
        kind: 'vehicle',
        public_id: v1.public_id,
        title: `SOAT/seguro · ${v1.plate}`,
        start: addDays(today, 20),
        end: null,
        status: 'Próximo',
        editable: false,
      },
      {
        kind: 'vehicle',
        public_id: v1.public_id,
        title: `Revisión técnica · ${v1.plate}`,
        start: addDays(today, 40),
        end: null,
        status: 'Al día',
        editable: false,
      },
    ]);
    expect(await calendarOf(beto)).toEqual([]);
  });
});
