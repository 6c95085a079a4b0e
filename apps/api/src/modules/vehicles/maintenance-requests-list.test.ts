import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZMaintenanceRequest,
  ZMaintenanceRequestListItem,
  ZMaintenanceRequestPage,
  type TMaintenanceRequestPage,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import type { TVehicle } from '@gestora/contract/vehicles/vehicles.schema';
import { zPage } from '@gestora/contract/common.schema';
import { build, type Harness } from '../../test/harness.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { multipartFile, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';
import {
  ASKER_PERMISSIONS,
  askFor,
  fleetAdmin,
  MECHANIC_PERMISSIONS,
  person,
  review,
  REVIEWER_PERMISSIONS,
  vehicleDrivenBy,
  type Person,
} from './maintenance-requests.test-utils.ts';

/*
 * GET /api/maintenance_requests, written by PostgreSQL: who sees which rows (the requester their own, reviewers
 * and the maintenance staff all), the filters and sorts, a total that paging reaches, rows equal to the detail.
 */

let h: Harness;
let ana: Person;
let beto: Person;
let rita: Person;
let mario: Person;
let hilux: TVehicle;
let corolla: TVehicle;
const mine = { ana: [] as string[], beto: [] as string[], rita: [] as string[] };

beforeAll(async () => {
  h = await build();
  const admin = await fleetAdmin(h);
  [ana, beto, rita, mario] = await Promise.all([
    person(h, ASKER_PERMISSIONS),
    person(h, ASKER_PERMISSIONS),
    person(h, REVIEWER_PERMISSIONS),
    person(h, MECHANIC_PERMISSIONS),
  ]);
  hilux = await vehicleDrivenBy(h, admin, ana, { plate: 'XYZ-901' });
  corolla = await vehicleDrivenBy(h, admin, beto, { plate: 'QWE 455', brand: 'Toyota', model: 'Corolla' });
  const priorities = ['Baja', 'Media', 'Alta', 'Urgente'] as const;
  for (let i = 0; i < 7; i++)
    mine.ana.push(
      (
        await askFor(ana.client, hilux.public_id, {
          description: `Revisión "${i}" \\ ñandú`,
          priority: priorities[i % 4],
        })
      ).public_id,
    );
  for (let i = 0; i < 4; i++)
    mine.beto.push(
      (await askFor(beto.client, corolla.public_id, { description: `Frenos ${i}`, priority: 'Alta' })).public_id,
    );
  mine.rita.push((await askFor(rita.client, corolla.public_id, { description: 'Aire acondicionado' })).public_id);
  await review(rita.client, mine.ana[0], { decision: 'Aprobada' });
  await review(rita.client, mine.ana[1], { decision: 'Rechazada', note: 'Duplicada' });
  await ana.client.inject({
    method: 'POST',
    url: `/api/maintenance_requests/${mine.ana[2]}/photos`,
    ...multipartFile('photos', 'foto.png', 'image/png', ONE_PIXEL_PNG),
  });
});
afterAll(() => h.close());

const page = async (p: Person, query = '') => {
  const res = await p.client.inject({ method: 'GET', url: `/api/maintenance_requests${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZMaintenanceRequestPage.parse(res.json()) as TMaintenanceRequestPage;
};
const Compared = ZMaintenanceRequestListItem.omit({ photos_count: true });
const ids = (p: TMaintenanceRequestPage) => p.data.map((r) => r.public_id).sort();

describe('the maintenance requests list', () => {
  it('shows a requester their own only, reviewers and the maintenance staff every one', async () => {
    expect(ids(await page(ana, '?per_page=100'))).toEqual([...mine.ana].sort());
    expect(ids(await page(beto, '?per_page=100'))).toEqual([...mine.beto].sort());
    const all = [...mine.ana, ...mine.beto, ...mine.rita].sort();
    expect(ids(await page(rita, '?per_page=100'))).toEqual(all);
    expect(ids(await page(mario, '?per_page=100'))).toEqual(all);
    expect(ids(await page(rita, '?mine=true'))).toEqual(mine.rita);
  });

  it('answers a total that paging reaches, no row twice, newest first', async () => {
    for (const [who, query] of [
      [rita, ''],
      [rita, '&priority=Alta'],
      [rita, '&sort=vehicle'],
      [rita, '&sort=-priority'],
      [ana, '&sort=status'],
    ] as const) {
      const first = await page(who, `?per_page=3${query}`);
      const seen: string[] = [];
      for (let n = 1; n <= first.last_page; n++)
        seen.push(...(await page(who, `?per_page=3&page=${n}${query}`)).data.map((r) => r.public_id));
      expect(seen.length, query).toBe(first.total);
      expect(new Set(seen).size, query).toBe(seen.length);
    }
    const newest = await page(rita, '?per_page=100');
    const created = newest.data.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by status, priority, vehicle and a search of the description or the plate (any way written)', async () => {
    expect(ids(await page(rita, '?status=Aprobada'))).toEqual([mine.ana[0]]);
    expect((await page(rita, '?status=Pendiente')).total).toBe(10);
    expect((await page(rita, '?priority=Urgente')).data.every((r) => r.priority === 'Urgente')).toBe(true);
    expect(ids(await page(rita, `?vehicle_id=${corolla.public_id}&per_page=100`))).toEqual(
      [...mine.beto, ...mine.rita].sort(),
    );
    expect((await page(rita, '?q=frenos')).total).toBe(4);
    expect((await page(rita, '?q=qwe455')).total).toBe(5);
    expect((await page(rita, '?q=xyz-9')).total).toBe(7);
    expect((await page(rita, '?q=%25')).total).toBe(0);
    expect((await page(rita, '?q=-')).total).toBe(0);
    expect((await page(ana, '?q=frenos')).total).toBe(0);
  });

  it('orders by priority from Baja to Urgente and by the vehicle’s plate', async () => {
    const ranks = (await page(ana, '?sort=priority&per_page=100')).data.map((r) => r.priority);
    expect(ranks).toEqual(['Baja', 'Baja', 'Media', 'Media', 'Alta', 'Alta', 'Urgente']);
    const plates = (await page(rita, '?sort=vehicle&per_page=100')).data.map((r) => r.vehicle.plate);
    expect(plates).toEqual([...Array(5).fill('QWE 455'), ...Array(7).fill('XYZ-901')]);
  });

  it('writes each row as the detail says it, rights and photos counted included', async () => {
    const compared = await expectRowsMatchDetails({
      actors: { ana, rita, mario },
      lists: {
        ana: ['/api/maintenance_requests?per_page=100'],
        rita: ['/api/maintenance_requests?per_page=100&sort=status'],
        mario: ['/api/maintenance_requests?per_page=100&sort=-priority', '/api/maintenance_requests?status=Aprobada'],
      },
      // The detail has its photos instead of their count: both sides are read without either.
      page: zPage(Compared),
      row: Compared,
      detail: (id) => `/api/maintenance_requests/${id}`,
    });
    expect(compared).toBe(7 + 12 + 12 + 1);
    const rows = (await ana.client.inject({ method: 'GET', url: '/api/maintenance_requests?per_page=100' })).json()
      .data;
    expectRowsCarryOnly(rows, ZMaintenanceRequestListItem);
    const withPhoto = rows.find((r: { public_id: string }) => r.public_id === mine.ana[2]);
    expect(withPhoto.photos_count).toBe(1);
    const detail = ZMaintenanceRequest.parse(
      (await ana.client.inject({ method: 'GET', url: `/api/maintenance_requests/${mine.ana[2]}` })).json(),
    );
    expect(detail.photos).toHaveLength(1);
  });

  it('refuses a filter value it does not know in Spanish (422)', async () => {
    const res = await rita.client.inject({ method: 'GET', url: '/api/maintenance_requests?status=Cerrada' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Seleccione un estado válido.');
  });
});
