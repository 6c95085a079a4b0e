import { and, eq, sql } from 'drizzle-orm';
import type { TVehicleDetail } from '@gestora/contract/vehicles/vehicles.schema';
import type { DbOrTx } from '../../db/client.ts';
import { jsonObject } from '../../db/json-sql.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { readingsOf } from './odometer.service.ts';
import { visibleVehicles } from './vehicles.access.ts';
import { dueListJson, selectVehicleJson, vehicleCanJson, vehicleFields } from './vehicles.presenter.ts';
import { vehicles } from './vehicles.table.ts';

const MONTHS = 12;

/**
 * ZVehicleCosts as JSON text: its records' costs summed (numeric, so cents stay exact), the km between its lowest
 * and highest reading, the cost per km (null while no km is known) and the last MONTHS months, oldest first, each
 * with 0 when it had no record. `today` decides which months those are.
 */
const costsJson = (currency: string, today: string) => sql`(select '{"currency":' || to_json(${currency}::text)::text
    || ',"total":' || c.total::text || ',"records":' || c.n::text || ',"km":' || k.km::text
    || ',"per_km":' || coalesce(round(c.total / nullif(k.km, 0), 4)::text, 'null')
    || ',"per_month":[' || m.months || ']}'
  from (select coalesce(sum(r.cost), 0) as total, count(*)::int as n
      from maintenance_records r where r.vehicle_id = ${vehicles.id}) c,
    (select coalesce(max(o.odometer) - min(o.odometer), 0) as km
      from vehicle_odometer_readings o where o.vehicle_id = ${vehicles.id}) k,
    (select string_agg('{"month":"' || to_char(g.month, 'YYYY-MM') || '","cost":' || coalesce(s.cost, 0)::text || '}',
        ',' order by g.month) as months
      from (select (date_trunc('month', ${today}::date::timestamp) - i * interval '1 month')::date as month
          from generate_series(0, ${sql.raw(String(MONTHS - 1))}) i) g
      left join (select date_trunc('month', r.performed_on::timestamp)::date as month, sum(r.cost) as cost
          from maintenance_records r where r.vehicle_id = ${vehicles.id}
          group by 1) s on s.month = g.month) m)`;

/**
 * GET /api/vehicles/:public_id: the vehicle (404 when the actor may not see it, or it is deleted), its due items,
 * readings and costs. Two statements: the vehicle with its due items and costs written by PostgreSQL, and its
 * readings.
 */
export async function vehicleDetail(db: DbOrTx, ctx: ServiceContext, actor: Actor, publicId: string) {
  const today = ctx.today();
  const can = vehicleCanJson(actor);
  const json = jsonObject({
    ...vehicleFields(can.sql, today),
    due: dueListJson(today),
    costs: costsJson(ctx.currency, today),
  });
  const [row] = await selectVehicleJson(db, json.as('json'), { id: vehicles.id })
    .where(and(eq(vehicles.publicId, publicId), visibleVehicles(actor)))
    .limit(1);
  if (!row) throw notFound('El vehículo no existe.');
  const vehicle = JSON.parse(row.json) as Omit<TVehicleDetail, 'odometer_readings'>;
  return { ...vehicle, odometer_readings: await readingsOf(db, row.id) } satisfies TVehicleDetail;
}

export const getVehicle = (ctx: ServiceContext, actor: Actor, publicId: string) =>
  vehicleDetail(ctx.db, ctx, actor, publicId);
