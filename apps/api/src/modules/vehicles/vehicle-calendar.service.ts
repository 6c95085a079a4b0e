import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DUE_SOON } from '@gestora/contract/vehicles/vehicle-states';
import { jsonObject, jsonValue } from '../../db/json-sql.ts';
import { daysLeftSql, dueStateSql, kmLeftSql } from './maintenance-due.service.ts';

/** A document's state on its expiry date: 'Vencido' once passed, 'Próximo' within DUE_SOON.documentDays. */
const documentState = (on: SQL, today: Placeholder) => sql`(case when ${on} < ${today}::date then 'Vencido'
  when ${on} <= ${today}::date + ${sql.raw(String(DUE_SOON.documentDays))} then 'Próximo' else 'Al día' end)`;

/** A calendar item (ZCalendarItem, kind 'vehicle': a click opens /vehicle/{public_id}) of the vehicle `v`, all day. */
const itemJson = (title: SQL, on: SQL, state: SQL) =>
  jsonObject({
    kind: sql`'"vehicle"'`,
    public_id: jsonValue(sql.raw('v.public_id')),
    title: jsonValue(title),
    start: jsonValue(on),
    end: sql`'null'`,
    status: jsonValue(state),
    editable: sql`'false'`,
  });

/**
 * The due maintenance (on its next_due_on) and the insurance and inspection expiries, between `first` and `last`
 * ('YYYY-MM-DD'), of the active vehicles `me` is told of (their responsible, or their driver when they have none),
 * by date: the items of GET /api/calendar_events (meetings/calendar.service.ts), at most `limit`.
 */
export function vehicleCalendarItems(
  p: { me: Placeholder; first: Placeholder; last: Placeholder; today: Placeholder },
  limit: number,
): SQL {
  const mine = sql`v.active and v.deleted_at is null
    and (v.responsible_id = ${p.me} or (v.responsible_id is null and v.driver_id = ${p.me}))`;
  const within = (on: SQL) => sql`${on} between ${p.first}::date and ${p.last}::date`;
  const dueOn = sql.raw('d.next_due_on');
  const dueState = dueStateSql(daysLeftSql(dueOn, p.today), kmLeftSql(sql.raw('d.next_due_km'), sql.raw('v.odometer')));
  const document = (label: string, column: string) => {
    const on = sql.raw(`v.${column}`);
    return sql`select ${itemJson(sql`${sql.raw(`'${label} · '`)} || v.plate`, on, documentState(on, p.today))} as item,
        ${on} as on_date
      from vehicles v where ${mine} and ${within(on)}`;
  };
  return sql`select i.item from (
      select ${itemJson(sql`t.name || ' · ' || v.plate`, dueOn, dueState)} as item, ${dueOn} as on_date
      from vehicles v join vehicle_maintenance_due d on d.vehicle_id = v.id join maintenance_types t on t.id = d.type_id
      where ${mine} and ${within(dueOn)}
      union all ${document('SOAT/seguro', 'insurance_expires_on')}
      union all ${document('Revisión técnica', 'inspection_expires_on')}
    ) i order by i.on_date limit ${sql.raw(String(limit))}`;
}
