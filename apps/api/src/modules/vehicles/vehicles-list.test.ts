import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZVehicleListItem,
  ZVehiclePage,
  type TVehicle,
  type TVehicleListItem,
} from '@gestora/contract/vehicles/vehicles.schema';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import {
  FLEET_ADMIN_PERMISSIONS,
  createMaintenanceType,
  createVehicle,
  vehiclePayload,
} from './vehicles.test-utils.ts';

/*
 * GET /api/vehicles: each filter, the due-soon filter from the due rows and the documents, a plate however it is
 * written, totals that paging reaches, rows equal to the detail, and a fixed number of statements.
 */

let h: Harness;
let admin: TestClient;
let reader: TestClient;
let driver: TestUser;
let north: DepartmentRow;
let v: Record<'hilux' | 'near' | 'insured' | 'inspected' | 'moto' | 'retired' | 'truck', TVehicle>;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(FLEET_ADMIN_PERMISSIONS)).email);
  reader = await h.as((await h.makeUser(['Módulo de vehículos'])).email);
  driver = await h.makeUser([]);
  north = await makeDepartment(h, { name: 'Zona Norte' });
  const today = h.app.ctx.today();
  await createMaintenanceType(h, admin, { name: 'Cambio de aceite', interval_km: 5000, interval_days: 180 });
  await createMaintenanceType(h, admin, { name: 'Reparación de chapa', interval_km: null, interval_days: null });
  v = {
    hilux: await createVehicle(h, admin, {
      plate: 'ABC-123',
      department_id: north.publicId,
      driver_id: driver.publicId,
    }),
    near: await createVehicle(h, admin, { plate: 'NEA-100', brand: 'Nissan', model: 'Frontier' }),
    insured: await createVehicle(h, admin, { plate: 'SEG-200', insurance_expires_on: addDays(today, 10) }),
    inspected: await createVehicle(h, admin, { plate: 'REV-300', inspection_expires_on: addDays(today, -3) }),
    moto: await createVehicle(h, admin, {
      plate: 'MOT-400',
      type: 'Motocicleta',
      brand: 'Honda',
      model: 'XR150',
      odometer: 1200,
      status: 'En uso',
      insurance_expires_on: addDays(today, 200),
    }),
    retired: await createVehicle(h, admin, { plate: 'OUT-500', status: 'Fuera de servicio', active: false }),
    truck: await createVehicle(h, admin, { plate: 'CAM-600', type: 'Camión', brand: 'Volvo', model: 'FH', year: null }),
  };
  // 300 km before its oil change: due soon by km.
  const res = await admin.inject({
    method: 'PUT',
    url: `/api/vehicles/${v.near.public_id}`,
    payload: vehiclePayload({ plate: 'NEA-100', brand: 'Nissan', model: 'Frontier', odometer: 49700 }),
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => h.close());

const page = async (query: string, c = reader) => {
  const res = await c.inject({ method: 'GET', url: `/api/vehicles?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return ZVehiclePage.parse(res.json());
};
const plates = async (query: string) => (await page(`per_page=100&${query}`)).data.map((r) => r.plate);

describe('the vehicles list', () => {
  it('is by plate unless sorted', async () => {
    expect(await plates('')).toEqual(['ABC-123', 'CAM-600', 'MOT-400', 'NEA-100', 'OUT-500', 'REV-300', 'SEG-200']);
    expect(await plates('sort=-odometer')).toEqual([
      'NEA-100',
      // the same km: by id, the order they were registered in
      'ABC-123',
      'SEG-200',
      'REV-300',
      'OUT-500',
      'CAM-600',
      'MOT-400',
    ]);
    expect((await plates('sort=brand')).slice(0, 2)).toEqual(['MOT-400', 'NEA-100']);
    expect((await plates('sort=year')).at(-1)).toBe('CAM-600');
  });

  it('filters by each field', async () => {
    expect(await plates('status=En%20uso')).toEqual(['MOT-400']);
    expect(await plates('type=Motocicleta')).toEqual(['MOT-400']);
    expect(await plates('type=Cami%C3%B3n')).toEqual(['CAM-600']);
    expect(await plates(`department_id=${north.publicId}`)).toEqual(['ABC-123']);
    expect(await plates(`driver_id=${driver.publicId}`)).toEqual(['ABC-123']);
    expect(await plates('active=false')).toEqual(['OUT-500']);
    expect(await plates('active=true')).not.toContain('OUT-500');
    expect(await plates('active=true&type=Camioneta&status=Disponible')).toEqual([
      'ABC-123',
      'NEA-100',
      'REV-300',
      'SEG-200',
    ]);
    expect(await plates('driver_id=01900000-0000-7000-8000-000000000000')).toEqual([]);
  });

  it('finds a plate however it is written, and a brand or model', async () => {
    for (const q of ['abc123', 'ABC 123', 'abc-123', 'bc1', 'a.b.c.1.2.3'])
      expect(await plates(`q=${q}`), q).toEqual(['ABC-123']);
    expect(await plates('q=nissan')).toEqual(['NEA-100']);
    expect(await plates('q=XR1')).toEqual(['MOT-400']);
    expect(await plates('q=%25')).toEqual([]);
    expect(await plates('q=zzz')).toEqual([]);
  });

  it('due soon: maintenance near by km, insurance expiring, inspection expired; the rest otherwise', async () => {
    expect(await plates('due_soon=true')).toEqual(['NEA-100', 'REV-300', 'SEG-200']);
    expect(await plates('due_soon=false')).toEqual(['ABC-123', 'CAM-600', 'MOT-400', 'OUT-500']);
    const near = (await page('q=nea100')).data[0];
    expect(near.next_due).toMatchObject({
      type: { name: 'Cambio de aceite' },
      next_due_km: 50000,
      km_left: 300,
      days_left: 180,
      state: 'Próximo',
    });
    const hilux = (await page('q=abc123')).data[0];
    expect(hilux.next_due).toMatchObject({ km_left: 5000, state: 'Al día' });
  });

  it('answers a total that paging reaches, no row twice', async () => {
    for (const query of ['', 'due_soon=false', 'type=Camioneta', 'sort=-year', 'sort=status']) {
      const first = await page(`per_page=2&${query}`);
      const seen: string[] = [];
      for (let p = 1; p <= first.last_page; p++)
        seen.push(...(await page(`per_page=2&page=${p}&${query}`)).data.map((r) => r.public_id));
      expect(seen.length, query).toBe(first.total);
      expect(new Set(seen).size, query).toBe(seen.length);
    }
    expect((await page('per_page=2&page=9')).data).toEqual([]);
  });

  it('says of every row what the detail says, and carries only the list’s fields', async () => {
    const compared = await expectRowsMatchDetails<TVehicleListItem>({
      actors: { admin: { client: admin }, reader: { client: reader } },
      lists: { admin: ['/api/vehicles', '/api/vehicles?due_soon=true'], reader: ['/api/vehicles?sort=-odometer'] },
      page: ZVehiclePage,
      row: ZVehicleListItem,
      detail: (id) => `/api/vehicles/${id}`,
    });
    expect(compared).toBe(17);
    const raw = (await admin.inject({ method: 'GET', url: '/api/vehicles' })).json();
    expectRowsCarryOnly(raw.data, ZVehicleListItem);
    expect(raw.data[0].can).toEqual({ update: true, delete: true, request: false });
    expect((await page('')).data[0].can).toEqual({ update: false, delete: false, request: false });
  });

  it('reads a page in the same statements whatever its size', async () => {
    const statements = async (url: string) => {
      const { result, queries } = await h.countQueries(() => reader.inject({ method: 'GET', url }));
      expect(result.statusCode).toBe(200);
      return { queries, rows: result.json().data.length as number };
    };
    for (const filter of ['', '&due_soon=true', '&q=a']) {
      const small = await statements(`/api/vehicles?per_page=1${filter}`);
      const large = await statements(`/api/vehicles?per_page=50${filter}`);
      expect(small.rows).toBe(1);
      expect(large.rows).toBeGreaterThan(2);
      expect(large.queries).toBe(small.queries);
      // the session lookup and the page with its total
      expect(large.queries).toBeLessThanOrEqual(2);
    }
  });
});
