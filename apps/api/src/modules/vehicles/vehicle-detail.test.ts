import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVehicleDetail, type TVehicleDetail } from '@gestora/contract/vehicles/vehicles.schema';
import type { TMaintenanceType as TType } from '@gestora/contract/vehicles/maintenance-types.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { FLEET_ADMIN_PERMISSIONS, createMaintenanceType, createVehicle, insertRecord } from './vehicles.test-utils.ts';

/*
 * GET /api/vehicles/:public_id: what is due of each preventive type (by km or by date, whichever comes first),
 * the costs of its records per month and per km, and its readings, in a fixed number of statements.
 */

let h: Harness;
let admin: TestClient;
let reader: TestClient;
let today: string;
let types: Record<'oil' | 'tyres' | 'yearly' | 'bodywork', TType>;

/** The day `months` months before today's month, on its 15th (a date every month has). */
const monthsAgo = (months: number) => {
  const d = new Date(`${today.slice(0, 7)}-15T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};
const daysAgo = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(FLEET_ADMIN_PERMISSIONS)).email);
  reader = await h.as((await h.makeUser(['Módulo de vehículos'])).email);
  today = h.app.ctx.today();
  types = {
    oil: await createMaintenanceType(h, admin, { name: 'Cambio de aceite', interval_km: 5000, interval_days: 180 }),
    tyres: await createMaintenanceType(h, admin, {
      name: 'Rotación de neumáticos',
      interval_km: 10000,
      interval_days: null,
    }),
    yearly: await createMaintenanceType(h, admin, { name: 'Revisión anual', interval_km: null, interval_days: 365 }),
    bodywork: await createMaintenanceType(h, admin, { name: 'Planchado', interval_km: null, interval_days: null }),
  };
});
afterAll(() => h.close());

const detail = async (id: string): Promise<TVehicleDetail> => {
  const res = await reader.inject({ method: 'GET', url: `/api/vehicles/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZVehicleDetail.parse(res.json());
};
const dueOf = (d: TVehicleDetail, type: TType) => d.due.find((x) => x.type.public_id === type.public_id);

describe('what is due of a vehicle', () => {
  it('one row per active preventive type, from its first reading while it has no record', async () => {
    const v = await createVehicle(h, admin, { odometer: 45000 });
    const d = await detail(v.public_id);
    // All 'Al día': the fewest days first, a type due by km only last.
    expect(d.due.map((x) => x.type.name)).toEqual(['Cambio de aceite', 'Revisión anual', 'Rotación de neumáticos']);
    expect(dueOf(d, types.oil)).toEqual({
      type: { public_id: types.oil.public_id, name: 'Cambio de aceite' },
      interval_km: 5000,
      interval_days: 180,
      last_done_on: null,
      last_done_km: null,
      next_due_on: (() => {
        const x = new Date(`${today}T00:00:00Z`);
        x.setUTCDate(x.getUTCDate() + 180);
        return x.toISOString().slice(0, 10);
      })(),
      next_due_km: 50000,
      days_left: 180,
      km_left: 5000,
      state: 'Al día',
    });
    expect(dueOf(d, types.tyres)).toMatchObject({ next_due_on: null, days_left: null, km_left: 10000 });
    expect(dueOf(d, types.yearly)).toMatchObject({ next_due_km: null, km_left: null, days_left: 365 });
    expect(dueOf(d, types.bodywork)).toBeUndefined();
    expect(d.next_due).toEqual(d.due[0]);
  });

  it('due by date when the date comes first, though km remain', async () => {
    const v = await createVehicle(h, admin, { odometer: 45000 });
    await insertRecord(h, v.public_id, types.oil.public_id, { performedOn: daysAgo(175), odometer: 44000 });
    const oil = dueOf(await detail(v.public_id), types.oil)!;
    expect(oil).toMatchObject({ last_done_on: daysAgo(175), last_done_km: 44000, next_due_km: 49000 });
    expect(oil).toMatchObject({ days_left: 5, km_left: 4000, state: 'Próximo' });
  });

  it('due by km when the km come first, passed when beyond; the passed one is the soonest', async () => {
    const near = await createVehicle(h, admin, { odometer: 45000 });
    await insertRecord(h, near.public_id, types.oil.public_id, { performedOn: daysAgo(10), odometer: 40200 });
    expect(dueOf(await detail(near.public_id), types.oil)).toMatchObject({
      next_due_km: 45200,
      km_left: 200,
      days_left: 170,
      state: 'Próximo',
    });

    const passed = await createVehicle(h, admin, { odometer: 45000 });
    await insertRecord(h, passed.public_id, types.tyres.public_id, { performedOn: daysAgo(30), odometer: 34000 });
    const d = await detail(passed.public_id);
    expect(dueOf(d, types.tyres)).toMatchObject({ next_due_km: 44000, km_left: -1000, state: 'Vencido' });
    // Without a record of its own, the oil change counts from the first reading (34 000 km): passed too.
    expect(dueOf(d, types.oil)).toMatchObject({ next_due_km: 39000, km_left: -6000, days_left: 150, state: 'Vencido' });
    // Passed ones first (then the fewest days), before one with fewer km left but still in time.
    expect(d.due.map((x) => [x.type.name, x.state])).toEqual([
      ['Cambio de aceite', 'Vencido'],
      ['Rotación de neumáticos', 'Vencido'],
      ['Revisión anual', 'Al día'],
    ]);
    expect(d.next_due).toEqual(d.due[0]);
    // The latest record of the type counts, not an older one.
    await insertRecord(h, passed.public_id, types.tyres.public_id, { performedOn: daysAgo(1), odometer: 45000 });
    expect(dueOf(await detail(passed.public_id), types.tyres)).toMatchObject({ next_due_km: 55000, state: 'Al día' });
  });
});

describe('the costs and readings of a vehicle', () => {
  it('sums its records, per month of the last twelve (oldest first) and per km between its readings', async () => {
    const v = await createVehicle(h, admin, { odometer: 45000 });
    const other = await createVehicle(h, admin, { odometer: 45000 });
    await insertRecord(h, v.public_id, types.oil.public_id, {
      performedOn: monthsAgo(13),
      odometer: 30000,
      cost: '99.99',
    });
    await insertRecord(h, v.public_id, types.oil.public_id, {
      performedOn: monthsAgo(3),
      odometer: 40000,
      cost: '1200.00',
    });
    await insertRecord(h, v.public_id, types.tyres.public_id, { performedOn: today, odometer: 45000, cost: '150.50' });
    await insertRecord(h, v.public_id, types.bodywork.public_id, {
      performedOn: today,
      odometer: 45000,
      cost: '80.25',
    });
    await insertRecord(h, other.public_id, types.oil.public_id, { performedOn: today, odometer: 45000, cost: '999' });

    const { costs, odometer_readings } = await detail(v.public_id);
    expect(costs).toMatchObject({ currency: 'PEN', total: 1530.74, records: 4, km: 15000, per_km: 0.102 });
    expect(costs.per_month.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthsAgo(11 - i).slice(0, 7)),
    );
    expect(costs.per_month.map((m) => m.cost)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1200, 0, 0, 230.75]);

    expect(odometer_readings.map((r) => [r.read_on, r.odometer])).toEqual([
      [monthsAgo(13), 30000],
      [monthsAgo(3), 40000],
      [today, 45000],
      [today, 45000],
      [today, 45000],
    ]);
    expect(odometer_readings.map((r) => r.source).sort()).toEqual([
      'Mantenimiento',
      'Mantenimiento',
      'Mantenimiento',
      'Mantenimiento',
      'Registro',
    ]);
  });

  it('the currency is the organisation’s', async () => {
    const usd = await build({ config: { orgCurrency: 'USD' } });
    try {
      const boss = await usd.as((await usd.makeUser(FLEET_ADMIN_PERMISSIONS)).email);
      const v = await createVehicle(usd, boss);
      const res = await boss.inject({ method: 'GET', url: `/api/vehicles/${v.public_id}` });
      expect(res.json().costs.currency).toBe('USD');
    } finally {
      await usd.close();
    }
  });

  it('reads in the same few statements whatever the vehicle’s records and types', async () => {
    const bare = await createVehicle(h, admin, { odometer: 1000 });
    const busy = await createVehicle(h, admin, { odometer: 1000 });
    for (let i = 0; i < 6; i++)
      await insertRecord(h, busy.public_id, types.oil.public_id, {
        performedOn: daysAgo(60 - i),
        odometer: 400 + i * 100,
        cost: '10',
      });
    const count = async (id: string) => (await h.countQueries(() => detail(id))).queries;
    const [small, large] = [await count(bare.public_id), await count(busy.public_id)];
    expect(large).toBe(small);
    // the session lookup, the vehicle with its due items and costs, its readings
    expect(large).toBeLessThanOrEqual(3);
  });
});
