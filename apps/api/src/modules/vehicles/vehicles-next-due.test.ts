import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVehicle } from '@gestora/contract/vehicles/vehicles.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import {
  addDays,
  RECORDS_ADMIN_PERMISSIONS,
  recordMaintenance,
  vehicleDetail,
} from './maintenance-records.test-utils.ts';
import { createMaintenanceType, createVehicle, FLEET_ADMIN_PERMISSIONS, insertRecord } from './vehicles.test-utils.ts';

/*
 * The vehicles list reads each vehicle's soonest due item from vehicle_next_due (kept by triggers, one row per span
 * of days in which the item cannot change) instead of sorting its due rows against today. On every vehicle, with
 * due dates on each side of today's spans (passed, near, due later) and km close or not, the list's item must be
 * the first of the detail's due list, which is sorted against today on every request; and again after the
 * odometer, a record and a type's name change.
 */

let h: Harness;
let admin: TestClient;
let today: string;
const fleet: TVehicle[] = [];
let types: Record<'oil' | 'brakes' | 'tyres', string>;

beforeAll(async () => {
  h = await build();
  today = h.app.ctx.today();
  admin = await h.as((await h.makeUser([...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS])).email);
  const type = async (name: string, interval_km: number | null, interval_days: number | null) =>
    (await createMaintenanceType(h, admin, { name, interval_km, interval_days })).public_id;
  types = {
    oil: await type('Aceite', null, 30),
    brakes: await type('Frenos', null, 90),
    tyres: await type('Neumáticos', 5000, null),
  };
  // Vehicle k: oil due on today + k, brakes 3 days later, tyres 300 or 4,000 km away.
  for (let k = -10; k <= 10; k++) {
    const v = await createVehicle(h, admin, { odometer: 45000 });
    await insertRecord(h, v.public_id, types.oil, { performedOn: addDays(today, k - 30), odometer: 40000 });
    await insertRecord(h, v.public_id, types.brakes, { performedOn: addDays(today, k - 87), odometer: 39000 });
    await insertRecord(h, v.public_id, types.tyres, {
      performedOn: addDays(today, -200),
      odometer: k % 2 === 0 ? 40300 : 44000,
    });
    fleet.push(v);
  }
  // One with no record at all: every type due from its first reading, today.
  fleet.push(await createVehicle(h, admin, { odometer: 1000 }));
});
afterAll(() => h.close());

const listed = async () => {
  const res = await admin.inject({ method: 'GET', url: '/api/vehicles?per_page=100' });
  expect(res.statusCode).toBe(200);
  return new Map((res.json().data as TVehicle[]).map((v) => [v.public_id, v.next_due]));
};
const expectListEqualsDetail = async () => {
  const items = await listed();
  for (const v of fleet) {
    const detail = await vehicleDetail(admin, v.public_id);
    expect(items.get(v.public_id), v.plate).toEqual(detail.due[0] ?? null);
  }
};

describe('the soonest due item kept by day', () => {
  it('is the detail’s first due item on every vehicle', async () => {
    await expectListEqualsDetail();
    // The spans cover every state: some vehicles passed, some near, some later.
    const states = new Set([...(await listed()).values()].map((d) => d?.state));
    expect(states).toEqual(new Set(['Vencido', 'Próximo', 'Al día']));
  });

  it('follows the odometer, a new record and a type renamed', async () => {
    // The odometer raised by a record: tyres pass on the even vehicles.
    await recordMaintenance(admin, {
      vehicle_id: fleet[14].public_id,
      type_id: types.oil,
      performed_on: today,
      odometer: 45400,
    });
    await h.app.db.execute(sql`update vehicles set odometer = odometer + 400`);
    await expectListEqualsDetail();
    // A type due on the same day as the oil on the vehicle with no record: the names decide, until one is renamed.
    await createMaintenanceType(h, admin, { name: 'Zeta', interval_km: null, interval_days: 30 });
    await expectListEqualsDetail();
    const last = fleet.at(-1)!.public_id;
    expect((await listed()).get(last)?.type.name).toBe('Aceite');
    await h.app.db.execute(sql`update maintenance_types set name = 'Aaa' where name = 'Zeta'`);
    await expectListEqualsDetail();
    expect((await listed()).get(last)?.type.name).toBe('Aaa');
  });
});
