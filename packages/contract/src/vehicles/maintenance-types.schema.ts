import { z } from 'zod';
import { ZBool, ZListQuery, zOptionalText, zPage, zRequiredText, zSort } from '../common.schema.ts';

export const ZMaintenanceType = z.object({
  public_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  interval_km: z.number().nullable(),
  interval_days: z.number().nullable(),
  /** True when it has an interval: due again after it; false: corrective only. */
  preventive: z.boolean(),
  active: z.boolean(),
  /** Maintenance records of this type: a type with records is deactivated, not deleted. */
  records_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMaintenanceType = z.infer<typeof ZMaintenanceType>;
export const ZMaintenanceTypePage = zPage(ZMaintenanceType);
export type TMaintenanceTypePage = z.infer<typeof ZMaintenanceTypePage>;

export const MAINTENANCE_TYPE_SORTS = ['name', 'interval_km', 'interval_days', 'created_at'] as const;
export const ZMaintenanceTypeListQuery = ZListQuery.extend({
  sort: zSort(MAINTENANCE_TYPE_SORTS).optional(),
  active: ZBool.optional(),
  preventive: ZBool.optional(),
});
export type TMaintenanceTypeListQuery = z.infer<typeof ZMaintenanceTypeListQuery>;

const interval = (label: string, max: number, unit: string) =>
  z.coerce
    .number({ error: `${label} no es válido.` })
    .int({ error: `${label} debe ser un número entero.` })
    .min(1, { error: `${label} debe ser mayor que cero.` })
    .max(max, { error: `${label} no puede superar ${max.toLocaleString('es-PE')} ${unit}.` })
    .nullish()
    .transform((v) => v ?? null);

export const ZMaintenanceTypeRequest = z.object({
  name: zRequiredText('El nombre', 2, 100),
  description: zOptionalText('La descripción', 1000),
  interval_km: interval('El intervalo en km', 500_000, 'km'),
  interval_days: interval('El intervalo en días', 3650, 'días'),
  active: ZBool.default(true),
});
export type TMaintenanceTypeRequest = z.input<typeof ZMaintenanceTypeRequest>;

/** GET /api/maintenance_type_options: the active types, by name, with their intervals (the forms' select). */
export const ZMaintenanceTypeOptions = z.array(
  ZMaintenanceType.pick({ public_id: true, name: true, interval_km: true, interval_days: true, preventive: true }),
);
export type TMaintenanceTypeOptions = z.infer<typeof ZMaintenanceTypeOptions>;
