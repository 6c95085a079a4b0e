import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  MAINTENANCE_REQUEST_MAX_PHOTOS,
  ZMaintenanceRequest,
  ZMaintenanceRequestListQuery,
  ZMaintenanceRequestPage,
  ZMaintenanceRequestRequest,
  ZMaintenanceReview,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import { MAINTENANCE_REQUESTS_EXPORT } from '@gestora/contract/exports/vehicles-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { fieldError } from '../../lib/errors.ts';
import { needs } from '../auth/route-access.rules.ts';
import { ZFileParams } from '../files/files.routes.ts';
import { readForm, readPdfOrImages } from './form-uploads.routes.ts';
import { addPhotos, onlyImages, removePhoto } from './maintenance-request-photos.service.ts';
import { ASK, ATTEND, REVIEW } from './maintenance-requests.access.ts';
import { maintenanceRequestsList } from './maintenance-requests-list.service.ts';
import {
  createMaintenanceRequest,
  deleteMaintenanceRequest,
  getMaintenanceRequest,
  reviewMaintenanceRequest,
  updateMaintenanceRequest,
} from './maintenance-requests.service.ts';

const READ = needs(ASK, REVIEW, ATTEND);
const OWN = needs(ASK);

const photosField = z.any().meta({
  type: 'string',
  format: 'binary',
  description: `Hasta ${MAINTENANCE_REQUEST_MAX_PHOTOS} fotos (JPG, PNG, WEBP o GIF) de 10 MB`,
});
/** The body of POST /api/maintenance_requests as documented: JSON, or multipart with its photos (read in the route). */
const ZCreateBody = ZMaintenanceRequestRequest.extend({ photos: photosField.optional() }).nullish();
const ZPhotosUpload = z.object({ photos: photosField }).partial().nullish();

/**
 * Maintenance requests: asked by holders of 'Solicitudes de mantenimiento de vehículos' (who see their own),
 * reviewed by 'Revisar solicitudes de mantenimiento' and attended by a maintenance record (who see all of them).
 * The service decides with the request's own rights (maintenance-requests.access.ts): 404 outside the scope, 403
 * when visible but not theirs to change, 409 when its status no longer allows it.
 */
export async function maintenanceRequestsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Solicitudes de mantenimiento']);

  route.list(
    '/api/maintenance_requests',
    READ,
    ZMaintenanceRequestListQuery,
    ZMaintenanceRequestPage,
    maintenanceRequestsList.answer,
  );
  exportRoute(
    app,
    '/api/maintenance_requests',
    READ,
    ZMaintenanceRequestListQuery,
    maintenanceRequestsList,
    MAINTENANCE_REQUESTS_EXPORT,
    ['Solicitudes de mantenimiento'],
  );
  route.read('/api/maintenance_requests/:public_id', READ, ZMaintenanceRequest, getMaintenanceRequest);
  route.post(
    '/api/maintenance_requests',
    OWN,
    {
      consumes: ['application/json', 'multipart/form-data'],
      body: ZCreateBody,
      response: { 201: ZMaintenanceRequest },
    },
    async (ctx, actor, _input, request) => {
      const { body, files } = await readForm(request, ZMaintenanceRequestRequest, 'photos');
      if (!body) throw fieldError('_', MSG.validation);
      return createMaintenanceRequest(ctx, actor, body, onlyImages(files));
    },
  );
  route.update(
    '/api/maintenance_requests/:public_id',
    OWN,
    ZMaintenanceRequestRequest,
    ZMaintenanceRequest,
    updateMaintenanceRequest,
  );
  route.remove('/api/maintenance_requests/:public_id', OWN, deleteMaintenanceRequest);
  route.post(
    '/api/maintenance_requests/:public_id/review',
    needs(REVIEW),
    { params: ZPublicIdParams, body: ZMaintenanceReview, response: { 200: ZMaintenanceRequest } },
    (ctx, actor, { params, body }) => reviewMaintenanceRequest(ctx, actor, params.public_id, body),
  );

  route.post(
    '/api/maintenance_requests/:public_id/photos',
    OWN,
    {
      params: ZPublicIdParams,
      consumes: ['multipart/form-data'],
      body: ZPhotosUpload,
      response: { 201: ZMaintenanceRequest },
    },
    async (ctx, actor, { params }, request) => {
      await addPhotos(ctx, actor, params.public_id, () => readPdfOrImages(request, 'photos'));
      return getMaintenanceRequest(ctx, actor, params.public_id);
    },
  );
  route.delete(
    '/api/maintenance_requests/:public_id/photos/:file_id',
    OWN,
    { params: ZFileParams, response: { 200: ZMessage } },
    async (ctx, actor, { params }) => {
      await removePhoto(ctx, actor, params.public_id, params.file_id);
      return { message: MSG.deleted };
    },
  );
}
