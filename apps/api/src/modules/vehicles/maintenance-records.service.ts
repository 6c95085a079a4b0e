import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TMaintenanceRecord,
  ZMaintenanceRecordRequest,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { fieldError, HttpError, notFound, throwIfAny, type FieldErrors } from '../../lib/errors.ts';
import { runWrite, type WriteOutbox } from '../../lib/run-write.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { fileLinks, removeFilesAfterCommit } from '../files/file-links.service.ts';
import { deleteStoredFiles, insertStoredFiles, putFiles, type CheckedFile } from '../files/files.service.ts';
import { recomputeVehicleDue } from './maintenance-due.service.ts';
import { attendRequest } from './maintenance-requests.service.ts';
import { detailJson, recordCanJson, withRecordRefs } from './maintenance-records.presenter.ts';
import {
  maintenanceRecordFiles,
  maintenanceRecords as records,
  maintenanceTypes as types,
} from './maintenance.table.ts';
import { assertReadingFits, putReading, refreshVehicleOdometer, removeReading } from './odometer.service.ts';
import { vehicleFor, visibleVehicles } from './vehicles.access.ts';
import { vehicles } from './vehicles.table.ts';

type Input = z.output<typeof ZMaintenanceRecordRequest>;

/** A record's invoices: maintenance_record_files links, bytes under 'maintenance'. */
export const RECORD_FILES = fileLinks(maintenanceRecordFiles.recordId, maintenanceRecordFiles.fileId, 'maintenance');

const NO_RECORD = 'El mantenimiento no existe.';

/** The record by public id, of a vehicle the actor sees (404 otherwise), locked for a write when `lock`. */
async function recordRow(db: DbOrTx, actor: Actor, where: SQL, lock = false) {
  const q = db
    .select({ id: records.id, vehicleId: records.vehicleId, typeId: records.typeId, requestId: records.requestId })
    .from(records)
    .innerJoin(vehicles, eq(vehicles.id, records.vehicleId))
    .where(and(where, visibleVehicles(actor)));
  const [row] = await (lock ? q.for('update', { of: records }) : q);
  if (!row) throw notFound(NO_RECORD);
  return row;
}
type Current = Awaited<ReturnType<typeof recordRow>>;

/** GET /api/maintenance_records/:public_id: the record as the list writes it, with its invoices and author. */
async function detail(db: DbOrTx, actor: Actor, where: SQL): Promise<TMaintenanceRecord> {
  const can = recordCanJson(actor);
  const [row] = await withRecordRefs(
    db
      .select({ id: records.id, json: detailJson(can.sql) })
      .from(records)
      .$dynamic(),
  ).where(and(where, visibleVehicles(actor)));
  if (!row) throw notFound(NO_RECORD);
  return { ...JSON.parse(row.json), invoices: await RECORD_FILES.list(db, row.id) };
}

export const getRecord = (ctx: ServiceContext, actor: Actor, publicId: string) =>
  detail(ctx.db, actor, eq(records.publicId, publicId));

/**
 * The record's vehicle and type, checked as the form shows them, all at once: the date not after today (in
 * ORG_TIMEZONE), the vehicle one the actor sees and active, the type active (an edit may keep the record's own
 * inactive vehicle or type); then its odometer against the vehicle's other readings. The vehicle is locked.
 */
async function checkInput(tx: Tx, ctx: ServiceContext, actor: Actor, input: Input, current?: Current) {
  const errors: FieldErrors = {};
  if (input.performed_on > ctx.today()) errors.performed_on = ['La fecha no puede ser futura.'];
  const vehicle = await vehicleFor(tx, actor, input.vehicle_id, { lock: true }).catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 404) return null;
    throw err;
  });
  if (!vehicle) errors.vehicle_id = ['El vehículo seleccionado no existe.'];
  else if (!vehicle.active && vehicle.id !== current?.vehicleId)
    errors.vehicle_id = ['El vehículo seleccionado está inactivo.'];
  const [type] = await tx
    .select({ id: types.id, active: types.active })
    .from(types)
    .where(eq(types.publicId, input.type_id))
    .for('share');
  if (!type || (!type.active && type.id !== current?.typeId))
    errors.type_id = ['El tipo de mantenimiento seleccionado no existe o está inactivo.'];
  throwIfAny(errors);
  const owner = current ? { recordId: current.id } : {};
  await assertReadingFits(tx, vehicle!.id, input.performed_on, input.odometer, owner);
  return { vehicleId: vehicle!.id, typeId: type!.id };
}

/** The columns written from the form. */
const columnsOf = (input: Input, ids: { vehicleId: number; typeId: number }) => ({
  vehicleId: ids.vehicleId,
  typeId: ids.typeId,
  performedOn: input.performed_on,
  odometer: input.odometer,
  cost: input.cost.toFixed(2),
  workshop: input.workshop,
  description: input.description,
});

/**
 * One transaction that may link invoices to the record it writes: their bytes are stored first, `link(recordId)`
 * inserts their rows (under the upload quotas) and links, and a write that fails removes the bytes again. The
 * outbox is handed on (attending a request tells its requester), which fileLinks().attach does not do.
 */
async function withInvoices<T>(
  ctx: ServiceContext,
  actor: Actor,
  files: CheckedFile[],
  write: (tx: Tx, out: WriteOutbox, link: (recordId: number) => Promise<void>) => Promise<T>,
): Promise<T> {
  const keys = await putFiles(ctx.storage, 'maintenance', files);
  try {
    return await runWrite(ctx, (tx, out) =>
      write(tx, out, async (recordId) => {
        if (files.length === 0) return;
        const target = { linkColumn: maintenanceRecordFiles.recordId, recordId };
        const rows = await insertStoredFiles(tx, ctx, files, keys, actor.userId, target);
        await tx.insert(maintenanceRecordFiles).values(rows.map((r) => ({ recordId, fileId: r.id })));
      }),
    );
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.storage.remove(k)));
    throw err;
  }
}

/**
 * POST /api/maintenance_records: the record, its odometer reading, what is due next on its vehicle and, with
 * request_id, the approved request it attends (then Atendida), all in one transaction. The vehicle's status is
 * left as it is: the fleet's people set it.
 */
export async function createRecord(ctx: ServiceContext, actor: Actor, input: Input, invoices: CheckedFile[] = []) {
  const id = await withInvoices(ctx, actor, invoices, async (tx, out, link) => {
    const ids = await checkInput(tx, ctx, actor, input);
    let requestId: number | null = null;
    if (input.request_id) {
      const request = await attendRequest(tx, out, input.request_id, actor.userId).catch((err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 404) throw fieldError('request_id', err.message);
        throw err;
      });
      if (request.vehicleId !== ids.vehicleId)
        throw fieldError('vehicle_id', 'El vehículo debe ser el de la solicitud que se atiende.');
      requestId = request.id;
    }
    const [row] = await tx
      .insert(records)
      .values({ ...columnsOf(input, ids), requestId, createdBy: actor.userId })
      .returning({ id: records.id });
    await putReading(tx, {
      ...ids,
      readOn: input.performed_on,
      odometer: input.odometer,
      source: 'Mantenimiento',
      recordId: row.id,
    });
    await recomputeVehicleDue(tx, ids.vehicleId);
    await link(row.id);
    return row.id;
  });
  return detail(ctx.db, actor, eq(records.id, id));
}

/**
 * PUT /api/maintenance_records/:public_id: the same rules, its own reading left out of the odometer's check and
 * replaced; what is due is written again on its vehicle, and on the one it leaves when the vehicle changed. The
 * request it attended stays its own (request_id is only read on creation).
 */
export async function updateRecord(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  await runWrite(ctx, async (tx) => {
    const current = await recordRow(tx, actor, eq(records.publicId, publicId), true);
    const ids = await checkInput(tx, ctx, actor, input, current);
    if (current.requestId !== null && ids.vehicleId !== current.vehicleId)
      throw fieldError('vehicle_id', 'El vehículo debe ser el de la solicitud que se atendió.');
    await tx
      .update(records)
      .set({ ...columnsOf(input, ids), updatedAt: new Date() })
      .where(eq(records.id, current.id));
    await putReading(tx, {
      ...ids,
      readOn: input.performed_on,
      odometer: input.odometer,
      source: 'Mantenimiento',
      recordId: current.id,
    });
    await recomputeVehicleDue(tx, ids.vehicleId);
    if (ids.vehicleId !== current.vehicleId) {
      await refreshVehicleOdometer(tx, current.vehicleId);
      await recomputeVehicleDue(tx, current.vehicleId);
    }
  });
  return getRecord(ctx, actor, publicId);
}

/**
 * DELETE /api/maintenance_records/:public_id: the record, its reading and its invoices' rows in one transaction
 * (the bytes once it committed), and what is due on its vehicle written again from the records left. A request it
 * attended stays Atendida: the work was asked for and answered, and deleting a mistaken record does not reopen it.
 */
export async function deleteRecord(ctx: ServiceContext, actor: Actor, publicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const current = await recordRow(tx, actor, eq(records.publicId, publicId), true);
    const files = await tx
      .select({ id: maintenanceRecordFiles.fileId })
      .from(maintenanceRecordFiles)
      .where(eq(maintenanceRecordFiles.recordId, current.id));
    const keys = await deleteStoredFiles(
      tx,
      files.map((f) => f.id),
    );
    await removeReading(tx, current.vehicleId, { recordId: current.id });
    await tx.delete(records).where(eq(records.id, current.id));
    await recomputeVehicleDue(tx, current.vehicleId);
    return keys;
  });
}

/** POST /api/maintenance_records/:public_id/invoices: checked before the body is read, all or nothing. */
export async function addInvoices(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  readFiles: () => Promise<CheckedFile[]>,
) {
  const record = await recordRow(ctx.db, actor, eq(records.publicId, publicId));
  const files = await readFiles();
  await RECORD_FILES.attach(ctx, actor, files, async (tx, link) => {
    const locked = await recordRow(tx, actor, eq(records.id, record.id), true);
    await link(locked.id);
    await tx
      .update(records)
      .set({ updatedAt: sql`now()` })
      .where(eq(records.id, locked.id));
  });
  return getRecord(ctx, actor, publicId);
}

/** DELETE /api/maintenance_records/:public_id/invoices/:file_id: the row now, the bytes once committed. */
export async function removeInvoice(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const record = await recordRow(tx, actor, eq(records.publicId, publicId), true);
    const { keys } = await RECORD_FILES.deleteOne(tx, record.id, filePublicId);
    await tx
      .update(records)
      .set({ updatedAt: sql`now()` })
      .where(eq(records.id, record.id));
    return keys;
  });
}

/** Who may download an invoice: whoever may read the records (the routes' permissions) of a vehicle they see. */
export const READS_RECORDS = ['Mantenimiento de vehículos', 'Registrar mantenimientos', 'Eliminar mantenimientos'];
export const recordFileOwner = RECORD_FILES.owner(async (db, actor, recordId) => {
  if (!READS_RECORDS.some((p) => actor.permissions.has(p))) return false;
  return recordRow(db, actor, eq(records.id, recordId)).then(
    () => true,
    () => false,
  );
});
