import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import {
  addDays,
  dueOf,
  recordMaintenance,
  RECORDS_ADMIN_PERMISSIONS,
  vehicleDetail,
} from './maintenance-records.test-utils.ts';
import { createMaintenanceType, createVehicle, FLEET_ADMIN_PERMISSIONS } from './vehicles.test-utils.ts';

/*
 * What is due next (maintenance-due.service.ts, docs/decisions/0005), as the vehicle's page shows it: from the
 * type's last record (or the vehicle's first reading), due at whichever of the date and the km comes first.
 */

let h: Harness;
let admin: TestClient;
let today: string;

beforeAll(async () => {
  h = await build();
  today = h.app.ctx.today();
  admin = await h.as((await h.makeUser([...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS])).email);
});
afterAll(() => h.close());

const type = (name: string, interval_km: number | null, interval_days: number | null) =>
  createMaintenanceType(h, admin, { name, interval_km, interval_days });

describe('what is due next', () => {
  it('is due by km first when the km run out before the days', async () => {
    const t = await type('Rotación de llantas', 1000, 365);
    const other = await type('Revisión de luces', null, 90);
    const v = await createVehicle(h, admin, { odometer: 20000 });
    const rec = (type_id: string, odometer: number) =>
      recordMaintenance(admin, { vehicle_id: v.public_id, type_id, performed_on: today, odometer });
    await rec(t.public_id, 20000);
    expect(await dueOf(admin, v.public_id, t.name)).toMatchObject({ days_left: 365, km_left: 1000, state: 'Al día' });
    // The vehicle drives on (another type's record reads its odometer): the km near, then passed.
    await rec(other.public_id, 20950);
    expect(await dueOf(admin, v.public_id, t.name)).toMatchObject({
      next_due_km: 21000,
      km_left: 50,
      state: 'Próximo',
    });
    await rec(other.public_id, 21100);
    expect(await dueOf(admin, v.public_id, t.name)).toMatchObject({ days_left: 365, km_left: -100, state: 'Vencido' });
  });

  it('is due by date first when the days run out before the km', async () => {
    const t = await type('Lavado de motor', 10000, 30);
    const near = await createVehicle(h, admin, { odometer: 10000 });
    await recordMaintenance(admin, {
      vehicle_id: near.public_id,
      type_id: t.public_id,
      performed_on: addDays(today, -25),
      odometer: 9000,
    });
    expect(await dueOf(admin, near.public_id, t.name)).toMatchObject({
      next_due_on: addDays(today, 5),
      days_left: 5,
      km_left: 9000,
      state: 'Próximo',
    });
    const passed = await createVehicle(h, admin, { odometer: 10000 });
    await recordMaintenance(admin, {
      vehicle_id: passed.public_id,
      type_id: t.public_id,
      performed_on: addDays(today, -31),
      odometer: 9000,
    });
    expect(await dueOf(admin, passed.public_id, t.name)).toMatchObject({ days_left: -1, state: 'Vencido' });
  });

  it('counts from the last record by date, whatever the order they were entered in', async () => {
    const t = await type('Alineamiento', 8000, 200);
    const v = await createVehicle(h, admin, { odometer: 60000 });
    const on = (days: number, odometer: number) =>
      recordMaintenance(admin, {
        vehicle_id: v.public_id,
        type_id: t.public_id,
        performed_on: addDays(today, days),
        odometer,
      });
    await on(-20, 59000);
    await on(-100, 55000);
    expect(await dueOf(admin, v.public_id, t.name)).toMatchObject({
      last_done_on: addDays(today, -20),
      last_done_km: 59000,
      next_due_on: addDays(today, 180),
      next_due_km: 67000,
    });
  });

  it('has nothing due of a corrective type, one without intervals', async () => {
    const t = await type('Reparación de choque', null, null);
    const v = await createVehicle(h, admin, { odometer: 5000 });
    await recordMaintenance(admin, {
      vehicle_id: v.public_id,
      type_id: t.public_id,
      performed_on: today,
      odometer: 5100,
    });
    const detail = await vehicleDetail(admin, v.public_id);
    expect(detail.due.map((d) => d.type.name)).not.toContain(t.name);
    expect(detail.odometer).toBe(5100);
  });

  it('counts from the vehicle first reading while the type has no record on it', async () => {
    const t = await type('Cambio de refrigerante', 40000, 730);
    const other = await type('Revisión de frenos', null, 180);
    const v = await createVehicle(h, admin, { odometer: 45000 });
    expect(await dueOf(admin, v.public_id, t.name)).toMatchObject({
      last_done_on: null,
      last_done_km: null,
      next_due_on: addDays(today, 730),
      next_due_km: 85000,
    });
    // A record entered late, dated before the registration: its reading is now the first one.
    await recordMaintenance(admin, {
      vehicle_id: v.public_id,
      type_id: other.public_id,
      performed_on: addDays(today, -30),
      odometer: 44000,
    });
    expect(await dueOf(admin, v.public_id, t.name)).toMatchObject({
      last_done_on: null,
      next_due_on: addDays(today, 700),
      next_due_km: 84000,
    });
  });
});
