import type { ListQuery } from '../../lib/query-keys.ts';

/** A costs window as GET /api/vehicle_costs takes it: date_from / date_to, either left out. */
export type TCostsWindow = { date_from?: string; date_to?: string };

/**
 * Every query of maintenance requests, records, fleet costs and their pickers lives under ['maintenance'] (in the
 * style of notifications.keys.ts): a record made from a request changes the request, the costs and the vehicle's
 * odometer in the pickers at once, so a write invalidates `all`.
 */
export const MAINTENANCE_KEYS = {
  all: ['maintenance'] as const,
  requests: ['maintenance', 'requests'] as const,
  requestList: (query: ListQuery) => ['maintenance', 'requests', 'list', query] as const,
  request: (id: string) => ['maintenance', 'requests', 'detail', id] as const,
  records: ['maintenance', 'records'] as const,
  recordList: (query: ListQuery) => ['maintenance', 'records', 'list', query] as const,
  record: (id: string) => ['maintenance', 'records', 'detail', id] as const,
  costs: (period: TCostsWindow) => ['maintenance', 'costs', period] as const,
  vehicleOptions: (q: string) => ['maintenance', 'vehicle-options', q] as const,
  vehicleOptionsAll: ['maintenance', 'vehicle-options'] as const,
  typeOptions: ['maintenance', 'type-options'] as const,
};
