import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { spanishDate } from '../../lib/dates.ts';
import { vehicleOdometerReadings as readings } from './maintenance.table.ts';
import { vehicles } from './vehicles.table.ts';

/** Kilometres as people read them here: '12,345 km'. */
export const km = (n: number) => `${new Intl.NumberFormat('es-PE').format(n)} km`;

type ReadingSource = 'Registro' | 'Mantenimiento' | 'Solicitud';
/** The reading a write replaces (an edited record's, an edited request's): left out of the checks. */
export interface ReadingOwner {
  recordId?: number;
  requestId?: number;
}

const notOwnedBy = (owner: ReadingOwner): SQL | undefined =>
  owner.recordId !== undefined
    ? sql`${readings.recordId} is distinct from ${owner.recordId}`
    : owner.requestId !== undefined
      ? sql`${readings.requestId} is distinct from ${owner.requestId}`
      : undefined;

/**
 * Refuses a reading that breaks the vehicle's history (docs/decisions/0005): lower than a reading dated on or
 * before its day, or higher than one dated after it. 422 on `odometer`, in Spanish, naming the reading it breaks.
 */
export async function assertReadingFits(
  db: DbOrTx,
  vehicleId: number,
  readOn: string,
  odometer: number,
  owner: ReadingOwner = {},
): Promise<void> {
  const mine = and(eq(readings.vehicleId, vehicleId), notOwnedBy(owner));
  const [[before], [after]] = await Promise.all([
    db
      .select({ odometer: readings.odometer, readOn: readings.readOn })
      .from(readings)
      .where(and(mine, lte(readings.readOn, readOn)))
      .orderBy(sql`${readings.odometer} desc`)
      .limit(1),
    db
      .select({ odometer: readings.odometer, readOn: readings.readOn })
      .from(readings)
      .where(and(mine, gt(readings.readOn, readOn)))
      .orderBy(sql`${readings.odometer} asc`)
      .limit(1),
  ]);
  if (before && odometer < before.odometer)
    throw fieldError(
      'odometer',
      `El kilometraje no puede ser menor que la última lectura registrada (${km(before.odometer)} el ${spanishDate(before.readOn)}).`,
    );
  if (after && odometer > after.odometer)
    throw fieldError(
      'odometer',
      `El kilometraje no puede ser mayor que una lectura posterior (${km(after.odometer)} el ${spanishDate(after.readOn)}).`,
    );
}

/** The vehicle's odometer is its highest reading: written again after any reading is added, changed or removed. */
export async function refreshVehicleOdometer(tx: Tx, vehicleId: number): Promise<void> {
  await tx
    .update(vehicles)
    .set({
      odometer: sql`coalesce((select max(${readings.odometer}) from ${readings} where ${readings.vehicleId} = ${vehicleId}), 0)`,
    })
    .where(eq(vehicles.id, vehicleId));
}

/**
 * Records a reading (checked first with assertReadingFits by the caller, which knows which field to blame) and
 * writes the vehicle's odometer again. An owner's earlier reading (an edited record) is replaced.
 */
export async function putReading(
  tx: Tx,
  r: { vehicleId: number; readOn: string; odometer: number; source: ReadingSource } & ReadingOwner,
): Promise<void> {
  if (r.recordId !== undefined) await tx.delete(readings).where(eq(readings.recordId, r.recordId));
  else if (r.requestId !== undefined) await tx.delete(readings).where(eq(readings.requestId, r.requestId));
  await tx.insert(readings).values({
    vehicleId: r.vehicleId,
    readOn: r.readOn,
    odometer: r.odometer,
    source: r.source,
    recordId: r.recordId ?? null,
    requestId: r.requestId ?? null,
  });
  await refreshVehicleOdometer(tx, r.vehicleId);
}

/** Removes an owner's reading (a deleted record or request) and writes the vehicle's odometer again. */
export async function removeReading(tx: Tx, vehicleId: number, owner: ReadingOwner): Promise<void> {
  const which =
    owner.recordId !== undefined ? eq(readings.recordId, owner.recordId) : eq(readings.requestId, owner.requestId!);
  await tx.delete(readings).where(and(eq(readings.vehicleId, vehicleId), which));
  await refreshVehicleOdometer(tx, vehicleId);
}

/** A vehicle's readings for its chart, oldest first (at most the last `limit`). */
export async function readingsOf(db: DbOrTx, vehicleId: number, limit = 200) {
  const rows = await db
    .select({ read_on: readings.readOn, odometer: readings.odometer, source: readings.source })
    .from(readings)
    .where(eq(readings.vehicleId, vehicleId))
    .orderBy(sql`${readings.readOn} desc, ${readings.odometer} desc`)
    .limit(limit);
  return rows.reverse() as { read_on: string; odometer: number; source: ReadingSource }[];
}
