import {
  MAINTENANCE_TYPE_SORTS,
  ZMaintenanceType,
  ZMaintenanceTypePage,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import { FUEL_TYPES, VEHICLE_STATUSES, VEHICLE_TYPES } from '@gestora/contract/vehicles/vehicle-states';
import { VEHICLE_SORTS, ZVehicleListItem, ZVehiclePage } from '@gestora/contract/vehicles/vehicles.schema';
import type { Harness } from '../../test/harness.ts';
import { fieldIs, refIs, wholeAnswer, type ListSpec } from '../../test/lists-property/list-spec.test-utils.ts';
import { WORD, type People } from '../../test/lists-property/world-people.test-utils.ts';
import { UNKNOWN_ID } from '../../test/lists-property/world.test-utils.ts';
import { createMaintenanceType, createVehicle } from './vehicles.test-utils.ts';

/*
 * The fleet's part of the lists property (test/lists-property.test.ts): the data (`makeFleet`, after the people)
 * and the table's rows (`fleetLists`). The vehicles list is asked as the administrator and as the reader, whose
 * rows' `can` differ; it needs 'Módulo de vehículos' among the reader's permissions (world-people's NARROW).
 */

const inDays = (h: Harness, n: number) => {
  const d = new Date(`${h.app.ctx.today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Eleven vehicles (two with WORD in their brand, one inactive, some due soon) and five types (two with WORD). */
export async function makeFleet(h: Harness, people: People) {
  const admin = people.actors.admin.client;
  const [narrow, own] = [people.actors.narrow.user.publicId, people.actors.own.user.publicId];
  const types = [
    await createMaintenanceType(h, admin, { name: `Cambio de aceite ${WORD}`, interval_km: 5000, interval_days: 180 }),
    await createMaintenanceType(h, admin, { name: `Filtro ${WORD}`, interval_km: 15000, interval_days: null }),
    await createMaintenanceType(h, admin, { name: 'Revisión anual', interval_km: null, interval_days: 365 }),
    await createMaintenanceType(h, admin, { name: 'Planchado', interval_km: null, interval_days: null }),
    await createMaintenanceType(h, admin, { name: 'Tapizado', interval_km: null, interval_days: 30, active: false }),
  ];
  const vehicles = [];
  for (let i = 0; i < 11; i++)
    vehicles.push(
      await createVehicle(h, admin, {
        plate: `FLT-${100 + i}`,
        brand: i < 2 ? `Marca ${WORD}` : ['Toyota', 'Nissan', 'Honda'][i % 3],
        type: VEHICLE_TYPES[i % 3],
        status: VEHICLE_STATUSES[i % 4],
        fuel: FUEL_TYPES[i % 2],
        year: i % 5 === 0 ? null : 2015 + i,
        odometer: 4700 + i * 1000,
        department_id: [people.areaA.publicId, people.areaB.publicId, null][i % 3],
        driver_id: [narrow, own, null][i % 3],
        insurance_expires_on: i % 4 === 0 ? inDays(h, 10) : inDays(h, 300),
        active: i !== 7,
      }),
    );
  return { types, vehicles };
}
export type Fleet = Awaited<ReturnType<typeof makeFleet>>;

/** The fleet's lists: vehicles and maintenance types. */
export function fleetLists(people: People): ListSpec[] {
  const area = { values: [people.areaA.publicId, people.areaB.publicId, UNKNOWN_ID], holds: refIs('department') };
  const active = { values: ['true', 'false'], holds: fieldIs('active') };
  return [
    {
      route: 'GET /api/vehicles',
      url: '/api/vehicles',
      actors: ['admin', 'narrow'],
      filters: {
        q: { values: [WORD, 'flt10', 'FLT 105', 'toyota'] },
        status: { values: VEHICLE_STATUSES.slice(0, 3), holds: fieldIs('status') },
        type: { values: VEHICLE_TYPES.slice(0, 3), holds: fieldIs('type') },
        department_id: area,
        driver_id: { values: [people.actors.narrow.user.publicId, UNKNOWN_ID], holds: refIs('driver') },
        active,
        due_soon: { values: ['true', 'false'] },
      },
      sorts: VEHICLE_SORTS,
      page: wholeAnswer(ZVehiclePage),
      detail: { url: (r) => `/api/vehicles/${r.public_id}`, fields: ZVehicleListItem },
      examples: [{ due_soon: 'true' }, { due_soon: 'false', active: 'true' }, { q: 'flt10', sort: '-odometer' }],
    },
    {
      route: 'GET /api/maintenance_types',
      url: '/api/maintenance_types',
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: {
        q: { values: [WORD, 'cambio'] },
        active,
        preventive: { values: ['true', 'false'], holds: fieldIs('preventive') },
      },
      sorts: MAINTENANCE_TYPE_SORTS,
      page: wholeAnswer(ZMaintenanceTypePage),
      detail: { url: (r) => `/api/maintenance_types/${r.public_id}`, fields: ZMaintenanceType },
    },
  ];
}
