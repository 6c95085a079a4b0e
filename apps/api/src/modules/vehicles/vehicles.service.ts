import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { plateKey } from '@gestora/contract/vehicles/vehicle-states';
import type {
  TVehicleOptions,
  ZVehicleOptionsQuery,
  ZVehicleRequest,
} from '@gestora/contract/vehicles/vehicles.schema';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { runWrite } from '../../lib/run-write.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { maintenanceRequests } from './maintenance.table.ts';
import { recomputeVehicleDue } from './maintenance-due.service.ts';
import { assertReadingFits, putReading } from './odometer.service.ts';
import { vehicleDetail } from './vehicle-detail.service.ts';
import { visibleVehicles } from './vehicles.access.ts';
import { vehicleSearchSql, vehicleSearchValue } from './vehicles-list.service.ts';
import { vehicles } from './vehicles.table.ts';

type Input = z.output<typeof ZVehicleRequest>;

const PLATE_TAKEN = 'Ya existe un vehículo con esa placa.';
const live = isNull(vehicles.deletedAt);

/** The check before a write can lose a race: the partial unique index on plate_key has the final word. */
function plateRefusal(err: unknown): never {
  if (isUniqueViolation(err, 'vehicles_plate_key_uq')) throw fieldError('plate', PLATE_TAKEN);
  throw err;
}

async function assertPlateFree(db: DbOrTx, key: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.plateKey, key), live, exceptId === undefined ? undefined : ne(vehicles.id, exceptId)));
  if (clash) throw fieldError('plate', PLATE_TAKEN);
}

/**
 * An active, not deleted user for `field` (the driver, the responsible), or the one the vehicle already has (a
 * user deactivated since then does not block an edit of the rest); 422 on the field otherwise.
 */
async function personFor(db: DbOrTx, field: string, publicId: string | null, current: number | null = null) {
  if (publicId === null) return null;
  const [u] = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(eq(users.publicId, publicId), isNull(users.deletedAt)));
  if (!u || (!u.active && u.id !== current))
    throw fieldError(
      field,
      field === 'driver_id'
        ? 'El conductor seleccionado no existe o está inactivo.'
        : 'El responsable seleccionado no existe o está inactivo.',
    );
  return u.id;
}

/** An active department (or the one the vehicle already has); 422 on department_id otherwise. */
async function departmentFor(db: DbOrTx, publicId: string | null, current: number | null = null) {
  if (publicId === null) return null;
  const [d] = await db
    .select({ id: departments.id, active: departments.active })
    .from(departments)
    .where(eq(departments.publicId, publicId));
  if (!d || (!d.active && d.id !== current))
    throw fieldError('department_id', 'El departamento seleccionado no existe o está inactivo.');
  return d.id;
}

/** The vehicle's columns from the form, its people and department checked (every field problem a 422 on it). */
async function columnsOf(tx: Tx, input: Input, current?: typeof vehicles.$inferSelect) {
  return {
    plate: input.plate,
    plateKey: plateKey(input.plate),
    brand: input.brand,
    model: input.model,
    year: input.year,
    colour: input.colour,
    type: input.type,
    vin: input.vin === null ? null : input.vin.toUpperCase(),
    engineNumber: input.engine_number,
    fuel: input.fuel,
    driverId: await personFor(tx, 'driver_id', input.driver_id, current?.driverId),
    responsibleId: await personFor(tx, 'responsible_id', input.responsible_id, current?.responsibleId),
    departmentId: await departmentFor(tx, input.department_id, current?.departmentId),
    status: input.status,
    insuranceExpiresOn: input.insurance_expires_on,
    inspectionExpiresOn: input.inspection_expires_on,
    notes: input.notes,
    active: input.active,
  };
}

/** POST /api/vehicles: the vehicle, its first reading ('Registro', today) and what is due of each preventive type. */
export async function createVehicle(ctx: ServiceContext, actor: Actor, input: Input) {
  const publicId = await runWrite(ctx, async (tx) => {
    const values = await columnsOf(tx, input);
    await assertPlateFree(tx, values.plateKey);
    const [v] = await tx
      .insert(vehicles)
      .values({ ...values, odometer: input.odometer, createdBy: actor.userId })
      .returning({ id: vehicles.id, publicId: vehicles.publicId });
    await putReading(tx, { vehicleId: v.id, readOn: ctx.today(), odometer: input.odometer, source: 'Registro' });
    await recomputeVehicleDue(tx, v.id);
    return v.publicId;
  }).catch(plateRefusal);
  return vehicleDetail(ctx.db, ctx, actor, publicId);
}

/** A live vehicle, locked for the rest of the transaction (404 when there is none). */
async function lockVehicle(tx: Tx, publicId: string) {
  const [v] = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.publicId, publicId), live))
    .for('update');
  if (!v) throw notFound('El vehículo no existe.');
  return v;
}

/**
 * PUT /api/vehicles/:public_id (deactivating is active = false). A changed odometer is a new 'Registro' reading of
 * today, which may not break the vehicle's history; the earlier readings stay.
 */
export async function updateVehicle(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  await runWrite(ctx, async (tx) => {
    const current = await lockVehicle(tx, publicId);
    const values = await columnsOf(tx, input, current);
    await assertPlateFree(tx, values.plateKey, current.id);
    if (input.odometer !== current.odometer) await assertReadingFits(tx, current.id, ctx.today(), input.odometer);
    await tx.update(vehicles).set(values).where(eq(vehicles.id, current.id));
    if (input.odometer !== current.odometer) {
      await putReading(tx, {
        vehicleId: current.id,
        readOn: ctx.today(),
        odometer: input.odometer,
        source: 'Registro',
      });
      await recomputeVehicleDue(tx, current.id);
    }
  }).catch(plateRefusal);
  return vehicleDetail(ctx.db, ctx, actor, publicId);
}

/**
 * DELETE /api/vehicles/:public_id: a soft delete, so that its records and requests keep pointing at it; refused
 * while a request of it waits for review or attention. Its plate is free again; its due rows go.
 */
export async function deleteVehicle(ctx: ServiceContext, _actor: Actor, publicId: string) {
  await runWrite(ctx, async (tx) => {
    const v = await lockVehicle(tx, publicId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(maintenanceRequests)
      .where(
        and(eq(maintenanceRequests.vehicleId, v.id), inArray(maintenanceRequests.status, ['Pendiente', 'Aprobada'])),
      );
    if (n > 0)
      throw conflict(
        `No se puede eliminar: el vehículo tiene ${n} solicitud(es) de mantenimiento pendiente(s) o aprobada(s). Atiéndalas o recházelas primero, o desactive el vehículo.`,
      );
    await tx.update(vehicles).set({ deletedAt: new Date(), active: false }).where(eq(vehicles.id, v.id));
    await recomputeVehicleDue(tx, v.id);
  });
}

const OPTIONS_LIMIT = 50;

/**
 * GET /api/vehicle_options: the active vehicles the actor may see (visibleVehicles), by plate, at most 50,
 * searched like the list (a plate however written, brand, model).
 */
export async function vehicleOptions(
  ctx: ServiceContext,
  actor: Actor,
  q: z.output<typeof ZVehicleOptionsQuery>,
): Promise<TVehicleOptions> {
  const search = vehicleSearchValue(q.q);
  return ctx.db
    .select({
      public_id: vehicles.publicId,
      plate: vehicles.plate,
      brand: vehicles.brand,
      model: vehicles.model,
      odometer: vehicles.odometer,
    })
    .from(vehicles)
    .where(and(visibleVehicles(actor), eq(vehicles.active, true), search ? vehicleSearchSql(search) : undefined))
    .orderBy(asc(vehicles.plateKey), asc(vehicles.id))
    .limit(OPTIONS_LIMIT);
}
