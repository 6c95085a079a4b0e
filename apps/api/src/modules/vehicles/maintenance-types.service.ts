import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TMaintenanceType,
  TMaintenanceTypeOptions,
  ZMaintenanceTypeRequest,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { runWrite } from '../../lib/run-write.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { maintenanceRecords, maintenanceRequests, maintenanceTypes as types } from './maintenance.table.ts';
import { recomputeTypeDue } from './maintenance-due.service.ts';
import { maintenanceTypeJson, preventiveSql } from './maintenance-types-list.service.ts';

type Input = z.output<typeof ZMaintenanceTypeRequest>;

const NAME_TAKEN = 'Ya existe un tipo de mantenimiento con ese nombre.';

/** The type as the list writes it (maintenanceTypeJson), so that a row and the detail say the same. */
async function typeById(db: DbOrTx, publicId: string): Promise<TMaintenanceType> {
  const [row] = await db.select({ json: maintenanceTypeJson }).from(types).where(eq(types.publicId, publicId));
  if (!row) throw notFound('El tipo de mantenimiento no existe.');
  return JSON.parse(row.json) as TMaintenanceType;
}

export const getMaintenanceType = (ctx: ServiceContext, _actor: Actor, publicId: string) => typeById(ctx.db, publicId);

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: types.id })
    .from(types)
    .where(
      and(sql`lower(${types.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(types.id, exceptId)),
    );
  if (clash) throw fieldError('name', NAME_TAKEN);
}

/** The check before a write can lose a race: the unique index on lower(name) has the final word. */
function nameRefusal(err: unknown): never {
  if (isUniqueViolation(err, 'maintenance_types_name_lower_uq')) throw fieldError('name', NAME_TAKEN);
  throw err;
}

const columnsOf = (input: Input) => ({
  name: input.name,
  description: input.description,
  intervalKm: input.interval_km,
  intervalDays: input.interval_days,
  active: input.active,
});

/** POST /api/maintenance_types: a preventive type is due on every vehicle from the same transaction on. */
export async function createMaintenanceType(ctx: ServiceContext, actor: Actor, input: Input) {
  const publicId = await runWrite(ctx, async (tx) => {
    await assertNameFree(tx, input.name);
    const [t] = await tx
      .insert(types)
      .values({ ...columnsOf(input), createdBy: actor.userId })
      .returning({ id: types.id, publicId: types.publicId });
    await recomputeTypeDue(tx, t.id);
    return t.publicId;
  }).catch(nameRefusal);
  return typeById(ctx.db, publicId);
}

async function lockType(tx: Tx, publicId: string) {
  const [t] = await tx.select().from(types).where(eq(types.publicId, publicId)).for('update');
  if (!t) throw notFound('El tipo de mantenimiento no existe.');
  return t;
}

/** PUT /api/maintenance_types/:public_id: new intervals (or active) write its due rows again, in the same transaction. */
export async function updateMaintenanceType(ctx: ServiceContext, _actor: Actor, publicId: string, input: Input) {
  await runWrite(ctx, async (tx) => {
    const before = await lockType(tx, publicId);
    await assertNameFree(tx, input.name, before.id);
    const values = columnsOf(input);
    await tx.update(types).set(values).where(eq(types.id, before.id));
    const dueChanges =
      before.intervalKm !== values.intervalKm ||
      before.intervalDays !== values.intervalDays ||
      before.active !== values.active;
    if (dueChanges) await recomputeTypeDue(tx, before.id);
  }).catch(nameRefusal);
  return typeById(ctx.db, publicId);
}

/**
 * DELETE /api/maintenance_types/:public_id: only a type nothing points at; one with records or requests is
 * deactivated instead, so that the history keeps it. Its due rows go with it (cascade).
 */
export async function deleteMaintenanceType(ctx: ServiceContext, _actor: Actor, publicId: string) {
  await runWrite(ctx, async (tx) => {
    const t = await lockType(tx, publicId);
    const [[records], [requests]] = await Promise.all([
      tx.select({ n: count() }).from(maintenanceRecords).where(eq(maintenanceRecords.typeId, t.id)),
      tx.select({ n: count() }).from(maintenanceRequests).where(eq(maintenanceRequests.typeId, t.id)),
    ]);
    if (records.n > 0) throw conflict('El tipo tiene mantenimientos registrados; desactívelo en su lugar.');
    if (requests.n > 0) throw conflict('El tipo tiene solicitudes de mantenimiento; desactívelo en su lugar.');
    await tx.delete(types).where(eq(types.id, t.id));
  });
}

/** GET /api/maintenance_type_options: the active types, by name, with their intervals (the forms' select). */
export async function maintenanceTypeOptions(ctx: ServiceContext, _actor: Actor): Promise<TMaintenanceTypeOptions> {
  return ctx.db
    .select({
      public_id: types.publicId,
      name: types.name,
      interval_km: types.intervalKm,
      interval_days: types.intervalDays,
      preventive: preventiveSql.mapWith(Boolean),
    })
    .from(types)
    .where(eq(types.active, true))
    .orderBy(asc(sql`lower(${types.name})`), asc(types.id))
    .limit(500);
}
