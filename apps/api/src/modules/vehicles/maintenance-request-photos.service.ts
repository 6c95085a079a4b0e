import { count, eq } from 'drizzle-orm';
import { MAINTENANCE_REQUEST_MAX_PHOTOS } from '@gestora/contract/vehicles/maintenance-requests.schema';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, fieldError, forbidden } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { fileLinks, removeFilesAfterCommit } from '../files/file-links.service.ts';
import type { CheckedFile } from '../files/files.service.ts';
import { loadRequest, type RequestRow } from './maintenance-requests.access.ts';
import { maintenanceRequestFiles, maintenanceRequests as requests } from './maintenance.table.ts';

/** A request's photos: maintenance_request_files links, bytes under 'maintenance-requests'. */
export const REQUEST_PHOTOS = fileLinks(
  maintenanceRequestFiles.requestId,
  maintenanceRequestFiles.fileId,
  'maintenance-requests',
);

/** A request's photos are images (JPG, PNG, WEBP, GIF), told by their bytes: 422 on `photos` for any other file. */
export function onlyImages(files: CheckedFile[]): CheckedFile[] {
  const other = files.find((f) => !f.kind.mime.startsWith('image/'));
  if (other) throw fieldError('photos', `La foto «${other.name}» no es una imagen: se aceptan JPG, PNG, WEBP y GIF.`);
  return files;
}

/** Photos are changed by the requester while the request is Pendiente (403 for anyone else, 409 once reviewed). */
export function assertChangeable(row: RequestRow, can: { update: boolean }, actor: Actor, what: string) {
  if (row.requestedBy !== actor.userId) throw forbidden();
  if (row.status !== 'Pendiente') throw conflict(`Solo una solicitud pendiente puede ${what}.`);
  if (!can.update) throw forbidden();
}

/** A request holds at most MAINTENANCE_REQUEST_MAX_PHOTOS photos: 422 on `photos` past it. */
export async function assertRoomFor(db: DbOrTx, requestId: number, adding: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(maintenanceRequestFiles)
    .where(eq(maintenanceRequestFiles.requestId, requestId));
  if (n + adding > MAINTENANCE_REQUEST_MAX_PHOTOS)
    throw fieldError('photos', `Una solicitud admite hasta ${MAINTENANCE_REQUEST_MAX_PHOTOS} fotos.`);
}

/**
 * POST /api/maintenance_requests/:id/photos (multipart, field `photos`, images only): the rights are checked before
 * the body is read, again on the locked row; the bytes of a failed transaction are removed.
 */
export async function addPhotos(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  readPhotos: () => Promise<CheckedFile[]>,
) {
  const before = await loadRequest(ctx.db, actor, publicId);
  assertChangeable(before.row, before.can, actor, 'cambiar sus fotos');
  const photos = onlyImages(await readPhotos());
  await REQUEST_PHOTOS.attach(ctx, actor, photos, async (tx, link) => {
    const { row, can } = await loadRequest(tx, actor, publicId, { forUpdate: true });
    assertChangeable(row, can, actor, 'cambiar sus fotos');
    await assertRoomFor(tx, row.id, photos.length);
    await link(row.id);
    await tx.update(requests).set({ updatedAt: new Date() }).where(eq(requests.id, row.id));
  });
}

/** DELETE /api/maintenance_requests/:id/photos/:file_id: the row goes in the transaction, the bytes after it. */
export async function removePhoto(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const { row, can } = await loadRequest(tx, actor, publicId, { forUpdate: true });
    assertChangeable(row, can, actor, 'cambiar sus fotos');
    const { keys } = await REQUEST_PHOTOS.deleteOne(tx, row.id, filePublicId);
    await tx.update(requests).set({ updatedAt: new Date() }).where(eq(requests.id, row.id));
    return keys;
  });
}

/** The files module asks whether a viewer may download a request's photo: whoever sees the request. */
export const maintenanceRequestFileOwner = REQUEST_PHOTOS.owner(async (db, viewer, requestId) => {
  const [r] = await db.select({ publicId: requests.publicId }).from(requests).where(eq(requests.id, requestId));
  return r
    ? loadRequest(db, viewer, r.publicId).then(
        () => true,
        () => false,
      )
    : false;
});
