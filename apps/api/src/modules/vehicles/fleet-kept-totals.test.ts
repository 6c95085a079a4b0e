import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { RECORDS_ADMIN_PERMISSIONS } from './maintenance-records.test-utils.ts';
import {
  createMaintenanceType,
  createVehicle,
  FLEET_ADMIN_PERMISSIONS,
  insertRecord,
  insertRequest,
} from './vehicles.test-utils.ts';

/*
 * The fleet's lists keep each filter's total between changes to the tables it counts (db/list/kept-totals.ts,
 * migration 0057): asked again with nothing changed, it is not counted again. Whatever writes them — the API, an
 * insert or an update straight on a table, a vehicle deleted — the next answer's total must equal a count of the
 * rows the list shows.
 */

let h: Harness;
let admin: TestClient;
let oil: string;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser([...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS])).email);
  oil = (await createMaintenanceType(h, admin, { name: 'Aceite' })).public_id;
});
afterAll(() => h.close());

const count = async (query: string) =>
  Number(((await h.app.db.execute(sql.raw(query))) as unknown as { rows: { n: string | number }[] }).rows[0].n);
const LIVE = 'select id from vehicles where deleted_at is null';
const counts = async () => ({
  vehicles: await count(`select count(*) as n from vehicles where deleted_at is null`),
  records: await count(`select count(*) as n from maintenance_records where vehicle_id in (${LIVE})`),
  requests: await count(`select count(*) as n from maintenance_requests where vehicle_id in (${LIVE})`),
});
const totals = async () => {
  const total = async (url: string) => {
    const res = await admin.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json().total as number;
  };
  return {
    vehicles: await total('/api/vehicles?per_page=1'),
    records: await total('/api/maintenance_records?per_page=1'),
    requests: await total('/api/maintenance_requests?per_page=1'),
  };
};

describe('kept totals of the fleet lists', () => {
  it('follow every kind of write', async () => {
    const expectSame = async () => expect(await totals()).toEqual(await counts());
    await expectSame();
    const a = await createVehicle(h, admin);
    const b = await createVehicle(h, admin);
    await expectSame();
    // The same totals asked again, then after each write.
    await expectSame();
    await insertRecord(h, a.public_id, oil, { performedOn: '2026-01-10', odometer: 46000 });
    await insertRecord(h, b.public_id, oil, { performedOn: '2026-01-11', odometer: 46000 });
    await insertRequest(h, a.public_id, 'Pendiente');
    await insertRequest(h, b.public_id, 'Rechazada');
    await expectSame();
    expect((await totals()).records).toBe(2);
    // A vehicle deleted through the API takes its records and requests out of their lists.
    expect((await admin.inject({ method: 'DELETE', url: `/api/vehicles/${b.public_id}` })).statusCode).toBe(200);
    await expectSame();
    expect(await totals()).toMatchObject({ records: 1, requests: 1 });
    // Straight on the tables: rows moved to the deleted vehicle, and the vehicle back.
    await h.app.db.execute(
      sql.raw(`update maintenance_requests set vehicle_id = (select id from vehicles where
      public_id = '${b.public_id}')`),
    );
    await expectSame();
    await h.app.db.execute(sql.raw(`update vehicles set deleted_at = null where public_id = '${b.public_id}'`));
    await expectSame();
    await h.app.db.execute(sql.raw(`delete from maintenance_records`));
    await expectSame();
    expect(await totals()).toMatchObject({ vehicles: 2, records: 0, requests: 2 });
  });
});
