import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { isoStringJson, jsonObject, jsonPlain, jsonValue, keptRefJson } from '../../db/json-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import type { Actor } from '../../lib/service-context.ts';
import { users } from '../users/users.table.ts';
import {
  maintenanceRecords as records,
  maintenanceRequests as requests,
  maintenanceTypes as types,
} from './maintenance.table.ts';
import { vehicles } from './vehicles.table.ts';

/*
 * A maintenance record as PostgreSQL writes it, for the list's rows and the detail alike (the detail parses the
 * same text and adds its invoices), so that a row says what the detail says.
 */

export const creator = alias(users, 'record_creator');

/** What the actor may do with a record (ZMaintenanceRecordCan): the permissions alone decide. */
export function recordCanJson(actor: Pick<Actor, 'permissions'>): Keyed {
  const [update, remove] = [
    actor.permissions.has('Registrar mantenimientos'),
    actor.permissions.has('Eliminar mantenimientos'),
  ];
  return keyed(`can=${+update}${+remove}`, sql.raw(`'{"update":${update},"delete":${remove}}'`));
}

/** The record's vehicle as ZVehicleRef. */
export const vehicleRefJson = jsonObject({
  public_id: jsonValue(vehicles.publicId),
  plate: jsonValue(vehicles.plate),
  brand: jsonValue(vehicles.brand),
  model: jsonValue(vehicles.model),
});

/** The fields of a record as JSON texts (the list's rows are kept by fleet-rows.sql.ts the same way). */
export function recordFields(can: SQL): Record<string, SQL> {
  return {
    public_id: jsonValue(records.publicId),
    vehicle: vehicleRefJson,
    type: jsonObject({ public_id: jsonValue(types.publicId), name: jsonValue(types.name) }),
    request_id: jsonValue(requests.publicId),
    performed_on: jsonValue(records.performedOn),
    odometer: jsonPlain(records.odometer),
    // numeric(12,2) as text is a JSON number ('120.50').
    cost: jsonPlain(records.cost),
    workshop: jsonValue(records.workshop),
    description: jsonValue(records.description),
    created_at: isoStringJson(records.createdAt),
    updated_at: isoStringJson(records.updatedAt),
    can,
  };
}

/** A query FROM maintenance_records ($dynamic) joined to what recordFields reads: its vehicle, type, request, author. */
export const withRecordRefs = <T extends PgSelect>(q: T) =>
  q
    .innerJoin(vehicles, eq(vehicles.id, records.vehicleId))
    .innerJoin(types, eq(types.id, records.typeId))
    .leftJoin(requests, eq(requests.id, records.requestId))
    .leftJoin(creator, eq(creator.id, records.createdBy));

/** The detail's own fields beside the row's (its invoices are added from the link table). */
export const detailJson = (can: SQL) => {
  return jsonObject({ ...recordFields(can), created_by: keptRefJson(creator) });
};
