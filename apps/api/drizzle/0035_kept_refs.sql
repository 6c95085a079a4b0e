ALTER TABLE "departments" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "stage_activities" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "subtasks_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A record as others point at it (json-sql.ts refJson's text: {public_id, name}), kept in its own ref_json from its
-- own row as users.ref_json is (migration 0023): the lists that show a task's project, stage and activity, a
-- project's client and department or a ticket's department read it instead of writing it for every row.
CREATE FUNCTION "ref_json_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ref_json := '{"public_id":"' || NEW.public_id || '","name":' || to_json(NEW.name)::text || '}';
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "departments_ref_json" BEFORE INSERT OR UPDATE ON "departments"
  FOR EACH ROW EXECUTE FUNCTION "ref_json_keep"();--> statement-breakpoint
CREATE TRIGGER "clients_ref_json" BEFORE INSERT OR UPDATE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "ref_json_keep"();--> statement-breakpoint
CREATE TRIGGER "projects_ref_json" BEFORE INSERT OR UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "ref_json_keep"();--> statement-breakpoint
CREATE TRIGGER "stages_ref_json" BEFORE INSERT OR UPDATE ON "stages"
  FOR EACH ROW EXECUTE FUNCTION "ref_json_keep"();--> statement-breakpoint
CREATE TRIGGER "stage_activities_ref_json" BEFORE INSERT OR UPDATE ON "stage_activities"
  FOR EACH ROW EXECUTE FUNCTION "ref_json_keep"();--> statement-breakpoint
UPDATE "departments" SET "ref_json" = NULL;--> statement-breakpoint
UPDATE "clients" SET "ref_json" = NULL;--> statement-breakpoint
UPDATE "projects" SET "ref_json" = NULL;--> statement-breakpoint
UPDATE "stages" SET "ref_json" = NULL;--> statement-breakpoint
UPDATE "stage_activities" SET "ref_json" = NULL;--> statement-breakpoint
-- A task's subtasks, counted as its comments and files are (migration 0023's kept_count_change).
CREATE TRIGGER "subtasks_count_added" AFTER INSERT ON "subtasks" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'subtasks_count');--> statement-breakpoint
CREATE TRIGGER "subtasks_count_removed" AFTER DELETE ON "subtasks" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'subtasks_count');--> statement-breakpoint
CREATE TRIGGER "subtasks_count_moved" AFTER UPDATE ON "subtasks" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'subtasks_count');--> statement-breakpoint
UPDATE "tasks" t SET "subtasks_count" = c.n FROM (SELECT "task_id", count(*) AS n FROM "subtasks" GROUP BY 1) c
  WHERE t.id = c.task_id;
