import { DUE_SOON } from '@gestora/contract/vehicles/vehicle-states';
import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { statementTriggers } from '../../db/sql/statement-triggers.ts';
import { tableVersionTriggers } from '../../db/sql/table-versions.sql.ts';

const [days, km] = [DUE_SOON.days, DUE_SOON.km];

/** What PostgreSQL keeps for the fleet's lists: each vehicle's soonest due item by day, and the lists' versions. */
export const vehiclesSql: SqlDeclaration[] = [
  // The soonest due item of each vehicle given, for every span of days between the dates where one of its items
  // changes state (a due date − DUE_SOON.days and + 1), written again in vehicle_next_due. Its order is the
  // vehicles list's (vehicles.presenter.ts dueOrder): passed, then near, then the rest; the fewest days, km, the
  // name, the id. vehicles-next-due.test.ts holds the list's item equal to the detail's first on every day around.
  fn(
    'vehicle_next_due_keep',
    `CREATE OR REPLACE FUNCTION vehicle_next_due_keep(vids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM vehicle_next_due WHERE vehicle_id = ANY (vids);
  INSERT INTO vehicle_next_due (vehicle_id, from_day, type_id, head, due_on, tail)
  SELECT s.vehicle_id, s.from_day, n.type_id, n.head, n.due_on, n.tail
  FROM (
    SELECT v.id AS vehicle_id, v.odometer, b.from_day, b.day
    FROM vehicles v
    CROSS JOIN LATERAL (
      SELECT '-infinity'::date AS from_day, coalesce(min(d.next_due_on) - ${days} - 1, current_date) AS day
      FROM vehicle_maintenance_due d WHERE d.vehicle_id = v.id
      UNION
      SELECT x.b, x.b FROM vehicle_maintenance_due d
      CROSS JOIN LATERAL (VALUES (d.next_due_on - ${days}), (d.next_due_on + 1)) AS x(b)
      WHERE d.vehicle_id = v.id AND d.next_due_on IS NOT NULL
    ) b
    WHERE v.id = ANY (vids) AND EXISTS (SELECT FROM vehicle_maintenance_due d WHERE d.vehicle_id = v.id)
  ) s
  CROSS JOIN LATERAL (
    SELECT d.type_id, d.next_due_on AS due_on,
      '{"type":{"public_id":"' || t.public_id || '","name":' || to_json(t.name)::text
        || '},"interval_km":' || coalesce(t.interval_km::text, 'null')
        || ',"interval_days":' || coalesce(t.interval_days::text, 'null')
        || ',"last_done_on":' || coalesce(to_json(d.last_done_on)::text, 'null')
        || ',"last_done_km":' || coalesce(d.last_done_km::text, 'null')
        || ',"next_due_on":' || coalesce(to_json(d.next_due_on)::text, 'null')
        || ',"next_due_km":' || coalesce(d.next_due_km::text, 'null') || ',"days_left":' AS head,
      ',"km_left":' || coalesce((d.next_due_km - s.odometer)::text, 'null') || ',"state":"'
        || CASE WHEN (d.next_due_on - s.day) < 0 OR (d.next_due_km - s.odometer) < 0 THEN 'Vencido'
          WHEN (d.next_due_on - s.day) <= ${days} OR (d.next_due_km - s.odometer) <= ${km} THEN 'Próximo'
          ELSE 'Al día' END || '"}' AS tail
    FROM vehicle_maintenance_due d JOIN maintenance_types t ON t.id = d.type_id
    WHERE d.vehicle_id = s.vehicle_id
    ORDER BY CASE WHEN (d.next_due_on - s.day) < 0 OR (d.next_due_km - s.odometer) < 0 THEN 0
        WHEN (d.next_due_on - s.day) <= ${days} OR (d.next_due_km - s.odometer) <= ${km} THEN 1 ELSE 2 END,
      (d.next_due_on - s.day) ASC NULLS LAST, (d.next_due_km - s.odometer) ASC NULLS LAST, lower(t.name), t.id
    LIMIT 1
  ) n
$$`,
  ),
  // The vehicles whose due rows a statement wrote: their soonest items again.
  fn(
    'vehicle_next_due_of_due',
    `CREATE OR REPLACE FUNCTION vehicle_next_due_of_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vehicle_next_due_keep(ARRAY(SELECT DISTINCT vehicle_id FROM came));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vehicle_next_due_keep(ARRAY(SELECT vehicle_id FROM came UNION SELECT vehicle_id FROM gone));
  ELSE
    PERFORM vehicle_next_due_keep(ARRAY(SELECT DISTINCT vehicle_id FROM gone));
  END IF;
  RETURN NULL;
END $$`,
  ),
  // A vehicle's odometer changed (its km left with it), or a type renamed (the order's tie) or given other
  // intervals (written in the item): their items again.
  fn(
    'vehicle_next_due_of_vehicle',
    `CREATE OR REPLACE FUNCTION vehicle_next_due_of_vehicle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vehicle_next_due_keep(ARRAY(SELECT c.id FROM came c JOIN gone g ON g.id = c.id
    WHERE c.odometer IS DISTINCT FROM g.odometer));
  RETURN NULL;
END $$`,
  ),
  fn(
    'vehicle_next_due_of_type',
    `CREATE OR REPLACE FUNCTION vehicle_next_due_of_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vehicle_next_due_keep(ARRAY(SELECT DISTINCT d.vehicle_id FROM vehicle_maintenance_due d
    WHERE d.type_id IN (SELECT c.id FROM came c JOIN gone g ON g.id = c.id
      WHERE (c.name, c.interval_km, c.interval_days) IS DISTINCT FROM (g.name, g.interval_km, g.interval_days))));
  RETURN NULL;
END $$`,
  ),
  // vehicle_maintenance_due_next_added, _changed, _removed: due rows written move their vehicles' soonest items.
  ...statementTriggers('vehicle_maintenance_due_next', 'vehicle_maintenance_due', 'vehicle_next_due_of_due()'),
  trigger(
    'vehicles_next_due_odometer',
    'vehicles',
    `CREATE TRIGGER vehicles_next_due_odometer AFTER UPDATE ON vehicles
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION vehicle_next_due_of_vehicle()`,
  ),
  trigger(
    'maintenance_types_next_due_name',
    'maintenance_types',
    `CREATE TRIGGER maintenance_types_next_due_name AFTER UPDATE ON maintenance_types
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION vehicle_next_due_of_type()`,
  ),
  // vehicles_version_added, _changed, _removed, _truncated (and the same for maintenance_records and
  // maintenance_requests): every statement changing one moves its version, so that the fleet lists' kept totals
  // are counted again (db/list/kept-totals.ts).
  ...tableVersionTriggers('vehicles'),
  ...tableVersionTriggers('maintenance_records'),
  ...tableVersionTriggers('maintenance_requests'),
];
