import type { TAttachment } from '@gestora/contract/files/files.schema';
import type {
  TFleetCosts,
  TMaintenanceRecord,
  TMaintenanceRecordListItem,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import type {
  TMaintenanceRequest,
  TMaintenanceRequestListItem,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import type { TVehicleOptions, TVehicleRef } from '@gestora/contract/vehicles/vehicles.schema';
import { people, uid } from '../../test/factories.ts';

/*
 * Test data of maintenance requests, records and fleet costs, typed by the contract as test/factories.ts's
 * builders are (kept here: that file is at its length limit).
 */

const CREATED = '2026-03-01T10:00:00.000Z';
const stamps = { created_at: CREATED, updated_at: CREATED };

/** A vehicle as requests and records point at it: 'ABC-123 · Toyota Hilux' by default. */
export const buildVehicleRef = (over: Partial<TVehicleRef> = {}): TVehicleRef => ({
  public_id: uid(7001),
  plate: 'ABC-123',
  brand: 'Toyota',
  model: 'Hilux',
  ...over,
});

/** One answer of GET /api/vehicle_options: the vehicle with its odometer now. */
export const buildVehicleOption = (over: Partial<TVehicleOptions[number]> = {}): TVehicleOptions[number] => ({
  ...buildVehicleRef(),
  odometer: 45000,
  ...over,
});

/** A saved file of a request or a record (a photo, an invoice). */
export const buildMaintenanceFile = (over: Partial<TAttachment> = {}): TAttachment => ({
  public_id: uid(),
  name: 'factura-0001.pdf',
  mime: 'application/pdf',
  size: 48_000,
  url: `/api/files/${uid()}`,
  uploaded_by: people.pedro,
  created_at: CREATED,
  ...over,
});

/** GET /api/maintenance_requests/:id: a pending brake check of ABC-123 asked by Pedro, which he may edit. */
export const buildMaintenanceRequest = (over: Partial<TMaintenanceRequest> = {}): TMaintenanceRequest => ({
  public_id: uid(),
  vehicle: buildVehicleRef(),
  type: { public_id: uid(6101), name: 'Revisión de frenos' },
  requested_by: people.pedro,
  description: 'Ruido en los frenos delanteros al frenar en bajada.',
  odometer: 45200,
  priority: 'Alta',
  status: 'Pendiente',
  reviewer: null,
  review_note: null,
  reviewed_at: null,
  record_id: null,
  photos: [],
  ...stamps,
  can: { update: true, review: false, attend: false, delete: true },
  ...over,
});

/** A row of GET /api/maintenance_requests. */
export const buildMaintenanceRequestItem = (
  over: Partial<TMaintenanceRequestListItem> = {},
): TMaintenanceRequestListItem => {
  const { photos: _photos, ...request } = buildMaintenanceRequest(over);
  return { ...request, photos_count: 0, ...over };
};

/** GET /api/maintenance_records/:id: an oil change of ABC-123 at 45,200 km, which the user may edit and delete. */
export const buildMaintenanceRecord = (over: Partial<TMaintenanceRecord> = {}): TMaintenanceRecord => ({
  public_id: uid(),
  vehicle: buildVehicleRef(),
  type: { public_id: uid(6001), name: 'Cambio de aceite' },
  request_id: null,
  performed_on: '2026-03-02',
  odometer: 45200,
  cost: 1234.5,
  workshop: 'Taller Los Andes',
  description: null,
  invoices: [],
  created_by: people.carmen,
  ...stamps,
  can: { update: true, delete: true },
  ...over,
});

/** A row of GET /api/maintenance_records. */
export const buildMaintenanceRecordItem = (
  over: Partial<TMaintenanceRecordListItem> = {},
): TMaintenanceRecordListItem => {
  const { invoices: _invoices, created_by: _by, ...record } = buildMaintenanceRecord(over);
  return { ...record, invoices_count: 0, ...over };
};

/** GET /api/vehicle_costs: two records in soles, one type, one vehicle with km driven. */
export const buildFleetCosts = (over: Partial<TFleetCosts> = {}): TFleetCosts => ({
  currency: 'PEN',
  total: 1534.5,
  records: 2,
  per_month: [
    { month: '2026-02', cost: 300 },
    { month: '2026-03', cost: 1234.5 },
  ],
  per_type: [{ type: { public_id: uid(6001), name: 'Cambio de aceite' }, cost: 1534.5, records: 2 }],
  top_per_km: [{ vehicle: buildVehicleRef(), cost: 1534.5, km: 5000, per_km: 0.31 }],
  ...over,
});
