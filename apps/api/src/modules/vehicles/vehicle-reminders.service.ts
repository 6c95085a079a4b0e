import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TVehicleRemindersRun } from '@gestora/contract/vehicles/maintenance-records.schema';
import { DUE_SOON, type TReminderKind } from '@gestora/contract/vehicles/vehicle-states';
import type { BackgroundJobs } from '../../lib/background-jobs.ts';
import { spanishDate } from '../../lib/dates.ts';
import { runWrite } from '../../lib/run-write.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import { daysLeftSql, dueSoonSql, kmLeftSql } from './maintenance-due.service.ts';
import { km } from './odometer.service.ts';
import { vehicleContact } from './vehicles.access.ts';
import { vehicles } from './vehicles.table.ts';

/** Vehicle reminders: in the bell and the full lists, each opening the vehicle's page. */
export const VEHICLE_NOTIFICATION_TYPE = 'Vehicle';
export const vehicleLink = (publicId: string) => `/vehicle/${publicId}`;

/** Items told per transaction: a backlog is worked off in several, never in one long one. */
export const REMINDERS_BATCH = 200;
export const REMINDERS_EVERY_MS = 24 * 60 * 60_000;

/** An item due soon or passed, not yet told in its period. */
export interface DueItem {
  public_id: string;
  plate: string;
  brand: string;
  model: string;
  contact: number;
  kind: TReminderKind;
  type_name: string | null;
  due_on: string | null;
  due_km: number | null;
  days_left: number | null;
  km_left: number | null;
}

const days = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

/** What a reminder says: 'Mantenimiento próximo: Cambio de aceite de ABC-123 (en 5 días o 320 km)' and the like. */
export function reminderMessage(i: DueItem): string {
  const passed = (i.days_left !== null && i.days_left < 0) || (i.km_left !== null && i.km_left < 0);
  if (i.kind !== 'Mantenimiento') {
    const what = i.kind === 'Seguro' ? `El SOAT/seguro de ${i.plate}` : `La revisión técnica de ${i.plate}`;
    return `${what} ${passed ? 'venció' : 'vence'} el ${spanishDate(i.due_on!)}`;
  }
  const subject = `${i.type_name} de ${i.plate}`;
  if (passed) {
    const how = [
      i.days_left !== null && i.days_left < 0 ? `venció el ${spanishDate(i.due_on!)}` : null,
      i.km_left !== null && i.km_left < 0 ? `se pasó por ${km(-i.km_left)}` : null,
    ].filter(Boolean);
    return `Mantenimiento vencido: ${subject} (${how.join(' y ')})`;
  }
  const left = [
    i.days_left === null ? null : i.days_left === 0 ? 'hoy' : `en ${days(i.days_left)}`,
    i.km_left === null ? null : `${i.days_left === null || i.days_left === 0 ? 'en ' : ''}${km(i.km_left)}`,
  ].filter(Boolean);
  return `Mantenimiento próximo: ${subject} (${left.join(' o ')})`;
}

const noticeOf = (i: DueItem): NotifyInput => ({
  recipientIds: [i.contact],
  type: VEHICLE_NOTIFICATION_TYPE,
  title: `${i.plate} · ${i.brand} ${i.model}`,
  message: reminderMessage(i),
  link: vehicleLink(i.public_id),
});

/**
 * The items of active, live vehicles with a contact (vehicleContact) that are due soon or passed on `today`: each
 * due row within DUE_SOON (dueSoonSql), the insurance and the inspection within DUE_SOON.documentDays; those
 * already told in their period (vehicle_reminders_sent) left out, at most REMINDERS_BATCH.
 */
function dueItemsSql(today: string) {
  const horizon = sql`(${today}::date + ${sql.raw(String(DUE_SOON.documentDays))})`;
  const dueDays = daysLeftSql(sql.raw('d.next_due_on'), today);
  const dueKm = kmLeftSql(sql.raw('d.next_due_km'), vehicles.odometer);
  const vehicle = sql`${vehicles.id} as vehicle_id, ${vehicles.publicId} as public_id, ${vehicles.plate} as plate,
    ${vehicles.brand} as brand, ${vehicles.model} as model, ${vehicleContact} as contact`;
  const told = sql.raw(`exists (select 1 from vehicle_reminders_sent s where s.vehicle_id = i.vehicle_id
    and s.kind = i.kind and coalesce(s.type_id, 0) = coalesce(i.type_id, 0) and s.period = i.period)`);
  const document = (kind: TReminderKind, column: AnyPgColumn) => sql`
    select ${vehicle}, ${kind}::text as kind, null::int as type_id, null::text as type_name,
      ${column}::text as period, ${column} as due_on, null::int as due_km,
      ${daysLeftSql(column, today)} as days_left, null::int as km_left
    from ${vehicles} where ${column} <= ${horizon}`;
  return sql`select * from (
      select ${vehicle}, 'Mantenimiento'::text as kind, t.id as type_id, t.name as type_name,
        coalesce(d.next_due_on::text, '') || '|' || coalesce(d.next_due_km::text, '') as period,
        d.next_due_on as due_on, d.next_due_km as due_km, ${dueDays} as days_left, ${dueKm} as km_left
      from vehicle_maintenance_due d join ${vehicles} on ${vehicles.id} = d.vehicle_id
        join maintenance_types t on t.id = d.type_id
      where ${dueSoonSql(dueDays, dueKm)}
      union all ${document('Seguro', vehicles.insuranceExpiresOn)}
      union all ${document('Revisión técnica', vehicles.inspectionExpiresOn)}
    ) i
    where i.vehicle_id in (select v.id from vehicles v where v.active and v.deleted_at is null
        and coalesce(v.responsible_id, v.driver_id) is not null)
      and not ${told}
    order by i.due_on nulls last, i.vehicle_id, i.kind, i.type_id
    limit ${sql.raw(String(REMINDERS_BATCH))}`;
}

/**
 * One batch: marks each item told in its period (ON CONFLICT DO NOTHING, so that two servers running at once tell
 * it once) and stores one notification to its contact for each row it inserted, in one transaction.
 */
async function remindBatch(ctx: ServiceContext): Promise<number> {
  return runWrite(ctx, async (tx, out) => {
    const res = await tx.execute(sql`
      with due as (${dueItemsSql(ctx.today())}),
      sent as (
        insert into vehicle_reminders_sent (vehicle_id, kind, type_id, period)
        select vehicle_id, kind, type_id, period from due
        on conflict do nothing
        returning vehicle_id, kind, type_id, period)
      select due.* from due join sent on sent.vehicle_id = due.vehicle_id and sent.kind = due.kind
        and sent.type_id is not distinct from due.type_id and sent.period = due.period`);
    const items = (res as unknown as { rows: DueItem[] }).rows;
    for (const item of items) await out.notify(noticeOf(item));
    return items.length;
  });
}

/**
 * POST /api/vehicle_reminders/run and the daily job: tells each vehicle's contact of what is due soon or passed,
 * once per item and period, batch after batch until none is left. Returns how many were told.
 */
export async function runVehicleReminders(ctx: ServiceContext): Promise<TVehicleRemindersRun> {
  let sent = 0;
  for (;;) {
    const n = await remindBatch(ctx);
    sent += n;
    if (n < REMINDERS_BATCH) return { sent };
  }
}

/** Runs the reminders every REMINDERS_EVERY_MS in the in-process job runner; returns the stop function. */
export function scheduleVehicleReminders(ctx: ServiceContext, jobs: BackgroundJobs, everyMs = REMINDERS_EVERY_MS) {
  const timer = setInterval(
    () => jobs.run('vehicle-reminders', async () => void (await runVehicleReminders(ctx))),
    everyMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
