import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { keptCountTriggers } from '../../db/sql/kept-counts.sql.ts';
import { followRef, ownJsonKeeper, refJsonKeeper } from '../../db/sql/kept-json.sql.ts';
import { beforeEachWrite, keptColumnsFunction, rowTrigger } from '../../db/sql/row-triggers.ts';

/*
 * The fleet lists' rows kept on their records, as the tickets' are (decision 0002): each row's own members, its
 * references and counts written when the row or what it points at is written, so that a page reads one column per
 * row and adds only what moves with the clock or the viewer. vehicles-list.test.ts, maintenance-records-list.test.ts
 * and maintenance-requests-list.test.ts hold every row equal to its detail.
 */

const value = (expr: string) => `coalesce(to_json(${expr})::text, 'null')`;
const plain = (expr: string) => `coalesce((${expr})::text, 'null')`;
const ref = (table: string, id: string) => `coalesce((SELECT x.ref_json FROM "${table}" x WHERE x.id = ${id}), 'null')`;

export const fleetRowsSql: SqlDeclaration[] = [
  // A vehicle as records point at it (ZVehicleRef), kept in vehicles.ref_json.
  fn(
    'vehicle_ref_json',
    `CREATE OR REPLACE FUNCTION vehicle_ref_json(v vehicles) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"public_id":"' || v.public_id || '","plate":' || to_json(v.plate)::text
    || ',"brand":' || to_json(v.brand)::text || ',"model":' || to_json(v.model)::text || '}'
$$`,
  ),
  // The vehicle's list row but next_due and can (vehicles.presenter.ts vehicleFields), kept in vehicles.own_json.
  fn(
    'vehicle_own_json',
    `CREATE OR REPLACE FUNCTION vehicle_own_json(v vehicles) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || v.public_id || '","plate":' || to_json(v.plate)::text
    || ',"brand":' || to_json(v.brand)::text || ',"model":' || to_json(v.model)::text
    || ',"year":' || ${plain('v.year')} || ',"type":' || to_json(v.type)::text
    || ',"status":' || to_json(v.status)::text || ',"odometer":' || v.odometer
    || ',"driver":' || ${ref('users', 'v.driver_id')} || ',"department":' || ${ref('departments', 'v.department_id')}
    || ',"photo_url":' || CASE WHEN v.photo_file_id IS NULL THEN 'null' ELSE '"/api/vehicles/' || v.public_id
      || '/photo?v=' || ('x' || left(md5(v.photo_file_id::text), 8))::bit(32)::bigint || '"' END
    || ',"insurance_expires_on":' || ${value('v.insurance_expires_on')}
    || ',"inspection_expires_on":' || ${value('v.inspection_expires_on')} || ',"active":' || v.active
$$`,
  ),
  keptColumnsFunction('vehicle_kept_json', { ref_json: 'vehicle_ref_json(NEW)', own_json: 'vehicle_own_json(NEW)' }),
  // Writes vehicles.ref_json and vehicles.own_json before each write.
  beforeEachWrite('vehicles_kept_json', 'vehicles', 'vehicle_kept_json()'),
  // users_vehicles_refs, departments_vehicles_refs: a driver's or a department's reference changed.
  followRef({ of: 'users', on: 'vehicles', by: ['driver_id'] }),
  followRef({ of: 'departments', on: 'vehicles', by: ['department_id'] }),
  // maintenance_types_ref_json: a type as requests and records point at it ({public_id, name}).
  refJsonKeeper('maintenance_types'),

  // A record's list row but can (maintenance-records.presenter.ts recordFields), kept in maintenance_records.own_json.
  fn(
    'maintenance_record_own_json',
    `CREATE OR REPLACE FUNCTION maintenance_record_own_json(r maintenance_records) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || r.public_id || '","vehicle":' || ${ref('vehicles', 'r.vehicle_id')}
    || ',"type":' || ${ref('maintenance_types', 'r.type_id')}
    || ',"request_id":' || coalesce((SELECT '"' || q.public_id || '"' FROM maintenance_requests q
      WHERE q.id = r.request_id), 'null')
    || ',"performed_on":' || to_json(r.performed_on)::text || ',"odometer":' || r.odometer
    || ',"cost":' || r.cost::text || ',"workshop":' || ${value('r.workshop')}
    || ',"description":' || ${value('r.description')}
    || ',"created_at":' || json_iso(r.created_at) || ',"updated_at":' || json_iso(r.updated_at)
    || ',"invoices_count":' || r.invoices_count
$$`,
  ),
  ownJsonKeeper('maintenance_records', 'maintenance_record_own_json'),
  followRef({ of: 'vehicles', on: 'maintenance_records', by: ['vehicle_id'] }),
  followRef({ of: 'maintenance_types', on: 'maintenance_records', by: ['type_id'] }),
  // maintenance_record_files_count_added, _moved, _removed: invoices attached or removed move invoices_count.
  ...keptCountTriggers({
    of: 'maintenance_record_files',
    counts: 'maintenance_records',
    by: 'record_id',
    column: 'invoices_count',
  }),

  // A request's list row but can (maintenance-requests-list.service.ts requestJson), in maintenance_requests.own_json.
  fn(
    'maintenance_request_own_json',
    `CREATE OR REPLACE FUNCTION maintenance_request_own_json(q maintenance_requests) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || q.public_id || '","vehicle":' || ${ref('vehicles', 'q.vehicle_id')}
    || ',"type":' || ${ref('maintenance_types', 'q.type_id')}
    || ',"requested_by":' || ${ref('users', 'q.requested_by')}
    || ',"description":' || to_json(q.description)::text || ',"odometer":' || ${plain('q.odometer')}
    || ',"priority":' || to_json(q.priority)::text || ',"status":' || to_json(q.status)::text
    || ',"reviewer":' || ${ref('users', 'q.reviewer_id')} || ',"review_note":' || ${value('q.review_note')}
    || ',"reviewed_at":' || json_iso(q.reviewed_at)
    || ',"record_id":' || coalesce((SELECT '"' || m.public_id || '"' FROM maintenance_records m
      WHERE m.request_id = q.id), 'null')
    || ',"photos_count":' || q.photos_count
    || ',"created_at":' || json_iso(q.created_at) || ',"updated_at":' || json_iso(q.updated_at)
$$`,
  ),
  ownJsonKeeper('maintenance_requests', 'maintenance_request_own_json'),
  followRef({ of: 'vehicles', on: 'maintenance_requests', by: ['vehicle_id'] }),
  followRef({ of: 'maintenance_types', on: 'maintenance_requests', by: ['type_id'] }),
  followRef({ of: 'users', on: 'maintenance_requests', by: ['requested_by', 'reviewer_id'] }),
  ...keptCountTriggers({
    of: 'maintenance_request_files',
    counts: 'maintenance_requests',
    by: 'request_id',
    column: 'photos_count',
  }),
  // A record made from a request, moved to another or deleted: the requests' record_id is written again.
  fn(
    'maintenance_request_record_follow',
    `CREATE OR REPLACE FUNCTION maintenance_request_record_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.request_id IS NOT NULL THEN
    UPDATE maintenance_requests SET own_json = NULL WHERE id = OLD.request_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.request_id IS NOT NULL THEN
    UPDATE maintenance_requests SET own_json = NULL WHERE id = NEW.request_id;
  END IF;
  RETURN NULL;
END $$`,
  ),
  rowTrigger(
    'maintenance_records_request_follow',
    'maintenance_records',
    'AFTER INSERT OR DELETE OR UPDATE OF request_id',
    'maintenance_request_record_follow()',
  ),
];
