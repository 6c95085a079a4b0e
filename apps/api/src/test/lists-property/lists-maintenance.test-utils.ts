import {
  MAINTENANCE_RECORD_SORTS,
  ZMaintenanceRecordListItem,
  ZMaintenanceRecordPage,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import {
  MAINTENANCE_REQUEST_SORTS,
  ZMaintenanceRequestListItem,
  ZMaintenanceRequestPage,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import { REQUEST_STATUSES } from '@gestora/contract/vehicles/vehicle-states';
import { fieldIs, refIs, wholeAnswer, type ListSpec } from './list-spec.test-utils.ts';
import { recordDay } from './world-maintenance.test-utils.ts';
import { WORD } from './world-people.test-utils.ts';
import { UNKNOWN_ID, type World } from './world.test-utils.ts';

/** performed_on against a date filter's bound, for `holds` (the bounds are records' days: both are inclusive). */
const performed = (holds: (day: string, bound: string) => boolean) => (row: Record<string, unknown>, value: string) =>
  holds(String(row.performed_on), value);

/**
 * The maintenance requests (the administrator sees all of them; the user limited to their own, a requester, theirs)
 * and the maintenance records (the administrator, and the reader, whose rows' `can` differ): their table.
 */
export function maintenanceLists(w: World): ListSpec[] {
  const { vehicles, types } = w.fleet;
  const own = w.people.actors.own.user.publicId;
  const ownVehicle = vehicles.find((v) => v.active && v.driver?.public_id === own)!;
  return [
    {
      route: 'GET /api/maintenance_requests',
      url: '/api/maintenance_requests',
      actors: ['admin', 'own'],
      filters: {
        status: { values: REQUEST_STATUSES, holds: fieldIs('status') },
        priority: { values: ['Alta', 'Baja', 'Urgente'], holds: fieldIs('priority') },
        vehicle_id: { values: [ownVehicle.public_id, vehicles[5].public_id, UNKNOWN_ID], holds: refIs('vehicle') },
        mine: { values: ['true'] },
        q: { values: ['frenos', WORD, 'flt-10', 'FLT 104'] },
      },
      sorts: MAINTENANCE_REQUEST_SORTS,
      page: wholeAnswer(ZMaintenanceRequestPage),
      detail: {
        url: (r) => `/api/maintenance_requests/${r.public_id}`,
        fields: ZMaintenanceRequestListItem.omit({ photos_count: true }),
      },
      examples: [{ mine: 'true' }, { status: 'Pendiente', mine: 'true' }, { q: 'flt-10', status: 'Aprobada' }],
    },
    {
      route: 'GET /api/maintenance_records',
      url: '/api/maintenance_records',
      actors: ['admin', 'narrow'],
      filters: {
        vehicle_id: { values: [vehicles[0].public_id, vehicles[1].public_id, UNKNOWN_ID], holds: refIs('vehicle') },
        type_id: { values: [types[0].public_id, types[2].public_id, UNKNOWN_ID], holds: refIs('type') },
        date_from: { values: [recordDay(69), recordDay(207)], holds: performed((day, from) => day >= from) },
        date_to: { values: [recordDay(138), recordDay(299)], holds: performed((day, to) => day <= to) },
        q: { values: [WORD, 'central', 'flt-10', 'pastillas'] },
      },
      sorts: MAINTENANCE_RECORD_SORTS,
      page: wholeAnswer(ZMaintenanceRecordPage),
      detail: {
        url: (r) => `/api/maintenance_records/${r.public_id}`,
        fields: ZMaintenanceRecordListItem.omit({ invoices_count: true }),
      },
      examples: [
        { date_from: recordDay(69), date_to: recordDay(138) },
        { vehicle_id: vehicles[0].public_id, sort: '-odometer' },
        { q: 'flt-10', sort: 'type' },
      ],
    },
  ];
}
