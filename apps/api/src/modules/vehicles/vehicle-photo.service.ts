import { and, eq, isNull } from 'drizzle-orm';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import type { Tx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { runWrite } from '../../lib/run-write.ts';
import { sniffImage } from '../../lib/storage.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { deleteStoredFiles, insertStoredFiles } from '../files/files.service.ts';
import { storedFiles } from '../files/files.table.ts';
import { vehicleDetail } from './vehicle-detail.service.ts';
import { visibleVehicles } from './vehicles.access.ts';
import { vehicles } from './vehicles.table.ts';

/** The multipart field of the photo: one image, checked by its bytes as the avatar is (JPG, PNG, WEBP, 2 MB). */
export const PHOTO_FIELD = 'photo';

async function lockVehicle(tx: Tx, publicId: string) {
  const [v] = await tx
    .select({ id: vehicles.id, photoFileId: vehicles.photoFileId })
    .from(vehicles)
    .where(and(eq(vehicles.publicId, publicId), isNull(vehicles.deletedAt)))
    .for('update');
  if (!v) throw notFound('El vehículo no existe.');
  return v;
}

/**
 * POST /api/vehicles/:public_id/photo: the image replaces the vehicle's photo. Its type comes from its first
 * bytes, never its name; the bytes are stored before the transaction and removed again if it fails, the previous
 * photo's only once it has committed, so that no row points at nothing.
 */
export async function setVehiclePhoto(ctx: ServiceContext, actor: Actor, publicId: string, data: Buffer) {
  const image = data.length <= LIMITS.avatarMaxBytes ? sniffImage(data) : null;
  if (!image) throw fieldError(PHOTO_FIELD, MSG.invalidImage);
  const key = await ctx.storage.put('vehicles', data, image.ext);
  let previous: string[];
  try {
    previous = await runWrite(ctx, async (tx) => {
      const v = await lockVehicle(tx, publicId);
      const kind = { mime: image.mime, ext: image.ext, exts: [image.ext] };
      // One photo that replaces the previous one: no file count, the day's upload volume still applies.
      const [file] = await insertStoredFiles(
        tx,
        ctx,
        [{ name: `foto.${image.ext}`, data, kind }],
        [key],
        actor.userId,
        null,
      );
      await tx.update(vehicles).set({ photoFileId: file.id }).where(eq(vehicles.id, v.id));
      return deleteStoredFiles(tx, v.photoFileId ? [v.photoFileId] : []);
    });
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
  await Promise.all(previous.map((k) => ctx.storage.remove(k)));
  return vehicleDetail(ctx.db, ctx, actor, publicId);
}

/** DELETE /api/vehicles/:public_id/photo: the vehicle is left without one (nothing to do when it has none). */
export async function removeVehiclePhoto(ctx: ServiceContext, actor: Actor, publicId: string) {
  const removed = await runWrite(ctx, async (tx) => {
    const v = await lockVehicle(tx, publicId);
    if (!v.photoFileId) return [];
    await tx.update(vehicles).set({ photoFileId: null }).where(eq(vehicles.id, v.id));
    return deleteStoredFiles(tx, [v.photoFileId]);
  });
  await Promise.all(removed.map((k) => ctx.storage.remove(k)));
  return vehicleDetail(ctx.db, ctx, actor, publicId);
}

/** The stored photo of a vehicle the actor may see (visibleVehicles): its storage key and type; 404 otherwise. */
export async function vehiclePhotoOf(ctx: ServiceContext, actor: Actor, publicId: string) {
  const [photo] = await ctx.db
    .select({ key: storedFiles.storageKey, mime: storedFiles.mime })
    .from(vehicles)
    .innerJoin(storedFiles, eq(storedFiles.id, vehicles.photoFileId))
    .where(and(eq(vehicles.publicId, publicId), visibleVehicles(actor)));
  if (!photo) throw notFound();
  return photo;
}
