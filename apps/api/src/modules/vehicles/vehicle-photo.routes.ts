import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicIdParams } from '@gestora/contract/common.schema';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import { VEHICLE_OPTIONS_PERMISSIONS, ZVehicleDetail } from '@gestora/contract/vehicles/vehicles.schema';
import type { ApiRoutes } from '../../lib/api-routes.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import { PHOTO_FIELD, removeVehiclePhoto, setVehiclePhoto, vehiclePhotoOf } from './vehicle-photo.service.ts';

/** The multipart body as the API's documentation shows it (readPhoto checks it). */
const ZPhotoUpload = z
  .object({
    [PHOTO_FIELD]: z.any().meta({ type: 'string', format: 'binary', description: 'JPG, PNG o WEBP de hasta 2 MB' }),
  })
  .partial()
  .nullish();

/**
 * The one file of field `photo`, read into memory up to the avatar's limit (plus one byte, so that a larger file
 * is told apart from one of exactly the limit), as the avatar's upload reads it. Anything else is a 422 on it.
 */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError(PHOTO_FIELD, MSG.invalidImage);
  await request.server.throttleUpload(request); // the upload routes' shared rate (files-throttle.routes.ts)
  const file = await request.file({
    limits: { fileSize: LIMITS.avatarMaxBytes + 1, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!file || file.fieldname !== PHOTO_FIELD) throw fieldError(PHOTO_FIELD, MSG.invalidImage);
  const data = await file.toBuffer();
  if (file.file.truncated) throw fieldError(PHOTO_FIELD, MSG.invalidImage);
  return data;
}

/** Opens a stored file: a missing one fails here, before any header is sent. */
async function openStored(stream: NodeJS.ReadableStream): Promise<Readable> {
  const it = (stream as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await it.next();
  return Readable.from(
    (async function* () {
      try {
        if (!first.done) yield first.value;
        for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
      } finally {
        await it.return?.(); // an aborted download closes the file too
      }
    })(),
  );
}

/** A vehicle's photo: uploaded and removed with 'Actualizar vehículos', seen by whoever sees the vehicle. */
export function vehiclePhotoRoutes(server: FastifyInstance, route: ApiRoutes) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const UPDATE = needs('Actualizar vehículos');
  route.post(
    '/api/vehicles/:public_id/photo',
    UPDATE,
    {
      params: ZPublicIdParams,
      consumes: ['multipart/form-data'],
      body: ZPhotoUpload,
      response: { 200: ZVehicleDetail },
    },
    async (ctx, actor, { params }, request) => setVehiclePhoto(ctx, actor, params.public_id, await readPhoto(request)),
  );
  route.delete(
    '/api/vehicles/:public_id/photo',
    UPDATE,
    { params: ZPublicIdParams, response: { 200: ZVehicleDetail } },
    (ctx, actor, { params }) => removeVehiclePhoto(ctx, actor, params.public_id),
  );

  // The URL carries ?v= (a new photo is a new URL), so a day's private cache is safe.
  app.get(
    '/api/vehicles/:public_id/photo',
    { config: needs(...VEHICLE_OPTIONS_PERMISSIONS), schema: { tags: ['Vehículos'], params: ZPublicIdParams } },
    async (request, reply) => {
      const photo = await vehiclePhotoOf(app.ctx, actorOf(request), request.params.public_id);
      let body: Readable;
      try {
        body = await openStored(app.storage.read(photo.key));
      } catch (err) {
        request.log.warn({ err, key: photo.key }, 'vehicle photo missing from storage');
        throw notFound();
      }
      return reply
        .header('Content-Type', photo.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, max-age=86400')
        .send(body);
    },
  );
}
