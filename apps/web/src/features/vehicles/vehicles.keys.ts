import type { ListQuery } from '../../lib/query-keys.ts';

/**
 * Every vehicle query lives under ['vehicles'] (in the style of notifications.keys.ts): the list, a vehicle's page
 * and the maintenance that page shows. A vehicle's save, a maintenance record or a request changes its odometer,
 * its due maintenance and its costs, so those writes invalidate `all`.
 */
export const VEHICLE_KEYS = {
  all: ['vehicles'] as const,
  lists: ['vehicles', 'list'] as const,
  list: (query: ListQuery) => ['vehicles', 'list', query] as const,
  details: ['vehicles', 'detail'] as const,
  detail: (id: string) => ['vehicles', 'detail', id] as const,
  /** The vehicle page's "Historial de mantenimiento". */
  records: (id: string) => ['vehicles', 'detail', id, 'records'] as const,
  /** The vehicle page's "Solicitudes abiertas" of one status. */
  requests: (id: string, status: string) => ['vehicles', 'detail', id, 'requests', status] as const,
};

/**
 * Every maintenance type query lives under ['maintenance-types']: the list and the forms' select
 * (GET /api/maintenance_type_options), so that a type's save refreshes both. A type's intervals move the vehicles'
 * due maintenance too.
 */
export const MAINTENANCE_TYPE_KEYS = {
  all: ['maintenance-types'] as const,
  lists: ['maintenance-types', 'list'] as const,
  list: (query: ListQuery) => ['maintenance-types', 'list', query] as const,
  options: ['maintenance-types', 'options'] as const,
};
