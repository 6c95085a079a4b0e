import { z } from 'zod';
import {
  ZBool,
  ZListQuery,
  ZPublicId,
  ZRef,
  ZUserRef,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
} from '../common.schema.ts';
import { ZAttachment } from '../files/files.schema.ts';
import { MAINTENANCE_PRIORITIES, REQUEST_STATUSES } from './vehicle-states.ts';
import { ZVehicleRef } from './vehicles.schema.ts';

export const ZMaintenancePriority = z.enum(MAINTENANCE_PRIORITIES, { error: 'Seleccione una prioridad válida.' });
export const ZRequestStatus = z.enum(REQUEST_STATUSES, { error: 'Seleccione un estado válido.' });

/**
 * What this viewer may do with a request: edit it (its requester while it is Pendiente), review it (a reviewer
 * while it is Pendiente), attend it (make its maintenance record: 'Registrar mantenimientos' while it is Aprobada),
 * delete it (its requester while Pendiente).
 */
export const ZMaintenanceRequestCan = z.object({
  update: z.boolean(),
  review: z.boolean(),
  attend: z.boolean(),
  delete: z.boolean(),
});
export type TMaintenanceRequestCan = z.infer<typeof ZMaintenanceRequestCan>;

export const ZMaintenanceRequest = z.object({
  public_id: z.string(),
  vehicle: ZVehicleRef,
  type: ZRef.nullable(),
  requested_by: ZUserRef.nullable(),
  description: z.string(),
  odometer: z.number().nullable(),
  priority: z.string(),
  status: z.string(),
  reviewer: ZUserRef.nullable(),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The maintenance record made from it, once Atendida. */
  record_id: z.string().nullable(),
  photos: z.array(ZAttachment),
  created_at: z.string(),
  updated_at: z.string(),
  can: ZMaintenanceRequestCan,
});
export type TMaintenanceRequest = z.infer<typeof ZMaintenanceRequest>;

/** A row of /api/maintenance_requests: the request without its photos. */
export const ZMaintenanceRequestListItem = ZMaintenanceRequest.omit({ photos: true }).extend({
  photos_count: z.number(),
});
export type TMaintenanceRequestListItem = z.infer<typeof ZMaintenanceRequestListItem>;
export const ZMaintenanceRequestPage = zPage(ZMaintenanceRequestListItem);
export type TMaintenanceRequestPage = z.infer<typeof ZMaintenanceRequestPage>;

export const MAINTENANCE_REQUEST_SORTS = ['created_at', 'priority', 'status', 'vehicle'] as const;
/**
 * Reviewers ('Revisar solicitudes de mantenimiento') and 'Registrar mantenimientos' see every request; anyone
 * else their own. mine=true narrows a reviewer's list to their own too.
 */
export const ZMaintenanceRequestListQuery = ZListQuery.extend({
  sort: zSort(MAINTENANCE_REQUEST_SORTS).optional(),
  status: ZRequestStatus.optional(),
  priority: ZMaintenancePriority.optional(),
  vehicle_id: ZPublicId.optional(),
  mine: ZBool.optional(),
});
export type TMaintenanceRequestListQuery = z.infer<typeof ZMaintenanceRequestListQuery>;

const odometer = z.coerce
  .number({ error: 'El kilometraje no es válido.' })
  .int({ error: 'El kilometraje debe ser un número entero.' })
  .min(0, { error: 'El kilometraje no puede ser negativo.' })
  .max(3_000_000, { error: 'El kilometraje no puede superar 3 000 000 km.' });

/** POST (multipart: its fields and `photos[]`) and PUT /api/maintenance_requests. */
export const ZMaintenanceRequestRequest = z.object({
  vehicle_id: ZPublicId,
  type_id: ZPublicId.nullish().transform((v) => v ?? null),
  description: zRequiredText('La descripción', 5, 2000),
  odometer: odometer.nullish().transform((v) => v ?? null),
  priority: ZMaintenancePriority.default('Media'),
});
export type TMaintenanceRequestRequest = z.input<typeof ZMaintenanceRequestRequest>;

/** POST /api/maintenance_requests/:public_id/review: approve or reject, with a note (required to reject). */
export const ZMaintenanceReview = z
  .object({
    decision: z.enum(['Aprobada', 'Rechazada'], { error: 'Seleccione aprobar o rechazar.' }),
    note: zOptionalText('La nota', 1000),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'Rechazada' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Indique el motivo del rechazo.' });
  });
export type TMaintenanceReview = z.input<typeof ZMaintenanceReview>;

export { odometer as zOdometer };

/** The photos a request may hold (POST with the request and POST …/photos together); images only. */
export const MAINTENANCE_REQUEST_MAX_PHOTOS = 10;
