import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { isoStringJson, jsonObject, jsonPlain, jsonValue, keptRefJson } from '../../db/json-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import type { Actor } from '../../lib/service-context.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { daysLeftSql, dueStateSql, kmLeftSql } from './maintenance-due.service.ts';
import { vehicles } from './vehicles.table.ts';

/*
 * A vehicle as PostgreSQL writes it, for the list's rows and the detail alike (the detail parses the same text),
 * so that a row says what the detail says: the list picks its fields out of these.
 */

export const driver = alias(users, 'driver');
export const responsible = alias(users, 'responsible');

/** GET /api/vehicles/:id/photo, with ?v= drawn from the stored file so that a new photo is a new URL. */
export const photoUrlSql = sql<string | null>`(case when ${vehicles.photoFileId} is null then null
  else '/api/vehicles/' || ${vehicles.publicId} || '/photo?v=' || ('x' || left(md5(${vehicles.photoFileId}::text), 8))::bit(32)::bigint end)`;

/** What the actor may do with a vehicle (ZVehicleCan): asking for maintenance needs it to be in service. */
export function vehicleCanJson(actor: Actor): Keyed {
  const flag = (p: string) => actor.permissions.has(p);
  const [update, remove, request] = [
    flag('Actualizar vehículos'),
    flag('Eliminar vehículos'),
    flag('Solicitudes de mantenimiento de vehículos'),
  ];
  const bool = (b: boolean) => sql.raw(b ? 'true' : 'false');
  return keyed(`can=${+update}${+remove}${+request}`, () =>
    jsonObject({
      update: jsonPlain(bool(update)),
      delete: jsonPlain(bool(remove)),
      request: jsonPlain(sql`${bool(request)} and ${vehicles.active}`),
    }),
  );
}

/** One row of vehicle_maintenance_due `d` with its type `t`, as ZVehicleDue, against `today` and the odometer. */
const dueParts = (today: SQL | unknown) => {
  const days = daysLeftSql(sql.raw('d.next_due_on'), today);
  const km = kmLeftSql(sql.raw('d.next_due_km'), vehicles.odometer);
  return { days, km, state: dueStateSql(days, km) };
};

const dueJson = (today: SQL | unknown) => {
  const { days, km, state } = dueParts(today);
  return jsonObject({
    type: jsonObject({ public_id: jsonValue(sql.raw('t.public_id')), name: jsonValue(sql.raw('t.name')) }),
    interval_km: jsonPlain(sql.raw('t.interval_km')),
    interval_days: jsonPlain(sql.raw('t.interval_days')),
    last_done_on: jsonValue(sql.raw('d.last_done_on')),
    last_done_km: jsonPlain(sql.raw('d.last_done_km')),
    next_due_on: jsonValue(sql.raw('d.next_due_on')),
    next_due_km: jsonPlain(sql.raw('d.next_due_km')),
    days_left: jsonPlain(days),
    km_left: jsonPlain(km),
    state: jsonValue(state),
  });
};

/**
 * Soonest first: passed, then near, then the rest; within each, the fewest days, then the fewest km, then the name.
 * vehicle_next_due_keep (vehicles.sql.ts) writes the same order for the list's kept item.
 */
const dueOrder = (today: SQL | unknown) => {
  const { days, km, state } = dueParts(today);
  return sql`case ${state} when 'Vencido' then 0 when 'Próximo' then 1 else 2 end, ${days} asc nulls last,
    ${km} asc nulls last, lower(t.name), t.id`;
};

/** The vehicle's due rows with their types (only preventive, active types have rows: maintenance-due.service.ts). */
const dueFrom = sql`from vehicle_maintenance_due d join maintenance_types t on t.id = d.type_id
  where d.vehicle_id = ${vehicles.id}`;

/**
 * The soonest due item (ZVehicle.next_due), or null: the item vehicle_next_due keeps written for today's span (the
 * span's order is dueOrder's), with only its days left written against today. vehicles-next-due.test.ts holds it
 * equal to dueListJson's first.
 */
export const nextDueJson = (today: SQL | unknown) =>
  sql`coalesce((select s.head || coalesce((s.due_on - ${today}::date)::text, 'null') || s.tail
    from vehicle_next_due s where s.vehicle_id = ${vehicles.id} and s.from_day <= ${today}::date
    order by s.from_day desc limit 1), 'null')`;

/** Every due item, soonest first (ZVehicleDetail.due), as a JSON array's text. */
export const dueListJson = (today: SQL | unknown) =>
  sql`(select '[' || coalesce(string_agg(${dueJson(today)}, ',' order by ${dueOrder(today)}), '') || ']' ${dueFrom})`;

/** The fields of ZVehicle as JSON texts, by name: the list's row takes some, the detail all. */
export function vehicleFields(can: SQL, today: SQL | unknown): Record<string, SQL> {
  return {
    public_id: jsonValue(vehicles.publicId),
    plate: jsonValue(vehicles.plate),
    brand: jsonValue(vehicles.brand),
    model: jsonValue(vehicles.model),
    year: jsonPlain(vehicles.year),
    colour: jsonValue(vehicles.colour),
    type: jsonValue(vehicles.type),
    vin: jsonValue(vehicles.vin),
    engine_number: jsonValue(vehicles.engineNumber),
    fuel: jsonValue(vehicles.fuel),
    odometer: jsonPlain(vehicles.odometer),
    driver: keptRefJson(driver),
    responsible: keptRefJson(responsible),
    department: keptRefJson(departments),
    status: jsonValue(vehicles.status),
    photo_url: jsonValue(photoUrlSql),
    insurance_expires_on: jsonValue(vehicles.insuranceExpiresOn),
    inspection_expires_on: jsonValue(vehicles.inspectionExpiresOn),
    notes: jsonValue(vehicles.notes),
    active: jsonPlain(vehicles.active),
    next_due: nextDueJson(today),
    created_at: isoStringJson(vehicles.createdAt),
    updated_at: isoStringJson(vehicles.updatedAt),
    can,
  };
}

/**
 * FROM vehicles with the joins vehicleFields reads (its driver, responsible and department), selecting `json` (and
 * `extra` columns of the vehicle).
 */
export const selectVehicleJson = <E extends Record<string, AnyPgColumn> = Record<never, never>>(
  db: DbOrTx,
  json: SQL.Aliased<string>,
  extra?: E,
) =>
  db
    .select({ ...(extra as E), json })
    .from(vehicles)
    .leftJoin(driver, eq(driver.id, vehicles.driverId))
    .leftJoin(responsible, eq(responsible.id, vehicles.responsibleId))
    .leftJoin(departments, eq(departments.id, vehicles.departmentId))
    .$dynamic();
