import { asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  TMaintenanceTypePage,
  ZMaintenanceTypeListQuery,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import { isoStringJson, jsonObject, jsonPlain, jsonValue } from '../../db/json-sql.ts';
import { defineList } from '../../db/list/define-list.ts';
import { keyed } from '../../db/list/keyed.ts';
import { likeTerm } from '../../lib/pagination.ts';
import { maintenanceTypes as types } from './maintenance.table.ts';

type Query = z.output<typeof ZMaintenanceTypeListQuery>;

/** A type with an interval is preventive (due again after it); without one, corrective only. */
export const preventiveSql = sql<boolean>`(${types.intervalKm} is not null or ${types.intervalDays} is not null)`;

const recordsCount = sql`(select count(*) from maintenance_records r where r.type_id = ${types.id})`;

/** ZMaintenanceType as PostgreSQL writes it: the list's rows and the detail alike. */
export const maintenanceTypeJson = jsonObject({
  public_id: jsonValue(types.publicId),
  name: jsonValue(types.name),
  description: jsonValue(types.description),
  interval_km: jsonPlain(types.intervalKm),
  interval_days: jsonPlain(types.intervalDays),
  preventive: jsonPlain(preventiveSql),
  active: jsonPlain(types.active),
  records_count: jsonPlain(recordsCount),
  created_at: isoStringJson(types.createdAt),
  updated_at: isoStringJson(types.updatedAt),
});

const tie = asc(types.id);
const by = (key: SQL | AnyPgColumn) => (descending: boolean) => [descending ? desc(key) : asc(key), tie];
const nullsLast = (key: AnyPgColumn) => (descending: boolean) => [
  descending ? sql`${key} desc nulls last` : sql`${key} asc nulls last`,
  tie,
];

/**
 * GET /api/maintenance_types ('Módulo de vehículos'): every type, by name unless sorted, with its records counted
 * (by their type index); a few dozen rows, so the engine counts the total.
 */
export const maintenanceTypesList = defineList<Query, TMaintenanceTypePage>({
  name: 'maintenance_types',
  table: types,
  id: types.id,
  filters: {
    q: { value: (q) => (q.q ? likeTerm(q.q) : undefined), where: (v) => ilike(types.name, v) },
    active: { where: (v) => eq(types.active, v) },
    preventive: { inText: true, where: (p: boolean) => (p ? preventiveSql : sql`not ${preventiveSql}`) },
  },
  sorts: {
    name: by(sql`lower(${types.name})`),
    interval_km: nullsLast(types.intervalKm),
    interval_days: nullsLast(types.intervalDays),
    created_at: by(types.createdAt),
  },
  defaultOrder: () => [asc(sql`lower(${types.name})`), tie],
  row: { json: () => keyed('type', maintenanceTypeJson) },
});
