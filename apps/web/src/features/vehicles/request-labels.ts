import { z } from 'zod';
import { ZPublicId } from '@gestora/contract/common.schema';
import { MAINTENANCE_PRIORITIES, REQUEST_STATUSES } from '@gestora/contract/vehicles/vehicle-states';
import { formatDate } from '../../lib/dates.ts';
import type { TVehicleRef } from '@gestora/contract/vehicles/vehicles.schema';

export const REQUEST_STATUS_OPTIONS = REQUEST_STATUSES.map((s) => ({ value: s, label: s }));
export const PRIORITY_OPTIONS = MAINTENANCE_PRIORITIES.map((p) => ({ value: p, label: p }));

/** 'ABC-123 · Toyota Hilux': a vehicle as requests and records name it. */
export const vehicleLabel = (v: Pick<TVehicleRef, 'plate' | 'brand' | 'model'>) =>
  `${v.plate} · ${`${v.brand} ${v.model}`.trim()}`;

const kmFormat = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
/** '45,000 km'. */
export const formatKm = (km: number) => `${kmFormat.format(km)} km`;

/** A text cut to `max` characters on a word, with an ellipsis ('Ruido en los frenos al…'). */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** How a request is named where it is asked about ('ABC-123: Ruido en los frenos…'). */
export const requestName = (r: { vehicle: { plate: string }; description: string }) =>
  `${r.vehicle.plate}: ${cut(r.description, 50)}`;

/** How a maintenance record is named: 'Cambio de aceite de ABC-123, 3 de enero de 2026'. */
export const recordName = (r: { type: { name: string }; vehicle: { plate: string }; performed_on: string }) =>
  `${r.type.name} de ${r.vehicle.plate}, ${formatDate(r.performed_on)}`;

/**
 * Where 'Registrar mantenimiento' of an approved request goes: the maintenance records page, its form open and
 * filled from the request (vehicle, type, odometer); the record then attends it (request_id).
 */
export function attendLink(request: {
  public_id: string;
  vehicle: { public_id: string };
  type: { public_id: string } | null;
  odometer: number | null;
}): string {
  const params = new URLSearchParams({ request_id: request.public_id, vehicle_id: request.vehicle.public_id });
  if (request.type) params.set('type_id', request.type.public_id);
  if (request.odometer !== null) params.set('odometer', String(request.odometer));
  return `/vehicle_maintenance?${params}`;
}

/**
 * A choice the form requires (vehicle, type), said in words before the contract's id check: an empty picker reads
 * 'Seleccione un vehículo.' rather than 'El identificador no es válido.'.
 */
export const pickedId = (message: string) => z.string({ error: message }).min(1, { error: message }).pipe(ZPublicId);

/** A number typed in a form (Mantine's NumberInput answers '' when empty): null when left empty. */
export const typedNumber = (value: number | string): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
