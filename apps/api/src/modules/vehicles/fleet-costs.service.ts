import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFleetCosts, ZFleetCostsQuery } from '@gestora/contract/vehicles/maintenance-records.schema';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import {
  maintenanceRecords as records,
  maintenanceTypes as types,
  vehicleOdometerReadings,
} from './maintenance.table.ts';
import { visibleVehicles } from './vehicles.access.ts';
import { vehicles } from './vehicles.table.ts';

type Query = z.output<typeof ZFleetCostsQuery>;

/** A raw statement's rows (both drivers answer `{ rows }`). */
const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The widest window asked for: its months are every one of them, 0 included. */
export const COSTS_MAX_MONTHS = 120;

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const monthStart = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/**
 * The window of the costs: date_from to date_to, by default the last 12 months (from the first day of the month
 * eleven months before date_to, which is today unless given).
 */
export function costsWindow(today: string, q: Query): { from: string; to: string } {
  const to = q.date_to ?? today;
  const from = q.date_from ?? monthStart(monthIndex(to) - 11);
  if (from > to) throw fieldError('date_to', 'La fecha hasta no puede ser anterior a la fecha desde.');
  if (monthIndex(to) - monthIndex(from) >= COSTS_MAX_MONTHS)
    throw fieldError('date_from', `El rango no puede superar ${COSTS_MAX_MONTHS / 12} años.`);
  return { from, to };
}

/**
 * GET /api/vehicle_costs: what the fleet's records cost in the window, in the organisation's currency: the total,
 * every month of it (0 when nothing was done), per type, and the vehicles that cost the most per km driven in it
 * (the km between their lowest and highest readings of the window; vehicles without km left out). Three
 * statements, whatever the number of records; amounts summed as numeric in PostgreSQL and read as their text.
 */
export async function fleetCosts(ctx: ServiceContext, actor: Actor, q: Query): Promise<TFleetCosts> {
  const { from, to } = costsWindow(ctx.today(), q);
  // The window's records of the vehicles the actor sees.
  const inWindow = sql`select ${records.vehicleId} as vehicle_id, ${records.typeId} as type_id,
      ${records.performedOn} as performed_on, ${records.cost} as cost
    from ${records} join ${vehicles} on ${vehicles.id} = ${records.vehicleId}
    where ${visibleVehicles(actor)} and ${records.performedOn} between ${from}::date and ${to}::date`;

  const months = await rowsOf<{ month: string; cost: string; total: string; records: number }>(
    ctx.db,
    sql`
    select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(w.cost), 0)::text as cost,
      coalesce(sum(sum(w.cost)) over (), 0)::text as total, (sum(count(w.cost)) over ())::int as records
    from generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date), interval '1 month')
      as m(month)
    left join (${inWindow}) w on date_trunc('month', w.performed_on) = m.month
    group by m.month order by m.month`,
  );

  const perType = await rowsOf<{ public_id: string; name: string; cost: string; records: number }>(
    ctx.db,
    sql`
    select t.public_id, t.name, sum(w.cost)::text as cost, count(*)::int as records
    from (${inWindow}) w join ${types} t on t.id = w.type_id
    group by t.id order by sum(w.cost) desc, lower(t.name), t.id`,
  );

  const top = await rowsOf<{
    public_id: string;
    plate: string;
    brand: string;
    model: string;
    cost: string;
    km: number;
    per_km: string;
  }>(
    ctx.db,
    sql`
    with c as (select vehicle_id, sum(cost) as cost from (${inWindow}) w group by vehicle_id),
    k as (
      select o.vehicle_id, max(o.odometer) - min(o.odometer) as km from ${vehicleOdometerReadings} o
      where o.vehicle_id in (select vehicle_id from c) and o.read_on between ${from}::date and ${to}::date
      group by o.vehicle_id)
    select v.public_id, v.plate, v.brand, v.model, c.cost::text as cost, k.km,
      round(c.cost / k.km, 4)::text as per_km
    from c join k on k.vehicle_id = c.vehicle_id join vehicles v on v.id = c.vehicle_id
    where k.km > 0 order by c.cost / k.km desc, v.plate_key limit 10`,
  );

  const first = months[0];
  return {
    currency: ctx.currency,
    total: Number(first?.total ?? 0),
    records: Number(first?.records ?? 0),
    per_month: months.map((m) => ({ month: m.month, cost: Number(m.cost) })),
    per_type: perType.map((t) => ({
      type: { public_id: t.public_id, name: t.name },
      cost: Number(t.cost),
      records: Number(t.records),
    })),
    top_per_km: top.map((v) => ({
      vehicle: { public_id: v.public_id, plate: v.plate, brand: v.brand, model: v.model },
      cost: Number(v.cost),
      km: Number(v.km),
      per_km: Number(v.per_km),
    })),
  };
}
