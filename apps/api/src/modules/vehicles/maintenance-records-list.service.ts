import { asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  TMaintenanceRecordListQuery,
  TMaintenanceRecordPage,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import { jsonObject } from '../../db/json-sql.ts';
import { defineList } from '../../db/list/define-list.ts';
import { keyed } from '../../db/list/keyed.ts';
import { recordCanJson } from './maintenance-records.presenter.ts';
import { maintenanceRecords as records, maintenanceTypes as types } from './maintenance.table.ts';
import { onVisibleVehicle, visibleVehiclesKey } from './vehicles.access.ts';
import { vehicleSearchValue } from './vehicles-list.service.ts';
import { vehicles } from './vehicles.table.ts';

const idOf = (table: typeof vehicles | typeof types, publicId: SQLWrapper) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;

/**
 * q (vehicleSearchValue's two forms): the workshop or the description as written, or the plate's key contained in
 * the vehicle's (so that 'abc123' finds 'ABC-123').
 */
const searchSql = (v: unknown) => sql`(${records.workshop} ilike (${v}::json ->> 'like')
  or ${records.description} ilike (${v}::json ->> 'like')
  or ${records.vehicleId} in (select x.id from vehicles x where strpos(x.plate_key, (${v}::json ->> 'plate')) > 0))`;

const tie = desc(records.id);
const by = (key: SQL | AnyPgColumn) => (descending: boolean) => [descending ? desc(key) : asc(key), tie];

/**
 * GET /api/maintenance_records ('Mantenimiento de vehículos'): the records of the vehicles the actor sees, newest
 * first unless sorted (its performed_on index gives the default order); each row read from the record's kept
 * own_json (fleet-rows.sql.ts) with what the actor may do with it.
 */
export const maintenanceRecordsList = defineList<TMaintenanceRecordListQuery, TMaintenanceRecordPage>({
  name: 'maintenance_records',
  table: records,
  id: records.id,
  scope: (actor, p) => keyed(visibleVehiclesKey(actor), () => onVisibleVehicle(records.vehicleId, actor, p.me)),
  filters: {
    q: { value: (q) => vehicleSearchValue(q.q), search: true, where: (v) => searchSql(v) },
    vehicle_id: { where: (v) => eq(records.vehicleId, idOf(vehicles, v)) },
    type_id: { where: (v) => eq(records.typeId, idOf(types, v)) },
    date_from: { where: (v) => gte(records.performedOn, sql`${v}::date`) },
    date_to: { where: (v) => lte(records.performedOn, sql`${v}::date`) },
  },
  sorts: {
    performed_on: by(records.performedOn),
    cost: by(records.cost),
    odometer: by(records.odometer),
    vehicle: by(sql`(select x.plate_key from vehicles x where x.id = ${records.vehicleId})`),
    type: by(sql`(select lower(x.name) from maintenance_types x where x.id = ${records.typeId})`),
  },
  defaultOrder: () => [desc(records.performedOn), tie],
  row: {
    json: (actor) => {
      const can = recordCanJson(actor);
      return keyed(can.key, () => jsonObject({ can: can.sql }, records.ownJson));
    },
  },
  // A filter's total is counted again only when the records or the vehicles (the scope, a plate searched) change.
  keptTotals: { tables: ['maintenance_records', 'vehicles'], unsearched: true },
});
