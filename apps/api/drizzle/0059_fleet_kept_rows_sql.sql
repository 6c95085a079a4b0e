-- Written by `npm run db:sql -w @gestora/api` from the SQL declarations (src/db/sql/registry.ts). Rows a
-- changed function keeps (own_json, ref_json, counts) are not rewritten here: add the UPDATE that does it below.
CREATE OR REPLACE FUNCTION vehicle_next_due_keep(vids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM vehicle_next_due WHERE vehicle_id = ANY (vids);
  INSERT INTO vehicle_next_due (vehicle_id, from_day, type_id, head, due_on, tail)
  SELECT s.vehicle_id, s.from_day, n.type_id, n.head, n.due_on, n.tail
  FROM (
    SELECT v.id AS vehicle_id, v.odometer, b.from_day, b.day
    FROM vehicles v
    CROSS JOIN LATERAL (
      SELECT '-infinity'::date AS from_day, coalesce(min(d.next_due_on) - 7 - 1, current_date) AS day
      FROM vehicle_maintenance_due d WHERE d.vehicle_id = v.id
      UNION
      SELECT x.b, x.b FROM vehicle_maintenance_due d
      CROSS JOIN LATERAL (VALUES (d.next_due_on - 7), (d.next_due_on + 1)) AS x(b)
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
          WHEN (d.next_due_on - s.day) <= 7 OR (d.next_due_km - s.odometer) <= 500 THEN 'Próximo'
          ELSE 'Al día' END || '"}' AS tail
    FROM vehicle_maintenance_due d JOIN maintenance_types t ON t.id = d.type_id
    WHERE d.vehicle_id = s.vehicle_id
    ORDER BY CASE WHEN (d.next_due_on - s.day) < 0 OR (d.next_due_km - s.odometer) < 0 THEN 0
        WHEN (d.next_due_on - s.day) <= 7 OR (d.next_due_km - s.odometer) <= 500 THEN 1 ELSE 2 END,
      (d.next_due_on - s.day) ASC NULLS LAST, (d.next_due_km - s.odometer) ASC NULLS LAST, lower(t.name), t.id
    LIMIT 1
  ) n
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_next_due_of_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vehicle_next_due_keep(ARRAY(SELECT DISTINCT d.vehicle_id FROM vehicle_maintenance_due d
    WHERE d.type_id IN (SELECT c.id FROM came c JOIN gone g ON g.id = c.id
      WHERE (c.name, c.interval_km, c.interval_days) IS DISTINCT FROM (g.name, g.interval_km, g.interval_days))));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_ref_json(v vehicles) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"public_id":"' || v.public_id || '","plate":' || to_json(v.plate)::text
    || ',"brand":' || to_json(v.brand)::text || ',"model":' || to_json(v.model)::text || '}'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_own_json(v vehicles) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || v.public_id || '","plate":' || to_json(v.plate)::text
    || ',"brand":' || to_json(v.brand)::text || ',"model":' || to_json(v.model)::text
    || ',"year":' || coalesce((v.year)::text, 'null') || ',"type":' || to_json(v.type)::text
    || ',"status":' || to_json(v.status)::text || ',"odometer":' || v.odometer
    || ',"driver":' || coalesce((SELECT x.ref_json FROM "users" x WHERE x.id = v.driver_id), 'null') || ',"department":' || coalesce((SELECT x.ref_json FROM "departments" x WHERE x.id = v.department_id), 'null')
    || ',"photo_url":' || CASE WHEN v.photo_file_id IS NULL THEN 'null' ELSE '"/api/vehicles/' || v.public_id
      || '/photo?v=' || ('x' || left(md5(v.photo_file_id::text), 8))::bit(32)::bigint || '"' END
    || ',"insurance_expires_on":' || coalesce(to_json(v.insurance_expires_on)::text, 'null')
    || ',"inspection_expires_on":' || coalesce(to_json(v.inspection_expires_on)::text, 'null') || ',"active":' || v.active
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_kept_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ref_json := vehicle_ref_json(NEW);
  NEW.own_json := vehicle_own_json(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION maintenance_record_own_json(r maintenance_records) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || r.public_id || '","vehicle":' || coalesce((SELECT x.ref_json FROM "vehicles" x WHERE x.id = r.vehicle_id), 'null')
    || ',"type":' || coalesce((SELECT x.ref_json FROM "maintenance_types" x WHERE x.id = r.type_id), 'null')
    || ',"request_id":' || coalesce((SELECT '"' || q.public_id || '"' FROM maintenance_requests q
      WHERE q.id = r.request_id), 'null')
    || ',"performed_on":' || to_json(r.performed_on)::text || ',"odometer":' || r.odometer
    || ',"cost":' || r.cost::text || ',"workshop":' || coalesce(to_json(r.workshop)::text, 'null')
    || ',"description":' || coalesce(to_json(r.description)::text, 'null')
    || ',"created_at":' || json_iso(r.created_at) || ',"updated_at":' || json_iso(r.updated_at)
    || ',"invoices_count":' || r.invoices_count
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION maintenance_request_own_json(q maintenance_requests) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || q.public_id || '","vehicle":' || coalesce((SELECT x.ref_json FROM "vehicles" x WHERE x.id = q.vehicle_id), 'null')
    || ',"type":' || coalesce((SELECT x.ref_json FROM "maintenance_types" x WHERE x.id = q.type_id), 'null')
    || ',"requested_by":' || coalesce((SELECT x.ref_json FROM "users" x WHERE x.id = q.requested_by), 'null')
    || ',"description":' || to_json(q.description)::text || ',"odometer":' || coalesce((q.odometer)::text, 'null')
    || ',"priority":' || to_json(q.priority)::text || ',"status":' || to_json(q.status)::text
    || ',"reviewer":' || coalesce((SELECT x.ref_json FROM "users" x WHERE x.id = q.reviewer_id), 'null') || ',"review_note":' || coalesce(to_json(q.review_note)::text, 'null')
    || ',"reviewed_at":' || json_iso(q.reviewed_at)
    || ',"record_id":' || coalesce((SELECT '"' || m.public_id || '"' FROM maintenance_records m
      WHERE m.request_id = q.id), 'null')
    || ',"photos_count":' || q.photos_count
    || ',"created_at":' || json_iso(q.created_at) || ',"updated_at":' || json_iso(q.updated_at)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION maintenance_request_record_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.request_id IS NOT NULL THEN
    UPDATE maintenance_requests SET own_json = NULL WHERE id = OLD.request_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.request_id IS NOT NULL THEN
    UPDATE maintenance_requests SET own_json = NULL WHERE id = NEW.request_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vehicles_kept_json BEFORE INSERT OR UPDATE ON vehicles
  FOR EACH ROW
  EXECUTE FUNCTION vehicle_kept_json();--> statement-breakpoint
CREATE TRIGGER users_vehicles_refs AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('vehicles', 'driver_id');--> statement-breakpoint
CREATE TRIGGER departments_vehicles_refs AFTER UPDATE ON departments
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('vehicles', 'department_id');--> statement-breakpoint
CREATE TRIGGER maintenance_types_ref_json BEFORE INSERT OR UPDATE ON maintenance_types
  FOR EACH ROW
  EXECUTE FUNCTION ref_json_keep();--> statement-breakpoint
CREATE TRIGGER maintenance_records_own_json BEFORE INSERT OR UPDATE ON maintenance_records
  FOR EACH ROW
  EXECUTE FUNCTION own_json_keep('maintenance_record_own_json');--> statement-breakpoint
CREATE TRIGGER vehicles_maintenance_records_refs AFTER UPDATE ON vehicles
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('maintenance_records', 'vehicle_id');--> statement-breakpoint
CREATE TRIGGER maintenance_types_maintenance_records_refs AFTER UPDATE ON maintenance_types
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('maintenance_records', 'type_id');--> statement-breakpoint
CREATE TRIGGER maintenance_record_files_count_added AFTER INSERT ON maintenance_record_files
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('maintenance_records', 'record_id', 'invoices_count');--> statement-breakpoint
CREATE TRIGGER maintenance_record_files_count_moved AFTER UPDATE ON maintenance_record_files
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('maintenance_records', 'record_id', 'invoices_count');--> statement-breakpoint
CREATE TRIGGER maintenance_record_files_count_removed AFTER DELETE ON maintenance_record_files
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('maintenance_records', 'record_id', 'invoices_count');--> statement-breakpoint
CREATE TRIGGER maintenance_requests_own_json BEFORE INSERT OR UPDATE ON maintenance_requests
  FOR EACH ROW
  EXECUTE FUNCTION own_json_keep('maintenance_request_own_json');--> statement-breakpoint
CREATE TRIGGER vehicles_maintenance_requests_refs AFTER UPDATE ON vehicles
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('maintenance_requests', 'vehicle_id');--> statement-breakpoint
CREATE TRIGGER maintenance_types_maintenance_requests_refs AFTER UPDATE ON maintenance_types
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('maintenance_requests', 'type_id');--> statement-breakpoint
CREATE TRIGGER users_maintenance_requests_refs AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('maintenance_requests', 'requested_by', 'reviewer_id');--> statement-breakpoint
CREATE TRIGGER maintenance_request_files_count_added AFTER INSERT ON maintenance_request_files
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('maintenance_requests', 'request_id', 'photos_count');--> statement-breakpoint
CREATE TRIGGER maintenance_request_files_count_moved AFTER UPDATE ON maintenance_request_files
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('maintenance_requests', 'request_id', 'photos_count');--> statement-breakpoint
CREATE TRIGGER maintenance_request_files_count_removed AFTER DELETE ON maintenance_request_files
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('maintenance_requests', 'request_id', 'photos_count');--> statement-breakpoint
CREATE TRIGGER maintenance_records_request_follow AFTER INSERT OR DELETE OR UPDATE OF request_id ON maintenance_records
  FOR EACH ROW
  EXECUTE FUNCTION maintenance_request_record_follow();--> statement-breakpoint
-- The kept rows and references written once for what is already there: the types' and vehicles' references
-- first, as the records and requests read them.
UPDATE "maintenance_types" SET "ref_json" = NULL;--> statement-breakpoint
UPDATE "vehicles" SET "own_json" = NULL;--> statement-breakpoint
UPDATE "maintenance_records" r SET "invoices_count" = (SELECT count(*) FROM "maintenance_record_files" f WHERE f.record_id = r.id);--> statement-breakpoint
UPDATE "maintenance_requests" q SET "photos_count" = (SELECT count(*) FROM "maintenance_request_files" f WHERE f.request_id = q.id);--> statement-breakpoint
SELECT vehicle_next_due_keep(ARRAY(SELECT id FROM "vehicles"));
