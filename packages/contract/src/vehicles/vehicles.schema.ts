import { z } from 'zod';
import {
  ZBool,
  ZListQuery,
  ZPublicId,
  ZRef,
  ZSearch,
  ZUserRef,
  zOptionalDate,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
} from '../common.schema.ts';
import type { Permission } from '../permissions.ts';
import { FUEL_TYPES, VEHICLE_STATUSES, VEHICLE_TYPES } from './vehicle-states.ts';

export const ZVehicleType = z.enum(VEHICLE_TYPES, { error: 'Seleccione un tipo de vehículo válido.' });
export const ZVehicleStatus = z.enum(VEHICLE_STATUSES, { error: 'Seleccione un estado válido.' });
export const ZFuelType = z.enum(FUEL_TYPES, { error: 'Seleccione un combustible válido.' });

/** What this viewer may do with a vehicle, on every row and the detail. */
export const ZVehicleCan = z.object({ update: z.boolean(), delete: z.boolean(), request: z.boolean() });
export type TVehicleCan = z.infer<typeof ZVehicleCan>;

/**
 * A vehicle as records point at it (a request, a maintenance record, a reminder): its plate and what it is,
 * 'ABC-123 · Toyota Hilux' when shown.
 */
export const ZVehicleRef = z.object({
  public_id: z.string(),
  plate: z.string(),
  brand: z.string(),
  model: z.string(),
});
export type TVehicleRef = z.infer<typeof ZVehicleRef>;

/**
 * Due state of an item: 'Vencido' (past its date or km), 'Próximo' (within DUE_SOON), 'Al día'.
 */
export const DUE_STATES = ['Vencido', 'Próximo', 'Al día'] as const;
export type TDueState = (typeof DUE_STATES)[number];

/**
 * What is due next of one preventive maintenance type on a vehicle: due at whichever comes first of next_due_on
 * and next_due_km; days_left and km_left are negative once passed.
 */
export const ZVehicleDue = z.object({
  type: ZRef,
  interval_km: z.number().nullable(),
  interval_days: z.number().nullable(),
  last_done_on: z.string().nullable(),
  last_done_km: z.number().nullable(),
  next_due_on: z.string().nullable(),
  next_due_km: z.number().nullable(),
  days_left: z.number().nullable(),
  km_left: z.number().nullable(),
  state: z.enum(DUE_STATES),
});
export type TVehicleDue = z.infer<typeof ZVehicleDue>;

export const ZVehicle = z.object({
  public_id: z.string(),
  plate: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().nullable(),
  colour: z.string().nullable(),
  type: z.string(),
  vin: z.string().nullable(),
  engine_number: z.string().nullable(),
  fuel: z.string().nullable(),
  /** Kilometres: the highest reading known. */
  odometer: z.number(),
  driver: ZUserRef.nullable(),
  responsible: ZUserRef.nullable(),
  department: ZRef.nullable(),
  status: z.string(),
  /** GET /api/vehicles/:public_id/photo, or null without one. */
  photo_url: z.string().nullable(),
  insurance_expires_on: z.string().nullable(),
  inspection_expires_on: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  /** The soonest of its due maintenance (the row's badge), or null when it has no preventive type due. */
  next_due: ZVehicleDue.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: ZVehicleCan,
});
export type TVehicle = z.infer<typeof ZVehicle>;

/** A row of /api/vehicles: what the list shows and what acting on it needs. */
export const ZVehicleListItem = ZVehicle.pick({
  public_id: true,
  plate: true,
  brand: true,
  model: true,
  year: true,
  type: true,
  status: true,
  odometer: true,
  driver: true,
  department: true,
  photo_url: true,
  insurance_expires_on: true,
  inspection_expires_on: true,
  active: true,
  next_due: true,
  can: true,
});
export type TVehicleListItem = z.infer<typeof ZVehicleListItem>;
export const ZVehiclePage = zPage(ZVehicleListItem);
export type TVehiclePage = z.infer<typeof ZVehiclePage>;

export const VEHICLE_SORTS = ['plate', 'brand', 'type', 'status', 'odometer', 'year', 'created_at'] as const;
/**
 * due_soon: vehicles with maintenance due (or passed) within DUE_SOON, or whose insurance or inspection expires
 * within DUE_SOON.documentDays (or has expired). active: absent shows both.
 */
export const ZVehicleListQuery = ZListQuery.extend({
  sort: zSort(VEHICLE_SORTS).optional(),
  status: ZVehicleStatus.optional(),
  type: ZVehicleType.optional(),
  department_id: ZPublicId.optional(),
  driver_id: ZPublicId.optional(),
  due_soon: ZBool.optional(),
  active: ZBool.optional(),
});
export type TVehicleListQuery = z.infer<typeof ZVehicleListQuery>;

const optionalId = ZPublicId.nullish().transform((v) => v ?? null);
const currentYear = new Date().getUTCFullYear();

export const ZVehicleRequest = z.object({
  plate: zRequiredText('La placa', 3, 12).regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*[\p{L}\p{N}]$/u, {
    error: 'La placa solo admite letras, números, espacios y guiones.',
  }),
  brand: zRequiredText('La marca', 1, 60),
  model: zRequiredText('El modelo', 1, 60),
  year: z.coerce
    .number({ error: 'El año no es válido.' })
    .int({ error: 'El año no es válido.' })
    .min(1950, { error: 'El año debe ser 1950 o posterior.' })
    .max(currentYear + 1, { error: `El año no puede ser posterior a ${currentYear + 1}.` })
    .nullish()
    .transform((v) => v ?? null),
  colour: zOptionalText('El color', 30),
  type: ZVehicleType,
  vin: zOptionalText('El VIN', 17).refine((v) => v === null || /^[A-HJ-NPR-Z0-9]{11,17}$/i.test(v), {
    error: 'El VIN debe tener entre 11 y 17 letras y números (sin I, O ni Q).',
  }),
  engine_number: zOptionalText('El número de motor', 30),
  fuel: ZFuelType.nullish().transform((v) => v ?? null),
  odometer: z.coerce
    .number({ error: 'El kilometraje no es válido.' })
    .int({ error: 'El kilometraje debe ser un número entero.' })
    .min(0, { error: 'El kilometraje no puede ser negativo.' })
    .max(3_000_000, { error: 'El kilometraje no puede superar 3 000 000 km.' })
    .default(0),
  driver_id: optionalId,
  responsible_id: optionalId,
  department_id: optionalId,
  status: ZVehicleStatus.default('Disponible'),
  insurance_expires_on: zOptionalDate('El vencimiento del seguro'),
  inspection_expires_on: zOptionalDate('El vencimiento de la revisión técnica'),
  notes: zOptionalText('Las notas', 2000),
  active: ZBool.default(true),
});
export type TVehicleRequest = z.input<typeof ZVehicleRequest>;

/** One point of the odometer chart: a reading on a day, and where it came from. */
export const ZOdometerReading = z.object({
  read_on: z.string(),
  odometer: z.number(),
  source: z.enum(['Registro', 'Mantenimiento', 'Solicitud']),
});
export type TOdometerReading = z.infer<typeof ZOdometerReading>;

/** A vehicle's costs: every record's cost, per month (the last 12, oldest first) and per km driven. */
export const ZVehicleCosts = z.object({
  currency: z.string(),
  total: z.number(),
  records: z.number(),
  /** Kilometres between its first and last reading; per_km is null while it is 0. */
  km: z.number(),
  per_km: z.number().nullable(),
  per_month: z.array(z.object({ month: z.string(), cost: z.number() })),
});
export type TVehicleCosts = z.infer<typeof ZVehicleCosts>;

/** GET /api/vehicles/:public_id: the vehicle with what its page shows beside its data. */
export const ZVehicleDetail = ZVehicle.extend({
  due: z.array(ZVehicleDue),
  odometer_readings: z.array(ZOdometerReading),
  costs: ZVehicleCosts,
});
export type TVehicleDetail = z.infer<typeof ZVehicleDetail>;

/**
 * Who may read the vehicle and maintenance type options (the request and record forms' selects): the vehicles
 * module and every maintenance permission. Which vehicles each sees is the API's rule (vehicles.access.ts).
 */
export const VEHICLE_OPTIONS_PERMISSIONS = [
  'Módulo de vehículos',
  'Solicitudes de mantenimiento de vehículos',
  'Revisar solicitudes de mantenimiento',
  'Mantenimiento de vehículos',
  'Registrar mantenimientos',
] as const satisfies readonly Permission[];

export const ZVehicleOptionsQuery = z.object({ q: ZSearch });
/**
 * GET /api/vehicle_options: the active vehicles the caller may ask maintenance for or record it on (all of them
 * with 'Módulo de vehículos' or a maintenance permission, else those they drive or are responsible for), at most 50.
 */
export const ZVehicleOptions = z.array(ZVehicleRef.extend({ odometer: z.number() }));
export type TVehicleOptions = z.infer<typeof ZVehicleOptions>;
