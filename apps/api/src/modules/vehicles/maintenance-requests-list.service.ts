import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  TMaintenanceRequestListQuery,
  TMaintenanceRequestPage,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import { plateKey } from '@gestora/contract/vehicles/vehicle-states';
import type { DbOrTx } from '../../db/client.ts';
import { isoStringJson, jsonObject, jsonPlain, jsonValue, keptRefJson } from '../../db/json-sql.ts';
import { defineList } from '../../db/list/define-list.ts';
import { keyed } from '../../db/list/keyed.ts';
import { likeTerm } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import { canJson, requestScope } from './maintenance-requests.access.ts';
import {
  maintenanceRecords,
  maintenanceRequestFiles,
  maintenanceRequests as requests,
  maintenanceTypes as types,
} from './maintenance.table.ts';
import { vehicles } from './vehicles.table.ts';

const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

/**
 * A request as PostgreSQL writes it (ZMaintenanceRequestListItem), `can` given: the list's rows and, without
 * photos_count and with its photos, the detail (maintenance-requests.service.ts), so that they cannot differ.
 */
export const requestJson = (can: SQL) =>
  jsonObject({
    public_id: jsonValue(requests.publicId),
    vehicle: jsonObject({
      public_id: jsonValue(vehicles.publicId),
      plate: jsonValue(vehicles.plate),
      brand: jsonValue(vehicles.brand),
      model: jsonValue(vehicles.model),
    }),
    type: sql`(case when ${types.id} is null then 'null' else ${jsonObject({
      public_id: jsonValue(types.publicId),
      name: jsonValue(types.name),
    })} end)`,
    requested_by: keptRefJson(requester),
    description: jsonValue(requests.description),
    odometer: jsonPlain(requests.odometer),
    priority: jsonValue(requests.priority),
    status: jsonValue(requests.status),
    reviewer: keptRefJson(reviewer),
    review_note: jsonValue(requests.reviewNote),
    reviewed_at: isoStringJson(requests.reviewedAt),
    record_id: jsonValue(
      sql`(select ${maintenanceRecords.publicId} from ${maintenanceRecords} where ${maintenanceRecords.requestId} = ${requests.id})`,
    ),
    photos_count: jsonPlain(
      sql`(select count(*) from ${maintenanceRequestFiles} where ${maintenanceRequestFiles.requestId} = ${requests.id})`,
    ),
    created_at: isoStringJson(requests.createdAt),
    updated_at: isoStringJson(requests.updatedAt),
    can,
  });

/** The FROM requestJson reads: the request with its vehicle, type, requester and reviewer. */
export const requestFrom = (db: DbOrTx, json: SQL.Aliased<string>) =>
  db
    .select({ json })
    .from(requests)
    .innerJoin(vehicles, eq(vehicles.id, requests.vehicleId))
    .leftJoin(types, eq(types.id, requests.typeId))
    .leftJoin(requester, eq(requester.id, requests.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, requests.reviewerId));

/**
 * q's two terms in one value: the description's ilike term and the plate's key as a like term, split in SQL by
 * chr(31) (a control character no search may carry). A search with no letter or digit of a plate ('-') leaves the
 * plate out rather than matching every plate.
 */
const searchTerms = (q: string) => {
  const key = plateKey(q);
  return `${likeTerm(q)}\u001f${key ? likeTerm(key) : ''}`;
};

const idOf = (publicId: SQL | unknown) =>
  sql`(select ${vehicles.id} from ${vehicles} where ${vehicles.publicId} = ${publicId})`;
const priorityRank = sql`case ${requests.priority} when 'Urgente' then 4 when 'Alta' then 3 when 'Media' then 2 else 1 end`;
const statusRank = sql`case ${requests.status} when 'Pendiente' then 1 when 'Aprobada' then 2 when 'Atendida' then 3 else 4 end`;
const plateOf = sql`(select ${vehicles.plateKey} from ${vehicles} where ${vehicles.id} = ${requests.vehicleId})`;
const tie = desc(requests.id);
const by = (key: SQL) => (descending: boolean) => [descending ? desc(key) : asc(key), tie];

/**
 * GET /api/maintenance_requests: the requests of the actor's scope (maintenance-requests.access.ts), newest first
 * unless sorted; mine=true narrows a reviewer's to their own (the vehicle's plate read by subquery where a filter
 * or sort needs it). Each row is read from the request's kept own_json (fleet-rows.sql.ts) with what the actor may
 * do with it.
 */
export const maintenanceRequestsList = defineList<TMaintenanceRequestListQuery, TMaintenanceRequestPage>({
  name: 'maintenance_requests',
  table: requests,
  id: requests.id,
  scope: (actor, p) => requestScope(actor, p.me),
  filters: {
    q: {
      value: (q) => (q.q ? searchTerms(q.q) : undefined),
      search: true,
      where: (v) => sql`(${requests.description} ilike split_part(${v}, chr(31), 1)
        or (split_part(${v}, chr(31), 2) <> '' and ${requests.vehicleId} in
          (select ${vehicles.id} from ${vehicles} where ${vehicles.plateKey} like split_part(${v}, chr(31), 2))))`,
    },
    status: { where: (v) => eq(requests.status, v) },
    priority: { where: (v) => eq(requests.priority, v) },
    vehicle_id: { where: (v) => sql`${requests.vehicleId} = ${idOf(v)}` },
    mine: {
      inText: true,
      value: (q) => (q.mine ? true : undefined),
      where: (_v, p) => sql`${requests.requestedBy} = ${p.me}`,
    },
  },
  sorts: {
    created_at: by(sql`${requests.createdAt}`),
    priority: by(priorityRank),
    status: by(statusRank),
    vehicle: by(plateOf),
  },
  defaultOrder: () => [desc(requests.createdAt), tie],
  row: {
    json: (actor, p) => {
      const can = canJson(actor, p.me);
      return keyed(can.key, () => jsonObject({ can: can.sql }, requests.ownJson));
    },
  },
  // A filter's total is counted again only when the requests or the vehicles (the scope, a plate searched) change.
  keptTotals: { tables: ['maintenance_requests', 'vehicles'], unsearched: true },
});
