import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@gestora/contract/common.schema';
import type {
  TMaintenanceRequest,
  TMaintenanceRequestPage,
  TMaintenanceRequestRequest,
  TMaintenanceReview,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import type {
  TFleetCosts,
  TMaintenanceRecord,
  TMaintenanceRecordPage,
  TMaintenanceRecordRequest,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import type { TMaintenanceTypeOptions } from '@gestora/contract/vehicles/maintenance-types.schema';
import type { TVehicleOptions } from '@gestora/contract/vehicles/vehicles.schema';
import { HttpError, http } from '../../lib/http.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import type { ListQuery } from '../../lib/query-keys.ts';
import { MAINTENANCE_KEYS, type TCostsWindow } from './maintenance.keys.ts';
import { VEHICLE_KEYS } from './vehicles.keys.ts';

/** A request's or a record's write moves its vehicle's page too (odometer, due, costs, history, open requests). */
const WRITES_MOVE = [MAINTENANCE_KEYS.all, VEHICLE_KEYS.all];

const MINUTE = 60_000;
const REQUESTS = '/api/maintenance_requests';
const RECORDS = '/api/maintenance_records';

/**
 * A create with files goes as one multipart request (its fields, then each file under `field`), so that a refused
 * file leaves nothing half-saved; without files it is plain JSON. Empty values are left out: the server reads
 * them as none.
 */
function bodyWithFiles(body: object, field: string, files: File[]): object | FormData {
  if (!files.length) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body))
    if (value !== null && value !== undefined && value !== '') form.append(key, String(value));
  for (const file of files) form.append(field, file, file.name);
  return form;
}

/** Files added to a saved record (POST …/photos or …/invoices): one multipart request, all of them or none. */
const uploadFiles = (url: string, field: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return http.post<unknown>(url, form);
};

// Requests

export const requestsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: MAINTENANCE_KEYS.requestList(query),
    queryFn: () => http.get<TMaintenanceRequestPage>(REQUESTS, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useMaintenanceRequest = (id: string | null | undefined) =>
  useQuery({
    queryKey: MAINTENANCE_KEYS.request(id ?? ''),
    queryFn: () => http.get<TMaintenanceRequest>(`${REQUESTS}/${id}`),
    enabled: Boolean(id),
  });

export const useCreateRequest = () =>
  useMutationThatInvalidates(
    ({ body, photos }: { body: TMaintenanceRequestRequest; photos: File[] }) =>
      http.post<TMaintenanceRequest>(REQUESTS, bodyWithFiles(body, 'photos', photos)),
    WRITES_MOVE,
  );

export const useUpdateRequest = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TMaintenanceRequestRequest }) =>
      http.put<TMaintenanceRequest>(`${REQUESTS}/${id}`, body),
    WRITES_MOVE,
  );

export const useDeleteRequest = () =>
  useMutationThatInvalidates((id: string) => http.delete<TMessage>(`${REQUESTS}/${id}`), WRITES_MOVE);

/**
 * Approve or reject. A 409 (someone reviewed it first) refreshes the requests too, so that the list shows what it
 * became.
 */
export function useReviewRequest() {
  const client = useQueryClient();
  return useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TMaintenanceReview }) =>
      http.post<TMaintenanceRequest>(`${REQUESTS}/${id}/review`, body).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 409)
          void client.invalidateQueries({ queryKey: MAINTENANCE_KEYS.requests });
        throw error;
      }),
    WRITES_MOVE,
  );
}

export const useAddRequestPhotos = () =>
  useMutationThatInvalidates(
    ({ id, files }: { id: string; files: File[] }) => uploadFiles(`${REQUESTS}/${id}/photos`, 'photos', files),
    WRITES_MOVE,
  );

// Records

export const recordsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: MAINTENANCE_KEYS.recordList(query),
    queryFn: () => http.get<TMaintenanceRecordPage>(RECORDS, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useMaintenanceRecord = (id: string | undefined) =>
  useQuery({
    queryKey: MAINTENANCE_KEYS.record(id ?? ''),
    queryFn: () => http.get<TMaintenanceRecord>(`${RECORDS}/${id}`),
    enabled: Boolean(id),
  });

export const useCreateRecord = () =>
  useMutationThatInvalidates(
    ({ body, invoices }: { body: TMaintenanceRecordRequest; invoices: File[] }) =>
      http.post<TMaintenanceRecord>(RECORDS, bodyWithFiles(body, 'invoices', invoices)),
    WRITES_MOVE,
  );

export const useUpdateRecord = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TMaintenanceRecordRequest }) =>
      http.put<TMaintenanceRecord>(`${RECORDS}/${id}`, body),
    WRITES_MOVE,
  );

export const useDeleteRecord = () =>
  useMutationThatInvalidates((id: string) => http.delete<TMessage>(`${RECORDS}/${id}`), WRITES_MOVE);

export const useAddRecordInvoices = () =>
  useMutationThatInvalidates(
    ({ id, files }: { id: string; files: File[] }) => uploadFiles(`${RECORDS}/${id}/invoices`, 'invoices', files),
    WRITES_MOVE,
  );

/** GET /api/vehicle_costs: the fleet's costs in a window (the server's default: the last 12 months). */
export const useFleetCosts = (period: TCostsWindow) =>
  useQuery({
    queryKey: MAINTENANCE_KEYS.costs(period),
    queryFn: () => http.get<TFleetCosts>('/api/vehicle_costs', { params: period }),
    placeholderData: keepPreviousData,
  });

// Pickers

/** GET /api/vehicle_options: the active vehicles the user may ask maintenance for, searched by plate. */
export const vehicleOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: MAINTENANCE_KEYS.vehicleOptions(q),
    queryFn: () => http.get<TVehicleOptions>('/api/vehicle_options', { params: q ? { q } : undefined }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });

/** GET /api/maintenance_type_options: the active types, whole. */
export const useTypeOptions = () =>
  useQuery({
    queryKey: MAINTENANCE_KEYS.typeOptions,
    queryFn: () => http.get<TMaintenanceTypeOptions>('/api/maintenance_type_options'),
    staleTime: 5 * MINUTE,
  });

/** The organisation's currency, as the fleet's costs say it (ORG_CURRENCY), for pages that show one record. */
export const useCurrency = (fallback: string) => useFleetCosts({}).data?.currency ?? fallback;
