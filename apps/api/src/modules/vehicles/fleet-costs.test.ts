import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFleetCosts, type TFleetCosts } from '@gestora/contract/vehicles/maintenance-records.schema';
import type { TVehicle } from '@gestora/contract/vehicles/vehicles.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { recordMaintenance, RECORDS_ADMIN_PERMISSIONS } from './maintenance-records.test-utils.ts';
import { createMaintenanceType, createVehicle, FLEET_ADMIN_PERMISSIONS } from './vehicles.test-utils.ts';

/*
 * GET /api/vehicle_costs against a hand-built fleet where every figure is known: the window January to April 2025
 * holds five records (one vehicle's record before and one after it stay out), April has none.
 */

let h: Harness;
let admin: TestClient;
let reader: TestClient;
let outsider: TestClient;
let a: TVehicle;
let b: TVehicle;
let today: string;
const WINDOW = '?date_from=2025-01-01&date_to=2025-04-30';
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await build({ config: { orgCurrency: 'USD' } });
  today = h.app.ctx.today();
  admin = await h.as((await h.makeUser([...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS])).email);
  reader = await h.as((await h.makeUser(['Mantenimiento de vehículos'])).email);
  outsider = await h.as((await h.makeUser(['Solicitudes de mantenimiento de vehículos'])).email);
  ids.oil = (await createMaintenanceType(h, admin, { name: 'Cambio de aceite' })).public_id;
  ids.brakes = (
    await createMaintenanceType(h, admin, { name: 'Frenos', interval_km: null, interval_days: 365 })
  ).public_id;
  a = await createVehicle(h, admin, { plate: 'AAA-111', odometer: 50000 });
  b = await createVehicle(h, admin, { plate: 'BBB-222', odometer: 30000 });
  const c = await createVehicle(h, admin, { plate: 'CCC-333', odometer: 10000 });
  const rec = (v: TVehicle, type: string, performed_on: string, odometer: number, cost: number) =>
    recordMaintenance(admin, { vehicle_id: v.public_id, type_id: ids[type], performed_on, odometer, cost });
  await rec(a, 'oil', '2024-12-31', 39000, 999); // before the window
  await rec(a, 'oil', '2025-01-10', 40000, 100.1);
  await rec(a, 'brakes', '2025-03-05', 41000, 200.2);
  await rec(a, 'oil', '2025-05-02', 42000, 888); // after it
  await rec(b, 'oil', '2025-01-20', 20000, 50);
  await rec(b, 'oil', '2025-02-25', 20500, 49.99);
  // One reading in the window: no km, so no cost per km.
  await rec(c, 'brakes', '2025-02-01', 5000, 300);
  await rec(c, 'oil', today, 10000, 12.34);
});
afterAll(() => h.close());

const costs = async (client: TestClient, query = ''): Promise<TFleetCosts> => {
  const res = await client.inject({ method: 'GET', url: `/api/vehicle_costs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZFleetCosts.parse(res.json());
};
const ref = (v: TVehicle) => ({ public_id: v.public_id, plate: v.plate, brand: v.brand, model: v.model });

describe('the fleet costs', () => {
  it('adds up the window: total, every month, per type and the highest cost per km', async () => {
    expect(await costs(reader, WINDOW)).toEqual({
      currency: 'USD',
      total: 700.29,
      records: 5,
      per_month: [
        { month: '2025-01', cost: 150.1 },
        { month: '2025-02', cost: 349.99 },
        { month: '2025-03', cost: 200.2 },
        { month: '2025-04', cost: 0 },
      ],
      per_type: [
        { type: { public_id: ids.brakes, name: 'Frenos' }, cost: 500.2, records: 2 },
        { type: { public_id: ids.oil, name: 'Cambio de aceite' }, cost: 200.09, records: 3 },
      ],
      top_per_km: [
        // 300.30 over 41 000 − 40 000 km; 99.99 over 20 500 − 20 000 km.
        { vehicle: ref(a), cost: 300.3, km: 1000, per_km: 0.3003 },
        { vehicle: ref(b), cost: 99.99, km: 500, per_km: 0.2 },
      ],
    });
  });

  it('answers every month of an empty window with 0', async () => {
    expect(await costs(reader, '?date_from=2020-02-10&date_to=2020-03-01')).toEqual({
      currency: 'USD',
      total: 0,
      records: 0,
      per_month: [
        { month: '2020-02', cost: 0 },
        { month: '2020-03', cost: 0 },
      ],
      per_type: [],
      top_per_km: [],
    });
  });

  it('takes the last 12 months to today by default', async () => {
    const all = await costs(admin);
    expect(all.per_month).toHaveLength(12);
    expect(all.per_month.at(-1)!.month).toBe(today.slice(0, 7));
    const start = `${all.per_month[0].month}-01`;
    const known: [string, number][] = [
      ['2024-12-31', 999],
      ['2025-01-10', 100.1],
      ['2025-03-05', 200.2],
      ['2025-05-02', 888],
      ['2025-01-20', 50],
      ['2025-02-25', 49.99],
      ['2025-02-01', 300],
      [today, 12.34],
    ];
    const inside = known.filter(([on]) => on >= start);
    expect(all.records).toBe(inside.length);
    expect(all.total).toBeCloseTo(
      inside.reduce((s, [, c]) => s + c, 0),
      2,
    );
  });

  it('refuses a window backwards or too wide, in Spanish', async () => {
    const backwards = await reader.inject({
      method: 'GET',
      url: '/api/vehicle_costs?date_from=2025-03-01&date_to=2025-02-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ date_to: ['La fecha hasta no puede ser anterior a la fecha desde.'] });
    const wide = await reader.inject({
      method: 'GET',
      url: '/api/vehicle_costs?date_from=2000-01-01&date_to=2025-02-01',
    });
    expect(wide.statusCode).toBe(422);
    expect(wide.json().errors).toEqual({ date_from: ['El rango no puede superar 10 años.'] });
  });

  it('answers 403 without a vehicles or maintenance permission', async () => {
    expect((await outsider.inject({ method: 'GET', url: '/api/vehicle_costs' })).statusCode).toBe(403);
  });

  it('reads it in the same few statements whatever the number of records', async () => {
    const { result, queries } = await h.countQueries(() =>
      reader.inject({ method: 'GET', url: `/api/vehicle_costs${WINDOW}` }),
    );
    expect(result.statusCode).toBe(200);
    // The session, then the months, the types and the vehicles per km.
    expect(queries).toBeLessThanOrEqual(4);
  });
});
