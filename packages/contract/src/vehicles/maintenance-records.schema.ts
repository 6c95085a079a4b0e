import { z } from 'zod';
import {
  ZDateFilter,
  ZListQuery,
  ZPublicId,
  ZRef,
  ZUserRef,
  zDate,
  zOptionalText,
  zPage,
  zSort,
} from '../common.schema.ts';
import { ZAttachment } from '../files/files.schema.ts';
import { zOdometer } from './maintenance-requests.schema.ts';
import { ZVehicleRef } from './vehicles.schema.ts';

export const ZMaintenanceRecordCan = z.object({ update: z.boolean(), delete: z.boolean() });

export const ZMaintenanceRecord = z.object({
  public_id: z.string(),
  vehicle: ZVehicleRef,
  type: ZRef,
  /** The request it attended, if any. */
  request_id: z.string().nullable(),
  performed_on: z.string(),
  odometer: z.number(),
  /** In the organisation's currency (ZVehicleCosts.currency), two decimals. */
  cost: z.number(),
  workshop: z.string().nullable(),
  description: z.string().nullable(),
  invoices: z.array(ZAttachment),
  created_by: ZUserRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: ZMaintenanceRecordCan,
});
export type TMaintenanceRecord = z.infer<typeof ZMaintenanceRecord>;

export const ZMaintenanceRecordListItem = ZMaintenanceRecord.omit({ invoices: true, created_by: true }).extend({
  invoices_count: z.number(),
});
export type TMaintenanceRecordListItem = z.infer<typeof ZMaintenanceRecordListItem>;
export const ZMaintenanceRecordPage = zPage(ZMaintenanceRecordListItem);
export type TMaintenanceRecordPage = z.infer<typeof ZMaintenanceRecordPage>;

export const MAINTENANCE_RECORD_SORTS = ['performed_on', 'cost', 'odometer', 'vehicle', 'type'] as const;
/** date_from / date_to bound performed_on; q searches the workshop, description and the vehicle's plate. */
export const ZMaintenanceRecordListQuery = ZListQuery.extend({
  sort: zSort(MAINTENANCE_RECORD_SORTS).optional(),
  vehicle_id: ZPublicId.optional(),
  type_id: ZPublicId.optional(),
}).extend(ZDateFilter.shape);
export type TMaintenanceRecordListQuery = z.infer<typeof ZMaintenanceRecordListQuery>;

const cost = z.coerce
  .number({ error: 'El costo no es válido.' })
  .min(0, { error: 'El costo no puede ser negativo.' })
  .max(99_999_999.99, { error: 'El costo es demasiado alto.' })
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), {
    error: 'El costo admite como máximo dos decimales.',
  });

/**
 * POST (multipart: its fields and `invoices[]`) and PUT /api/maintenance_records. request_id: the approved request
 * it attends (POST only), which then becomes Atendida. The date may not be in the future (in ORG_TIMEZONE) and
 * the odometer not below a reading dated on or before it: the server says so in Spanish.
 */
export const ZMaintenanceRecordRequest = z.object({
  vehicle_id: ZPublicId,
  type_id: ZPublicId,
  request_id: ZPublicId.nullish().transform((v) => v ?? null),
  performed_on: zDate('La fecha'),
  odometer: zOdometer,
  cost: cost.default(0),
  workshop: zOptionalText('El taller', 120),
  description: zOptionalText('La descripción', 2000),
});
export type TMaintenanceRecordRequest = z.input<typeof ZMaintenanceRecordRequest>;

/** GET /api/vehicle_costs (date_from / date_to bound the records' dates): the fleet's costs. */
export const ZFleetCostsQuery = ZDateFilter;
export const ZFleetCosts = z.object({
  currency: z.string(),
  total: z.number(),
  records: z.number(),
  per_month: z.array(z.object({ month: z.string(), cost: z.number() })),
  per_type: z.array(z.object({ type: ZRef, cost: z.number(), records: z.number() })),
  /** The vehicles with the highest cost per km driven in the window (at most 10), with km > 0. */
  top_per_km: z.array(z.object({ vehicle: ZVehicleRef, cost: z.number(), km: z.number(), per_km: z.number() })),
});
export type TFleetCosts = z.infer<typeof ZFleetCosts>;

/** POST /api/vehicle_reminders/run: what the reminders job sent now (0 when run again in the same period). */
export const ZVehicleRemindersRun = z.object({ sent: z.number() });
export type TVehicleRemindersRun = z.infer<typeof ZVehicleRemindersRun>;
