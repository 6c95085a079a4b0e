import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TMaintenanceRequest,
  TMaintenanceRequestListItem,
  ZMaintenanceRequestRequest,
  ZMaintenanceReview,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import { REQUEST_TRANSITIONS, type TRequestStatus } from '@gestora/contract/vehicles/vehicle-states';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflict, fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { runWrite, type WriteOutbox } from '../../lib/run-write.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { removeFilesAfterCommit } from '../files/file-links.service.ts';
import { deleteStoredFiles, type CheckedFile } from '../files/files.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  approvedNotice,
  attendedNotice,
  newRequestNotice,
  rejectedNotice,
} from './maintenance-request-notify.service.ts';
import { assertChangeable, assertRoomFor, REQUEST_PHOTOS } from './maintenance-request-photos.service.ts';
import { loadRequest, type RequestRow } from './maintenance-requests.access.ts';
import { requestFrom, requestJson } from './maintenance-requests-list.service.ts';
import {
  maintenanceRequestFiles,
  maintenanceRequests as requests,
  maintenanceTypes,
  vehicleOdometerReadings as readings,
} from './maintenance.table.ts';
import { assertReadingFits, putReading, removeReading } from './odometer.service.ts';
import { vehicleFor } from './vehicles.access.ts';
import { vehicles } from './vehicles.table.ts';

type RequestInput = z.output<typeof ZMaintenanceRequestRequest>;
type ReviewInput = z.output<typeof ZMaintenanceReview>;

/** GET /api/maintenance_requests/:id: the list's row (the same SQL) with its photos; 404 outside the scope. */
export async function getMaintenanceRequest(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
): Promise<TMaintenanceRequest> {
  const { row, can } = await loadRequest(ctx.db, actor, publicId);
  const [found] = await requestFrom(ctx.db, requestJson(sql`'null'`).as('json')).where(eq(requests.id, row.id));
  const { photos_count: _count, ...rest } = JSON.parse(found.json) as TMaintenanceRequestListItem;
  return { ...rest, can, photos: await REQUEST_PHOTOS.list(ctx.db, row.id) };
}

/** The vehicle of a request: one the actor may see and active (422 on vehicle_id), locked for its reading. */
async function requestableVehicle(tx: Tx, actor: Actor, publicId: string) {
  const vehicle = await vehicleFor(tx, actor, publicId, { lock: true }).catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 404)
      throw fieldError('vehicle_id', 'Seleccione un vehículo válido.');
    throw err;
  });
  if (!vehicle.active) throw fieldError('vehicle_id', 'El vehículo está dado de baja: seleccione otro.');
  return vehicle;
}

/** The type of a request, when given: an existing, active type (422 on type_id). */
async function activeType(db: DbOrTx, publicId: string) {
  const [type] = await db
    .select({ id: maintenanceTypes.id, active: maintenanceTypes.active })
    .from(maintenanceTypes)
    .where(eq(maintenanceTypes.publicId, publicId));
  if (!type) throw fieldError('type_id', 'Seleccione un tipo de mantenimiento válido.');
  if (!type.active) throw fieldError('type_id', 'El tipo de mantenimiento está inactivo: seleccione otro.');
  return type.id;
}

/**
 * POST /api/maintenance_requests ('Solicitudes de mantenimiento de vehículos'): Pendiente, for a vehicle the actor
 * may see; its odometer, when given, is a reading of today. With its photos (already checked) in the same
 * transaction; the reviewers are told.
 */
export async function createMaintenanceRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: RequestInput,
  photos: CheckedFile[] = [],
): Promise<TMaintenanceRequest> {
  // fileLinks.attach hands its write no outbox: the notice is stored in its transaction, delivered after it.
  const { publicId, pending } = await REQUEST_PHOTOS.attach(ctx, actor, photos, async (tx, link) => {
    const vehicle = await requestableVehicle(tx, actor, input.vehicle_id);
    const typeId = input.type_id ? await activeType(tx, input.type_id) : null;
    const today = ctx.today();
    if (input.odometer !== null) await assertReadingFits(tx, vehicle.id, today, input.odometer);
    const [created] = await tx
      .insert(requests)
      .values({
        vehicleId: vehicle.id,
        typeId,
        requestedBy: actor.userId,
        description: input.description,
        odometer: input.odometer,
        priority: input.priority,
        status: 'Pendiente',
      })
      .returning({ id: requests.id, publicId: requests.publicId });
    if (input.odometer !== null)
      await putReading(tx, {
        vehicleId: vehicle.id,
        readOn: today,
        odometer: input.odometer,
        source: 'Solicitud',
        requestId: created.id,
      });
    if (photos.length) {
      await assertRoomFor(tx, created.id, photos.length);
      await link(created.id);
    }
    const [v] = await tx.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, vehicle.id));
    const notice = await newRequestNotice(
      tx,
      { publicId: created.publicId, requestedBy: actor.userId, plate: v.plate },
      actor.userId,
    );
    return { publicId: created.publicId, pending: await notify(tx, notice) };
  });
  ctx.deliver(pending);
  return getMaintenanceRequest(ctx, actor, publicId);
}

/** The date of the request's own reading, if it has one on this vehicle. */
async function readingDate(tx: Tx, requestId: number, vehicleId: number) {
  const [r] = await tx
    .select({ readOn: readings.readOn })
    .from(readings)
    .where(and(eq(readings.requestId, requestId), eq(readings.vehicleId, vehicleId)));
  return r?.readOn ?? null;
}

/** The request's reading follows its odometer: removed, moved to another vehicle or written again. */
async function syncReading(ctx: ServiceContext, tx: Tx, row: RequestRow, vehicleId: number, odometer: number | null) {
  const owner = { requestId: row.id };
  if (odometer === row.odometer && vehicleId === row.vehicleId) return;
  const readOn = vehicleId === row.vehicleId ? await readingDate(tx, row.id, vehicleId) : null;
  if (row.odometer !== null && (odometer === null || vehicleId !== row.vehicleId))
    await removeReading(tx, row.vehicleId, owner);
  if (odometer === null) return;
  // The vehicle's readings are checked and written under its lock, as on creation.
  await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
  const day = readOn ?? ctx.today();
  await assertReadingFits(tx, vehicleId, day, odometer, owner);
  await putReading(tx, { vehicleId, readOn: day, odometer, source: 'Solicitud', ...owner });
}

/**
 * PUT /api/maintenance_requests/:id: its requester, while it is Pendiente (403 for another user, 404 outside
 * their scope, 409 once reviewed). A new vehicle or type is checked as on creation; the reading follows.
 */
export async function updateMaintenanceRequest(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  input: RequestInput,
): Promise<TMaintenanceRequest> {
  await runWrite(ctx, async (tx) => {
    const { row, can } = await loadRequest(tx, actor, publicId, { forUpdate: true });
    assertChangeable(row, can, actor, 'editarse');
    const vehicleId =
      input.vehicle_id === row.vehiclePublicId
        ? row.vehicleId
        : (await requestableVehicle(tx, actor, input.vehicle_id)).id;
    const [type] = row.typeId
      ? await tx
          .select({ publicId: maintenanceTypes.publicId })
          .from(maintenanceTypes)
          .where(eq(maintenanceTypes.id, row.typeId))
      : [];
    const typeId =
      input.type_id === null
        ? null
        : input.type_id === type?.publicId
          ? row.typeId
          : await activeType(tx, input.type_id);
    await syncReading(ctx, tx, row, vehicleId, input.odometer);
    await tx
      .update(requests)
      .set({
        vehicleId,
        typeId,
        description: input.description,
        odometer: input.odometer,
        priority: input.priority,
        updatedAt: new Date(),
      })
      .where(eq(requests.id, row.id));
  });
  return getMaintenanceRequest(ctx, actor, publicId);
}

/**
 * DELETE /api/maintenance_requests/:id: the same rule as editing. Its reading and photos go with it (the photos'
 * bytes once the delete has committed).
 */
export async function deleteMaintenanceRequest(ctx: ServiceContext, actor: Actor, publicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const { row, can } = await loadRequest(tx, actor, publicId, { forUpdate: true });
    assertChangeable(row, can, actor, 'eliminarse');
    const files = await tx
      .select({ id: maintenanceRequestFiles.fileId })
      .from(maintenanceRequestFiles)
      .where(eq(maintenanceRequestFiles.requestId, row.id));
    const keys = await deleteStoredFiles(
      tx,
      files.map((f) => f.id),
    );
    if (row.odometer !== null) await removeReading(tx, row.vehicleId, { requestId: row.id });
    await tx.delete(requests).where(eq(requests.id, row.id));
    return keys;
  });
}

/** Why a request cannot move to `to`: it was reviewed already, or attended. */
function refusedMove(from: TRequestStatus): string {
  if (from === 'Atendida') return 'La solicitud ya fue atendida.';
  return 'La solicitud ya fue revisada.';
}

/**
 * POST /api/maintenance_requests/:id/review ('Revisar solicitudes de mantenimiento'): Pendiente → Aprobada or
 * Rechazada (REQUEST_TRANSITIONS; 409 otherwise), with the reviewer, the note and when; the requester is told.
 */
export async function reviewMaintenanceRequest(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  input: ReviewInput,
): Promise<TMaintenanceRequest> {
  await runWrite(ctx, async (tx, out) => {
    const { row } = await loadRequest(tx, actor, publicId, { forUpdate: true });
    const from = row.status as TRequestStatus;
    if (!REQUEST_TRANSITIONS[from]?.includes(input.decision)) throw conflict(refusedMove(from));
    const note = input.note ?? null;
    await tx
      .update(requests)
      .set({
        status: input.decision,
        reviewerId: actor.userId,
        reviewNote: note,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(requests.id, row.id));
    const told = { publicId: row.publicId, requestedBy: row.requestedBy, plate: row.plate };
    await out.notify(
      input.decision === 'Aprobada'
        ? approvedNotice(told, actor.userId)
        : rejectedNotice(told, actor.userId, note ?? ''),
    );
  });
  return getMaintenanceRequest(ctx, actor, publicId);
}

/**
 * A maintenance record attends an approved request (the records module calls it in its own transaction): locks
 * the request, 404 when it does not exist, 409 unless it is Aprobada; it becomes Atendida and its requester is told
 * (unless `actorId`, who made the record, is the requester).
 */
export async function attendRequest(
  tx: Tx,
  out: WriteOutbox,
  requestPublicId: string,
  actorId: number | null = null,
): Promise<{ id: number; vehicleId: number; typeId: number | null }> {
  const [r] = await tx
    .select({
      id: requests.id,
      publicId: requests.publicId,
      vehicleId: requests.vehicleId,
      typeId: requests.typeId,
      status: requests.status,
      requestedBy: requests.requestedBy,
    })
    .from(requests)
    .where(eq(requests.publicId, requestPublicId))
    .for('update');
  if (!r) throw notFound('La solicitud de mantenimiento no existe.');
  if (r.status !== 'Aprobada') throw conflict('Solo una solicitud aprobada puede atenderse.');
  await tx.update(requests).set({ status: 'Atendida', updatedAt: new Date() }).where(eq(requests.id, r.id));
  const [v] = await tx.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, r.vehicleId));
  await out.notify(attendedNotice({ publicId: r.publicId, requestedBy: r.requestedBy, plate: v.plate }, actorId));
  return { id: r.id, vehicleId: r.vehicleId, typeId: r.typeId };
}
