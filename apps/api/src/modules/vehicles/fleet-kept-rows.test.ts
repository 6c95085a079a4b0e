import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMaintenanceRecord, ZMaintenanceRecordListItem } from '@gestora/contract/vehicles/maintenance-records.schema';
import {
  ZMaintenanceRequest,
  ZMaintenanceRequestListItem,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import { ZVehicleDetail, ZVehicleListItem } from '@gestora/contract/vehicles/vehicles.schema';
import { makeDepartment } from '../../test/factories.ts';
import { build, type Harness } from '../../test/harness.ts';
import { formWithFiles, RECORDS_ADMIN_PERMISSIONS, TINY_PDF } from './maintenance-records.test-utils.ts';
import { askFor, person, review, REVIEWER_PERMISSIONS, type Person } from './maintenance-requests.test-utils.ts';
import { createMaintenanceType, createVehicle, FLEET_ADMIN_PERMISSIONS, nextPlate } from './vehicles.test-utils.ts';

/*
 * The fleet lists read each row's own members from a kept own_json (fleet-rows.sql.ts), written when the row is
 * written or when what it points at changes: a vehicle's plate, a type's name, a person's or a department's name,
 * an invoice or photo attached, a record made from a request. After each kind of write, every row of the three lists
 * must equal its detail, which is written from the tables as they are.
 */

let h: Harness;
let admin: Person;
let driver: Person;

beforeAll(async () => {
  h = await build();
  admin = await person(h, [...FLEET_ADMIN_PERMISSIONS, ...RECORDS_ADMIN_PERMISSIONS, ...REVIEWER_PERMISSIONS]);
  driver = await person(h, ['Solicitudes de mantenimiento de vehículos']);
});
afterAll(() => h.close());

const get = async (url: string) => {
  const res = await admin.client.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** Every row of the three lists equals its detail read as a list item (the counts as the detail's files). */
async function expectRowsAsDetails() {
  for (const row of (await get('/api/vehicles?per_page=100')).data) {
    const detail = ZVehicleDetail.parse(await get(`/api/vehicles/${row.public_id}`));
    expect(row).toEqual(ZVehicleListItem.parse(detail));
  }
  for (const row of (await get('/api/maintenance_records?per_page=100')).data) {
    const { invoices, ...detail } = ZMaintenanceRecord.parse(await get(`/api/maintenance_records/${row.public_id}`));
    expect(row).toEqual(ZMaintenanceRecordListItem.parse({ ...detail, invoices_count: invoices.length }));
  }
  for (const row of (await get('/api/maintenance_requests?per_page=100')).data) {
    const { photos, ...detail } = ZMaintenanceRequest.parse(await get(`/api/maintenance_requests/${row.public_id}`));
    expect(row).toEqual(ZMaintenanceRequestListItem.parse({ ...detail, photos_count: photos.length }));
  }
}

const exec = (text: string) => h.app.db.execute(sql.raw(text));

describe("the fleet lists' kept rows", () => {
  it('follow every write of the row and of what it points at', async () => {
    const department = await makeDepartment(h);
    const type = await createMaintenanceType(h, admin.client, { name: 'Frenos', interval_km: 10000 });
    const vehicle = await createVehicle(h, admin.client, {
      driver_id: driver.user.publicId,
      department_id: department.publicId,
    });
    const asked = await askFor(driver.client, vehicle.public_id, { type_id: type.public_id });
    await expectRowsAsDetails();

    // Reviewed, then made a record with an invoice: the request's reviewer and record follow.
    expect((await review(admin.client, asked.public_id, { decision: 'Aprobada', note: 'Ok' })).statusCode).toBe(200);
    const made = await admin.client.inject({
      method: 'POST',
      url: '/api/maintenance_records',
      ...formWithFiles(
        {
          vehicle_id: vehicle.public_id,
          type_id: type.public_id,
          request_id: asked.public_id,
          performed_on: new Date().toISOString().slice(0, 10),
          odometer: 46000,
        },
        'invoices',
        [{ name: 'factura.pdf', type: 'application/pdf', data: TINY_PDF }],
      ),
    });
    expect(made.statusCode, made.body).toBe(201);
    const request = await get(`/api/maintenance_requests/${asked.public_id}`);
    expect(request.record_id).toBe(made.json().public_id);
    await expectRowsAsDetails();

    // The vehicle's plate through the API, the type's name, the people's and the department's names in SQL.
    const edited = await admin.client.inject({
      method: 'PUT',
      url: `/api/vehicles/${vehicle.public_id}`,
      payload: {
        ...vehicle,
        plate: nextPlate(),
        brand: 'Ñandú "Motors"',
        odometer: 46000,
        driver_id: driver.user.publicId,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const renamed = await admin.client.inject({
      method: 'PUT',
      url: `/api/maintenance_types/${type.public_id}`,
      payload: { name: 'Frenos y pastillas', interval_km: 8000 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await exec(
      `update users set name = 'Renombrado' where public_id in ('${driver.user.publicId}', '${admin.user.publicId}')`,
    );
    await exec(`update departments set name = 'Área renombrada' where public_id = '${department.publicId}'`);
    await expectRowsAsDetails();
    const row = (await get('/api/maintenance_records')).data[0];
    expect(row).toMatchObject({ vehicle: { brand: 'Ñandú "Motors"' }, type: { name: 'Frenos y pastillas' } });
    expect(row.invoices_count).toBe(1);

    // The invoice removed, the record deleted: the request's record goes with it.
    const invoice = ZMaintenanceRecord.parse(made.json()).invoices[0];
    const record = made.json().public_id;
    const removed = await admin.client.inject({
      method: 'DELETE',
      url: `/api/maintenance_records/${record}/invoices/${invoice.public_id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectRowsAsDetails();
    expect(
      (await admin.client.inject({ method: 'DELETE', url: `/api/maintenance_records/${record}` })).statusCode,
    ).toBe(200);
    await expectRowsAsDetails();
    expect((await get(`/api/maintenance_requests/${asked.public_id}`)).record_id).toBeNull();
  });
});
