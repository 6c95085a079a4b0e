import type { TMaintenanceType, TMaintenanceTypeRequest } from '@gestora/contract/vehicles/maintenance-types.schema';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { deleteFrom, pageQuery, saveTo } from '../../lib/queries.ts';
import { MAINTENANCE_KEYS } from './maintenance.keys.ts';
import { MAINTENANCE_TYPE_KEYS, VEHICLE_KEYS } from './vehicles.keys.ts';

export const maintenanceTypesQueryOptions = pageQuery<TMaintenanceType>(
  MAINTENANCE_TYPE_KEYS,
  '/api/maintenance_types',
);

/** A type's intervals set what is due on every vehicle, and the maintenance forms select types: they follow. */
const CHANGED = [MAINTENANCE_TYPE_KEYS.all, VEHICLE_KEYS.all, MAINTENANCE_KEYS.all];

export const useSaveMaintenanceType = () =>
  useMutationThatInvalidates(saveTo<TMaintenanceTypeRequest, TMaintenanceType>('/api/maintenance_types'), CHANGED);

/** Refused (409, in Spanish) for a type with records: it is deactivated instead. */
export const useDeleteMaintenanceType = () => useMutationThatInvalidates(deleteFrom('/api/maintenance_types'), CHANGED);

/** The body that saves a type as it is, with `active` switched (the list's 'Desactivar' / 'Activar'). */
export const typeRequestOf = (t: TMaintenanceType, active = t.active): TMaintenanceTypeRequest => ({
  name: t.name,
  description: t.description,
  interval_km: t.interval_km,
  interval_days: t.interval_days,
  active,
});
