import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZMaintenanceType,
  ZMaintenanceTypeOptions,
  ZMaintenanceTypePage,
  type TMaintenanceType,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import { ZVehicleDetail } from '@gestora/contract/vehicles/vehicles.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import {
  FLEET_ADMIN_PERMISSIONS,
  createMaintenanceType,
  createVehicle,
  insertRecord,
  insertRequest,
  maintenanceTypePayload,
} from './vehicles.test-utils.ts';

let h: Harness;
let admin: TestClient;
let reader: TestClient;

const NAME_TAKEN = 'Ya existe un tipo de mantenimiento con ese nombre.';

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(FLEET_ADMIN_PERMISSIONS)).email);
  reader = await h.as((await h.makeUser(['Módulo de vehículos'])).email);
});
afterAll(() => h.close());

const post = (c: TestClient, payload: object) => c.inject({ method: 'POST', url: '/api/maintenance_types', payload });
const put = (c: TestClient, id: string, payload: object) =>
  c.inject({ method: 'PUT', url: `/api/maintenance_types/${id}`, payload });
const del = (c: TestClient, id: string) => c.inject({ method: 'DELETE', url: `/api/maintenance_types/${id}` });
const list = async (query = '') => {
  const res = await reader.inject({
    method: 'GET',
    url: `/api/maintenance_types?${query.includes('per_page') ? '' : 'per_page=100&'}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZMaintenanceTypePage.parse(res.json());
};
const dueOf = async (vehicleId: string) =>
  ZVehicleDetail.parse((await reader.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}` })).json()).due;

describe('maintenance types', () => {
  it('are created, read, listed, edited and deleted', async () => {
    const t = await createMaintenanceType(h, admin, {
      name: 'Alineación y balanceo',
      interval_km: 10000,
      interval_days: null,
    });
    expect(t).toMatchObject({
      name: 'Alineación y balanceo',
      interval_km: 10000,
      interval_days: null,
      preventive: true,
    });
    expect(t).toMatchObject({ active: true, records_count: 0, description: 'Aceite y filtro de aceite.' });
    const read = await reader.inject({ method: 'GET', url: `/api/maintenance_types/${t.public_id}` });
    expect(ZMaintenanceType.parse(read.json())).toEqual(t);
    expect((await list('q=alinea')).data.map((x) => x.public_id)).toEqual([t.public_id]);

    const edited = await put(admin, t.public_id, {
      name: 'Alineación',
      interval_km: null,
      interval_days: null,
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Alineación', description: null, preventive: false, active: false });

    expect((await del(admin, t.public_id)).statusCode).toBe(200);
    expect((await reader.inject({ method: 'GET', url: `/api/maintenance_types/${t.public_id}` })).statusCode).toBe(404);
    expect((await del(admin, t.public_id)).statusCode).toBe(404);
  });

  it('have unique names, whatever their case', async () => {
    const t = await createMaintenanceType(h, admin, { name: 'Cambio de frenos' });
    const clash = await post(admin, maintenanceTypePayload({ name: 'CAMBIO DE FRENOS' }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: [NAME_TAKEN] });
    const other = await createMaintenanceType(h, admin, { name: 'Cambio de pastillas' });
    const rename = await put(admin, other.public_id, maintenanceTypePayload({ name: 'cambio de frenos' }));
    expect(rename.json().errors).toEqual({ name: [NAME_TAKEN] });
    // Its own name in another case is no clash.
    expect((await put(admin, t.public_id, maintenanceTypePayload({ name: 'Cambio de Frenos' }))).statusCode).toBe(200);
  });

  it('answer odd input with a Spanish 422 on its field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'name'],
      [{ name: '' }, 'name'],
      [{ interval_km: 0 }, 'interval_km'],
      [{ interval_km: -100 }, 'interval_km'],
      [{ interval_days: 1.5 }, 'interval_days'],
      [{ interval_days: 99999 }, 'interval_days'],
      [{ interval_km: 'mucho' }, 'interval_km'],
    ];
    for (const [fields, field] of cases) {
      const res = await post(admin, { ...maintenanceTypePayload(), ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(fields)).toEqual([field]);
    }
  });

  it('refuse every write without their permission', async () => {
    const t = await createMaintenanceType(h, admin);
    const module = await h.as((await h.makeUser(['Módulo de vehículos', 'Actualizar vehículos'])).email);
    for (const c of [reader, module]) {
      expect((await post(c, maintenanceTypePayload())).statusCode).toBe(403);
      expect((await put(c, t.public_id, maintenanceTypePayload())).statusCode).toBe(403);
      expect((await del(c, t.public_id)).statusCode).toBe(403);
    }
    const requester = await h.as((await h.makeUser(['Solicitudes de mantenimiento de vehículos'])).email);
    expect((await requester.inject({ method: 'GET', url: '/api/maintenance_types' })).statusCode).toBe(403);
    expect((await requester.inject({ method: 'GET', url: '/api/maintenance_type_options' })).statusCode).toBe(200);
  });
});

describe('what types make due', () => {
  it('a corrective type (no interval) makes no due rows; a preventive one on every vehicle at once', async () => {
    const v = await createVehicle(h, admin, { odometer: 20000 });
    const before = (await dueOf(v.public_id)).length;
    const corrective = await createMaintenanceType(h, admin, {
      name: 'Cambio de parabrisas',
      interval_km: null,
      interval_days: null,
    });
    expect(corrective.preventive).toBe(false);
    expect((await dueOf(v.public_id)).map((d) => d.type.public_id)).not.toContain(corrective.public_id);
    expect(await dueOf(v.public_id)).toHaveLength(before);
    const preventive = await createMaintenanceType(h, admin, {
      name: 'Cambio de refrigerante',
      interval_km: 40000,
      interval_days: null,
    });
    const row = (await dueOf(v.public_id)).find((d) => d.type.public_id === preventive.public_id);
    expect(row).toMatchObject({ next_due_km: 60000, km_left: 40000 });
  });

  it('writes the due rows again when its intervals or active flag change', async () => {
    const v = await createVehicle(h, admin, { odometer: 20000 });
    const t = await createMaintenanceType(h, admin, {
      name: 'Cambio de filtro de aire',
      interval_km: 5000,
      interval_days: null,
    });
    const rowOf = async () => (await dueOf(v.public_id)).find((d) => d.type.public_id === t.public_id);
    expect(await rowOf()).toMatchObject({ next_due_km: 25000 });
    const body = (over: object) => maintenanceTypePayload({ name: t.name, ...over });
    await put(admin, t.public_id, body({ interval_km: 8000 }));
    expect(await rowOf()).toMatchObject({ next_due_km: 28000, interval_km: 8000 });
    await put(admin, t.public_id, body({ interval_km: 8000, active: false }));
    expect(await rowOf()).toBeUndefined();
    await put(admin, t.public_id, body({ interval_km: 8000, active: true }));
    expect(await rowOf()).toMatchObject({ next_due_km: 28000 });
    await put(admin, t.public_id, body({ interval_km: null, interval_days: null }));
    expect(await rowOf()).toBeUndefined();
  });

  it('is not deleted once it has records or requests: deactivated instead', async () => {
    const v = await createVehicle(h, admin);
    const withRecord = await createMaintenanceType(h, admin, { name: 'Cambio de batería' });
    await insertRecord(h, v.public_id, withRecord.public_id, {
      performedOn: h.app.ctx.today(),
      odometer: 45000,
      cost: '350',
    });
    const refused = await del(admin, withRecord.public_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('El tipo tiene mantenimientos registrados; desactívelo en su lugar.');
    expect((await list('q=bater')).data[0].records_count).toBe(1);

    const withRequest = await createMaintenanceType(h, admin, { name: 'Cambio de luces' });
    await insertRequest(h, v.public_id, 'Rechazada', withRequest.public_id);
    const refused2 = await del(admin, withRequest.public_id);
    expect(refused2.statusCode).toBe(409);
    expect(refused2.json().message).toMatch(/solicitudes de mantenimiento; desactívelo/);
  });
});

describe('the types list and options', () => {
  let rows: TMaintenanceType[];
  beforeAll(async () => {
    rows = (await list()).data;
  });

  it('filters by active and preventive, sorts, and pages to its total', async () => {
    const names = (page: { data: TMaintenanceType[] }) => page.data.map((t) => t.name);
    expect(names(await list())).toEqual(
      [...rows.map((t) => t.name)].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    for (const t of (await list('preventive=true')).data) expect(t.preventive).toBe(true);
    for (const t of (await list('preventive=false')).data) expect(t.preventive).toBe(false);
    expect((await list('preventive=true')).total + (await list('preventive=false')).total).toBe(rows.length);
    for (const t of (await list('active=false')).data) expect(t.active).toBe(false);
    const byKm = (await list('sort=-interval_km')).data.map((t) => t.interval_km);
    const known = byKm.filter((k) => k !== null);
    expect(byKm.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
    const seen: string[] = [];
    const first = await list('per_page=3');
    for (let p = 1; p <= first.last_page; p++)
      seen.push(...(await list(`per_page=3&page=${p}`)).data.map((t) => t.public_id));
    expect(new Set(seen).size).toBe(first.total);
    expect(first.total).toBe(rows.length);
  });

  it('says of every row what the detail says', async () => {
    const compared = await expectRowsMatchDetails({
      actors: { reader: { client: reader } },
      lists: { reader: ['/api/maintenance_types', '/api/maintenance_types?preventive=true&sort=-created_at'] },
      page: ZMaintenanceTypePage,
      row: ZMaintenanceType,
      detail: (id) => `/api/maintenance_types/${id}`,
    });
    expect(compared).toBeGreaterThan(rows.length);
  });

  it('offers the active types by name', async () => {
    const options = ZMaintenanceTypeOptions.parse(
      (await reader.inject({ method: 'GET', url: '/api/maintenance_type_options' })).json(),
    );
    const active = rows.filter((t) => t.active);
    expect(options.map((o) => o.public_id).sort()).toEqual(active.map((t) => t.public_id).sort());
    expect(options.map((o) => o.name)).toEqual(active.map((t) => t.name));
    const oil = options.find((o) => o.name === 'Cambio de filtro de aire');
    expect(oil).toEqual({
      public_id: expect.any(String),
      name: 'Cambio de filtro de aire',
      interval_km: null,
      interval_days: null,
      preventive: false,
    });
  });
});
