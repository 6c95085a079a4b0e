CREATE TABLE "vehicle_next_due" (
	"vehicle_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "vehicle_next_due_vehicle_id_from_day_pk" PRIMARY KEY("vehicle_id","from_day")
);
--> statement-breakpoint
DROP INDEX "maintenance_records_performed_idx";--> statement-breakpoint
DROP INDEX "maintenance_records_vehicle_idx";--> statement-breakpoint
DROP INDEX "maintenance_records_vehicle_type_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_created_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_status_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_vehicle_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_requester_idx";--> statement-breakpoint
ALTER TABLE "vehicle_next_due" ADD CONSTRAINT "vehicle_next_due_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_next_due" ADD CONSTRAINT "vehicle_next_due_type_id_maintenance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."maintenance_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_records_performed_idx" ON "maintenance_records" USING btree ("performed_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_records_vehicle_idx" ON "maintenance_records" USING btree ("vehicle_id","performed_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_records_vehicle_type_idx" ON "maintenance_records" USING btree ("vehicle_id","type_id","performed_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_created_idx" ON "maintenance_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_status_idx" ON "maintenance_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_vehicle_idx" ON "maintenance_requests" USING btree ("vehicle_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_requester_idx" ON "maintenance_requests" USING btree ("requested_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- The lists' indexes above read as their ORDER BY … desc does (nulls first). Below, written by `npm run db:sql -w
-- @gestora/api` from the SQL declarations (src/db/sql/registry.ts): each vehicle's soonest due item by day
-- (vehicle_next_due) and the versions of the fleet's and the personal lists' kept totals (db/list/kept-totals.ts).
CREATE OR REPLACE FUNCTION vehicle_next_due_keep(vids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM vehicle_next_due WHERE vehicle_id = ANY (vids);
  INSERT INTO vehicle_next_due (vehicle_id, from_day, type_id)
  SELECT s.vehicle_id, s.from_day, (SELECT d.type_id FROM vehicle_maintenance_due d
      JOIN maintenance_types t ON t.id = d.type_id
      WHERE d.vehicle_id = s.vehicle_id
      ORDER BY CASE WHEN (d.next_due_on - s.day) < 0 OR (d.next_due_km - s.odometer) < 0 THEN 0
          WHEN (d.next_due_on - s.day) <= 7 OR (d.next_due_km - s.odometer) <= 500 THEN 1 ELSE 2 END,
        (d.next_due_on - s.day) ASC NULLS LAST, (d.next_due_km - s.odometer) ASC NULLS LAST, lower(t.name), t.id
      LIMIT 1)
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_next_due_of_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vehicle_next_due_keep(ARRAY(SELECT DISTINCT vehicle_id FROM came));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vehicle_next_due_keep(ARRAY(SELECT vehicle_id FROM came UNION SELECT vehicle_id FROM gone));
  ELSE
    PERFORM vehicle_next_due_keep(ARRAY(SELECT DISTINCT vehicle_id FROM gone));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_next_due_of_vehicle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vehicle_next_due_keep(ARRAY(SELECT c.id FROM came c JOIN gone g ON g.id = c.id
    WHERE c.odometer IS DISTINCT FROM g.odometer));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_next_due_of_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vehicle_next_due_keep(ARRAY(SELECT DISTINCT d.vehicle_id FROM vehicle_maintenance_due d
    WHERE d.type_id IN (SELECT c.id FROM came c JOIN gone g ON g.id = c.id WHERE c.name IS DISTINCT FROM g.name)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER self_assigned_tasks_version_added AFTER INSERT ON self_assigned_tasks
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER self_assigned_tasks_version_changed AFTER UPDATE ON self_assigned_tasks
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER self_assigned_tasks_version_removed AFTER DELETE ON self_assigned_tasks
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER self_assigned_tasks_version_truncated AFTER TRUNCATE ON self_assigned_tasks
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated();--> statement-breakpoint
CREATE TRIGGER self_assigned_categories_version_added AFTER INSERT ON self_assigned_categories
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER self_assigned_categories_version_changed AFTER UPDATE ON self_assigned_categories
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER self_assigned_categories_version_removed AFTER DELETE ON self_assigned_categories
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER self_assigned_categories_version_truncated AFTER TRUNCATE ON self_assigned_categories
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated();--> statement-breakpoint
CREATE TRIGGER vehicle_maintenance_due_next_added AFTER INSERT ON vehicle_maintenance_due
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION vehicle_next_due_of_due();--> statement-breakpoint
CREATE TRIGGER vehicle_maintenance_due_next_changed AFTER UPDATE ON vehicle_maintenance_due
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION vehicle_next_due_of_due();--> statement-breakpoint
CREATE TRIGGER vehicle_maintenance_due_next_removed AFTER DELETE ON vehicle_maintenance_due
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION vehicle_next_due_of_due();--> statement-breakpoint
CREATE TRIGGER vehicles_next_due_odometer AFTER UPDATE ON vehicles
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION vehicle_next_due_of_vehicle();--> statement-breakpoint
CREATE TRIGGER maintenance_types_next_due_name AFTER UPDATE ON maintenance_types
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION vehicle_next_due_of_type();--> statement-breakpoint
CREATE TRIGGER vehicles_version_added AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER vehicles_version_changed AFTER UPDATE ON vehicles
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER vehicles_version_removed AFTER DELETE ON vehicles
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER vehicles_version_truncated AFTER TRUNCATE ON vehicles
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated();--> statement-breakpoint
CREATE TRIGGER maintenance_records_version_added AFTER INSERT ON maintenance_records
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER maintenance_records_version_changed AFTER UPDATE ON maintenance_records
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER maintenance_records_version_removed AFTER DELETE ON maintenance_records
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER maintenance_records_version_truncated AFTER TRUNCATE ON maintenance_records
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_version_added AFTER INSERT ON maintenance_requests
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_version_changed AFTER UPDATE ON maintenance_requests
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_version_removed AFTER DELETE ON maintenance_requests
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_version_truncated AFTER TRUNCATE ON maintenance_requests
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated();--> statement-breakpoint
-- The versions the fleet's and the personal lists' kept totals are valid for, and every vehicle's soonest items.
INSERT INTO "table_versions" ("table_name") VALUES ('vehicles'), ('maintenance_records'), ('maintenance_requests'),
  ('self_assigned_tasks'), ('self_assigned_categories');--> statement-breakpoint
SELECT vehicle_next_due_keep(ARRAY(SELECT id FROM vehicles));--> statement-breakpoint
-- Analysed now: until autovacuum's first analysis of the new table the list's generic plan sorts each vehicle's
-- spans against its due rows instead of reading its one span for today.
ANALYZE vehicle_next_due;
