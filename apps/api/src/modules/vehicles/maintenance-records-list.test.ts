import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZMaintenanceRecord,
  ZMaintenanceRecordListItem,
  ZMaintenanceRecordPage,
  type TMaintenanceRecord,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { expectRowsCarryOnly } from '../../test/list-rows.test-utils.ts';
import {
  addDays,
  formWithFiles,
  recordMaintenance,
  RECORDS_ADMIN_PERMISSIONS,
  TINY_PDF,
} from './maintenance-records.test-utils.ts';
import { createMaintenanceType, createVehicle, FLEET_ADMIN_PERMISSIONS } from './vehicles.test-utils.ts';

/*
 * The records list (/api/maintenance_records) is written by PostgreSQL as JSON; every row must say what the
 * detail says, and its filters, search and sorts choose the rows a hand-built set makes known.
 */

let h: Harness;
let admin: TestClient;
let viewer: TestClient;
let outsider: TestClient;
const R: Record<'r1' | 'r2' | 'r3' | 'r4', TMaintenanceRecord> = {} as never;
let lima: string;
let cusco: string;
let brakes: string;
let today: string;

beforeAll(async () => {
  h = await build();
  today = h.app.ctx.today();
  admin = await h.as((await h.makeUser([...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS])).email);
  viewer = await h.as((await h.makeUser(['Mantenimiento de vehículos'])).email);
  outsider = await h.as((await h.makeUser(['Módulo de vehículos'])).email);
  const oil = await createMaintenanceType(h, admin, { name: 'Cambio de aceite' });
  brakes = (await createMaintenanceType(h, admin, { name: 'Frenos', interval_km: null, interval_days: 365 })).public_id;
  lima = (await createVehicle(h, admin, { plate: 'LIM-482', odometer: 45000, brand: 'Nissan', model: 'Frontier' }))
    .public_id;
  cusco = (await createVehicle(h, admin, { plate: 'CUS 771', odometer: 30000 })).public_id;
  R.r1 = await recordMaintenance(admin, {
    vehicle_id: lima,
    type_id: oil.public_id,
    performed_on: addDays(today, -30),
    odometer: 44100,
    cost: 100,
    workshop: 'Lubricentro Sur',
    description: 'Aceite sintético 5W-30',
  });
  R.r2 = await recordMaintenance(admin, {
    vehicle_id: lima,
    type_id: brakes,
    performed_on: addDays(today, -10),
    odometer: 44600,
    cost: 350.75,
    workshop: 'Frenos Express',
  });
  R.r3 = await recordMaintenance(admin, {
    vehicle_id: cusco,
    type_id: oil.public_id,
    performed_on: addDays(today, -5),
    odometer: 29500,
    cost: 80,
    workshop: 'Taller "Central" \\ Ñandú\t🚗',
    description: 'Filtro',
  });
  const res = await admin.inject({
    method: 'POST',
    url: '/api/maintenance_records',
    ...formWithFiles({ vehicle_id: cusco, type_id: brakes, performed_on: today, odometer: 30000 }, 'invoices', [
      { name: 'factura.pdf', type: 'application/pdf', data: TINY_PDF },
    ]),
  });
  if (res.statusCode !== 201) throw new Error(`record with invoice → ${res.statusCode} ${res.body}`);
  R.r4 = ZMaintenanceRecord.parse(res.json());
});
afterAll(() => h.close());

const page = async (client: TestClient, query = '') => {
  const res = await client.inject({ method: 'GET', url: `/api/maintenance_records${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZMaintenanceRecordPage.parse(res.json());
};
const ids = async (query: string) => (await page(admin, query)).data.map((r) => r.public_id);
const of = (...names: (keyof typeof R)[]) => names.map((n) => R[n].public_id);

describe('the records list written by PostgreSQL', () => {
  it('says of every row what the detail says, and carries only the list fields', async () => {
    const rows = (await admin.inject({ method: 'GET', url: '/api/maintenance_records' })).json().data;
    expectRowsCarryOnly(rows, ZMaintenanceRecordListItem);
    for (const row of ZMaintenanceRecordPage.parse({
      data: rows,
      current_page: 1,
      per_page: 20,
      total: 4,
      last_page: 1,
    }).data) {
      const detail = ZMaintenanceRecord.parse(
        (await admin.inject({ method: 'GET', url: `/api/maintenance_records/${row.public_id}` })).json(),
      );
      const { invoices, created_by: _by, ...fields } = detail;
      expect(row).toEqual({ ...fields, invoices_count: invoices.length });
    }
    expect(rows.map((r: { invoices_count: number }) => r.invoices_count)).toEqual([1, 0, 0, 0]);
    expect(rows[1].workshop).toBe('Taller "Central" \\ Ñandú\t🚗');
    expect(rows[2].cost).toBe(350.75);
  });

  it('is newest first by date, filtered by vehicle, type and dates', async () => {
    expect(await ids('')).toEqual(of('r4', 'r3', 'r2', 'r1'));
    expect(await ids(`?vehicle_id=${lima}`)).toEqual(of('r2', 'r1'));
    expect(await ids(`?type_id=${brakes}`)).toEqual(of('r4', 'r2'));
    expect(await ids(`?date_from=${addDays(today, -10)}&date_to=${addDays(today, -5)}`)).toEqual(of('r3', 'r2'));
    expect(await ids(`?vehicle_id=${cusco}&type_id=${brakes}`)).toEqual(of('r4'));
  });

  it('searches the workshop, the description and the plate however it is written', async () => {
    expect(await ids('?q=lim482')).toEqual(of('r2', 'r1'));
    expect(await ids('?q=cus-77')).toEqual(of('r4', 'r3'));
    expect(await ids('?q=frenos')).toEqual(of('r2'));
    expect(await ids('?q=ACEITE%20SINT')).toEqual(of('r1'));
    expect(await ids('?q=100%25')).toEqual([]);
  });

  it('sorts by cost, vehicle, type and odometer, and pages', async () => {
    expect(await ids('?sort=cost')).toEqual(of('r4', 'r3', 'r1', 'r2'));
    expect(await ids('?sort=-cost')).toEqual(of('r2', 'r1', 'r3', 'r4'));
    expect(await ids('?sort=vehicle')).toEqual(of('r4', 'r3', 'r2', 'r1'));
    expect(await ids('?sort=type')).toEqual(of('r3', 'r1', 'r4', 'r2'));
    expect(await ids('?sort=odometer')).toEqual(of('r3', 'r4', 'r1', 'r2'));
    const second = await page(admin, '?per_page=3&page=2');
    expect(second).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    expect(second.data.map((r) => r.public_id)).toEqual(of('r1'));
  });

  it('carries what the viewer may do, and answers 403 without the permission', async () => {
    expect((await page(viewer)).data[0].can).toEqual({ update: false, delete: false });
    expect((await page(admin)).data[0].can).toEqual({ update: true, delete: true });
    expect((await outsider.inject({ method: 'GET', url: '/api/maintenance_records' })).statusCode).toBe(403);
  });

  it('leaves out the records of a deleted vehicle', async () => {
    const gone = await createVehicle(h, admin, { odometer: 1000 });
    const oil = R.r1.type.public_id;
    await recordMaintenance(admin, { vehicle_id: gone.public_id, type_id: oil, performed_on: today, odometer: 1200 });
    expect((await page(admin)).total).toBe(5);
    expect((await admin.inject({ method: 'DELETE', url: `/api/vehicles/${gone.public_id}` })).statusCode).toBe(200);
    expect((await page(admin)).total).toBe(4);
  });

  it('reads a page in the same few statements whatever its size or filters', async () => {
    const statements = async (url: string) => {
      const { result, queries } = await h.countQueries(() => admin.inject({ method: 'GET', url }));
      expect(result.statusCode).toBe(200);
      return queries;
    };
    for (const filter of ['', `&vehicle_id=${lima}`, '&q=taller', '&sort=vehicle']) {
      // The first page of a search counts its total in a statement of its own; the next ones read it kept.
      expect(await statements(`/api/maintenance_records?per_page=2${filter}`), filter).toBeLessThanOrEqual(4);
      const small = await statements(`/api/maintenance_records?per_page=1${filter}`);
      const large = await statements(`/api/maintenance_records?per_page=50${filter}`);
      expect(large, filter).toBe(small);
      // The session, then the page with its total.
      expect(large, filter).toBeLessThanOrEqual(3);
    }
  });
});
