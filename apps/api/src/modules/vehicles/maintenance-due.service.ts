import { sql, type SQL } from 'drizzle-orm';
import { DUE_SOON } from '@gestora/contract/vehicles/vehicle-states';
import type { Tx } from '../../db/client.ts';

/**
 * Writes again what is due next (vehicle_maintenance_due, docs/decisions/0005) for the vehicles and types given:
 * for each live vehicle and active preventive type, from the type's last record on the vehicle (or the vehicle's
 * first reading when there is none), the next due date and km; rows of types no longer preventive or active, and
 * of deleted vehicles, go. One statement each way, whatever the number of vehicles.
 */
async function recomputeDue(tx: Tx, where: { vehicleId?: number; typeId?: number }): Promise<void> {
  const onVehicle = (col: SQL) => (where.vehicleId === undefined ? sql`true` : sql`${col} = ${where.vehicleId}`);
  const onType = (col: SQL) => (where.typeId === undefined ? sql`true` : sql`${col} = ${where.typeId}`);
  await tx.execute(sql`
    insert into vehicle_maintenance_due
      (vehicle_id, type_id, last_record_id, last_done_on, last_done_km, next_due_on, next_due_km, updated_at)
    select v.id, t.id, l.id, l.performed_on, l.odometer,
      case when t.interval_days is null then null else coalesce(l.performed_on, b.read_on) + t.interval_days end,
      case when t.interval_km is null then null else coalesce(l.odometer, b.odometer) + t.interval_km end,
      now()
    from vehicles v
    cross join maintenance_types t
    left join lateral (
      select r.id, r.performed_on, r.odometer from maintenance_records r
      where r.vehicle_id = v.id and r.type_id = t.id
      order by r.performed_on desc, r.odometer desc, r.id desc limit 1
    ) l on true
    left join lateral (
      select o.read_on, o.odometer from vehicle_odometer_readings o
      where o.vehicle_id = v.id order by o.read_on, o.odometer limit 1
    ) b on true
    where v.deleted_at is null and t.active and (t.interval_km is not null or t.interval_days is not null)
      and ${onVehicle(sql`v.id`)} and ${onType(sql`t.id`)}
    on conflict (vehicle_id, type_id) do update set
      last_record_id = excluded.last_record_id, last_done_on = excluded.last_done_on,
      last_done_km = excluded.last_done_km, next_due_on = excluded.next_due_on,
      next_due_km = excluded.next_due_km, updated_at = excluded.updated_at`);
  await tx.execute(sql`
    delete from vehicle_maintenance_due d
    using maintenance_types t, vehicles v
    where d.type_id = t.id and d.vehicle_id = v.id
      and ${onVehicle(sql`d.vehicle_id`)} and ${onType(sql`d.type_id`)}
      and (v.deleted_at is not null or not t.active or (t.interval_km is null and t.interval_days is null))`);
}

/** After a vehicle's records or readings change (or it is created): every type's due on that vehicle. */
export const recomputeVehicleDue = (tx: Tx, vehicleId: number) => recomputeDue(tx, { vehicleId });

/** After a type's intervals or active flag change (or it is created): that type's due on every vehicle. */
export const recomputeTypeDue = (tx: Tx, typeId: number) => recomputeDue(tx, { typeId });

/**
 * Days and km left of a due row, against today (`today`: a date placeholder or literal) and the vehicle's
 * odometer; each null when the row has no such bound. Negative once passed.
 */
export const daysLeftSql = (nextDueOn: SQL | unknown, today: SQL | unknown) =>
  sql<number | null>`(${nextDueOn} - ${today}::date)`;
export const kmLeftSql = (nextDueKm: SQL | unknown, odometer: SQL | unknown) =>
  sql<number | null>`(${nextDueKm} - ${odometer})`;

/** dueState() of the contract, in SQL: 'Vencido' | 'Próximo' | 'Al día'. */
export const dueStateSql = (daysLeft: SQL, kmLeft: SQL) => sql<string>`(case
  when ${daysLeft} < 0 or ${kmLeft} < 0 then 'Vencido'
  when ${daysLeft} <= ${sql.raw(String(DUE_SOON.days))} or ${kmLeft} <= ${sql.raw(String(DUE_SOON.km))} then 'Próximo'
  else 'Al día' end)`;

/** A due row is due soon (or passed): the vehicles list's filter and the reminders read this. */
export const dueSoonSql = (daysLeft: SQL, kmLeft: SQL) =>
  sql<boolean>`(${daysLeft} <= ${sql.raw(String(DUE_SOON.days))} or ${kmLeft} <= ${sql.raw(String(DUE_SOON.km))})`;
