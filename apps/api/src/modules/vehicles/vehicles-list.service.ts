import { asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DUE_SOON, plateKey } from '@gestora/contract/vehicles/vehicle-states';
import type { TVehiclePage, ZVehicleListQuery } from '@gestora/contract/vehicles/vehicles.schema';
import { jsonObject } from '../../db/json-sql.ts';
import { defineList } from '../../db/list/define-list.ts';
import { keyed } from '../../db/list/keyed.ts';
import { likeTerm } from '../../lib/pagination.ts';
import { daysLeftSql, dueSoonSql, kmLeftSql } from './maintenance-due.service.ts';
import { visibleVehicles, visibleVehiclesKey } from './vehicles.access.ts';
import { nextDueJson, vehicleCanJson } from './vehicles.presenter.ts';
import { vehicles } from './vehicles.table.ts';

type Query = z.output<typeof ZVehicleListQuery>;

const byPublicId = (table: 'departments' | 'users', publicId: SQLWrapper) =>
  sql`(select x.id from ${sql.raw(table)} x where x.public_id = ${publicId})`;

/**
 * A search's two forms in one value (a filter has one placeholder): the plate's key, compared as a part of
 * plate_key so that 'abc123' finds 'ABC-123', and the words as written, for brand and model.
 */
export const vehicleSearchValue = (q: string | undefined) =>
  q ? JSON.stringify({ plate: plateKey(q) || null, like: likeTerm(q) }) : undefined;

/** The search of vehicleSearchValue's value `v` (a placeholder or a literal). */
export const vehicleSearchSql = (v: unknown) => sql`(strpos(${vehicles.plateKey}, (${v}::json ->> 'plate')) > 0
  or ${vehicles.brand} ilike (${v}::json ->> 'like') or ${vehicles.model} ilike (${v}::json ->> 'like'))`;

/**
 * Due soon (or passed): a due row within DUE_SOON, or the insurance or the inspection expiring within
 * DUE_SOON.documentDays of `today` (or expired). Never null, so that its negation holds the rest.
 */
export function dueSoonVehicleSql(today: unknown): SQL {
  const days = daysLeftSql(sql.raw('d.next_due_on'), today);
  const km = kmLeftSql(sql.raw('d.next_due_km'), vehicles.odometer);
  const horizon = sql`(${today}::date + ${sql.raw(String(DUE_SOON.documentDays))})`;
  return sql`(exists (select 1 from vehicle_maintenance_due d where d.vehicle_id = ${vehicles.id}
      and ${dueSoonSql(days, km)})
    or coalesce(${vehicles.insuranceExpiresOn} <= ${horizon}, false)
    or coalesce(${vehicles.inspectionExpiresOn} <= ${horizon}, false))`;
}

const tie = asc(vehicles.id);
const by =
  (...keys: (SQL | AnyPgColumn)[]) =>
  (descending: boolean) => [...keys.map((k) => (descending ? desc(k) : asc(k))), tie];

/**
 * GET /api/vehicles ('Módulo de vehículos'): the live vehicles, by plate unless sorted; each row read from the
 * vehicle's kept own_json (fleet-rows.sql.ts) with its soonest due item for today's span and what the actor may
 * do with it. The fleet is small (hundreds): the engine counts its total.
 */
export const vehiclesList = defineList<Query, TVehiclePage>({
  name: 'vehicles',
  table: vehicles,
  id: vehicles.id,
  params: (ctx) => ({ today: ctx.today() }),
  // The route asks for 'Módulo de vehículos', which sees the whole fleet: the branch holds no value of the actor.
  scope: (actor, p) => keyed(visibleVehiclesKey(actor), () => visibleVehicles(actor, p.me)),
  filters: {
    q: { value: (q) => vehicleSearchValue(q.q), where: (v) => vehicleSearchSql(v) },
    status: { where: (v) => eq(vehicles.status, v) },
    type: { where: (v) => eq(vehicles.type, v) },
    department_id: { where: (v) => eq(vehicles.departmentId, byPublicId('departments', v)) },
    driver_id: { where: (v) => eq(vehicles.driverId, byPublicId('users', v)) },
    active: { where: (v) => eq(vehicles.active, v) },
    due_soon: {
      inText: true,
      volatile: true,
      where: (dueSoon: boolean, p) => (dueSoon ? dueSoonVehicleSql(p.today) : sql`not ${dueSoonVehicleSql(p.today)}`),
    },
  },
  sorts: {
    plate: by(vehicles.plateKey),
    brand: by(sql`lower(${vehicles.brand})`, sql`lower(${vehicles.model})`),
    type: by(vehicles.type),
    status: by(vehicles.status),
    odometer: by(vehicles.odometer),
    year: (d) => [d ? sql`${vehicles.year} desc nulls last` : sql`${vehicles.year} asc nulls last`, tie],
    created_at: by(vehicles.createdAt),
  },
  defaultOrder: () => [asc(vehicles.plateKey), tie],
  row: {
    json: (actor, p) => {
      const can = vehicleCanJson(actor);
      return keyed(can.key, () => jsonObject({ next_due: nextDueJson(p.today), can: can.sql }, vehicles.ownJson));
    },
  },
  // The total of a filter is counted again only when the vehicles change (but due soon's, which moves with the day).
  keptTotals: { tables: ['vehicles'], unsearched: true },
});
