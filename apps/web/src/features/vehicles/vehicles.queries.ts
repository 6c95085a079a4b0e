import { useQueries, useQuery } from '@tanstack/react-query';
import type { TMaintenanceRecordPage } from '@gestora/contract/vehicles/maintenance-records.schema';
import type { TMaintenanceRequestPage } from '@gestora/contract/vehicles/maintenance-requests.schema';
import type { TFuelType, TVehicleStatus, TVehicleType } from '@gestora/contract/vehicles/vehicle-states';
import type {
  TVehicle,
  TVehicleDetail,
  TVehicleListItem,
  TVehicleRequest,
} from '@gestora/contract/vehicles/vehicles.schema';
import { http } from '../../lib/http.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { deleteFrom, pageQuery, recordQuery, saveTo } from '../../lib/queries.ts';
import { MAINTENANCE_KEYS } from './maintenance.keys.ts';
import { VEHICLE_KEYS } from './vehicles.keys.ts';

/** A vehicle's change shows in the maintenance screens too (their vehicle select, their rows' plates). */
const CHANGED = [VEHICLE_KEYS.all, MAINTENANCE_KEYS.all];

export const vehiclesQueryOptions = pageQuery<TVehicleListItem>(VEHICLE_KEYS, '/api/vehicles');
export const vehicleQueryOptions = recordQuery<TVehicleDetail>(VEHICLE_KEYS, '/api/vehicles');

export const useVehicle = (id: string | undefined) =>
  useQuery({ ...vehicleQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useSaveVehicle = () =>
  useMutationThatInvalidates(saveTo<TVehicleRequest, TVehicleDetail>('/api/vehicles'), CHANGED);

/** Soft delete: the server refuses (409, in Spanish) a vehicle with pending or approved requests. */
export const useDeleteVehicle = () => useMutationThatInvalidates(deleteFrom('/api/vehicles'), CHANGED);

/** The body that saves a vehicle as it is: the edit form's start, and the list's switch of `active`. */
export function requestOf(v: TVehicle): TVehicleRequest {
  return {
    plate: v.plate,
    brand: v.brand,
    model: v.model,
    year: v.year,
    colour: v.colour,
    type: v.type as TVehicleType,
    vin: v.vin,
    engine_number: v.engine_number,
    fuel: v.fuel as TFuelType | null,
    odometer: v.odometer,
    driver_id: v.driver?.public_id ?? null,
    responsible_id: v.responsible?.public_id ?? null,
    department_id: v.department?.public_id ?? null,
    status: v.status as TVehicleStatus,
    insurance_expires_on: v.insurance_expires_on,
    inspection_expires_on: v.inspection_expires_on,
    notes: v.notes,
    active: v.active,
  };
}

/**
 * 'Desactivar' / 'Activar' from the list. PUT takes the whole vehicle and a row has only part of it, so the record
 * is read first and saved back with `active` changed; its odometer is the same, so no reading is added.
 */
export const useSetVehicleActive = () =>
  useMutationThatInvalidates(async ({ id, active }: { id: string; active: boolean }) => {
    const vehicle = await http.get<TVehicleDetail>(`/api/vehicles/${id}`);
    return http.put<TVehicleDetail>(`/api/vehicles/${id}`, { ...requestOf(vehicle), active });
  }, CHANGED);

/** The photo picked in the form, sent once the vehicle is saved ('remove': take the saved one away). */
export type PhotoChange = File | 'remove' | null;

export const useSaveVehiclePhoto = () =>
  useMutationThatInvalidates(
    ({ id, photo }: { id: string; photo: File | 'remove' }) => {
      if (photo === 'remove') return http.delete<TVehicleDetail>(`/api/vehicles/${id}/photo`);
      const body = new FormData();
      body.append('photo', photo);
      return http.post<TVehicleDetail>(`/api/vehicles/${id}/photo`, body);
    },
    [VEHICLE_KEYS.all],
  );

/** The vehicle page shows its latest records; the whole history is the maintenance list's, filtered by vehicle. */
export const VEHICLE_RECORDS_SHOWN = 10;

export const useVehicleRecords = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: VEHICLE_KEYS.records(id),
    queryFn: () =>
      http.get<TMaintenanceRecordPage>('/api/maintenance_records', {
        params: { vehicle_id: id, sort: '-performed_on', per_page: VEHICLE_RECORDS_SHOWN },
      }),
    enabled,
  });

/** A request is open while it waits for review (Pendiente) or for its maintenance (Aprobada). */
const OPEN_STATUSES = ['Pendiente', 'Aprobada'] as const;
export const OPEN_REQUESTS_SHOWN = 20;

/** The vehicle's open requests, pending first: one page of each open status (the list filters by one status). */
export const useOpenRequests = (id: string, enabled: boolean) =>
  useQueries({
    queries: OPEN_STATUSES.map((status) => ({
      queryKey: VEHICLE_KEYS.requests(id, status),
      queryFn: () =>
        http.get<TMaintenanceRequestPage>('/api/maintenance_requests', {
          params: { vehicle_id: id, status, sort: '-created_at', per_page: OPEN_REQUESTS_SHOWN },
        }),
      enabled,
    })),
    combine: (results) => ({
      rows: results.every((r) => r.data) ? results.flatMap((r) => r.data!.data) : undefined,
      total: results.reduce((sum, r) => sum + (r.data?.total ?? 0), 0),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
    }),
  });
