CREATE TABLE "project_task_counts" (
	"project_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "project_task_counts_project_id_status_pk" PRIMARY KEY("project_id","status")
);
--> statement-breakpoint
ALTER TABLE "project_task_counts" ADD CONSTRAINT "project_task_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "project_task_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.project_id IS NOT NULL AND OLD.deleted_at IS NULL THEN
    UPDATE project_task_counts SET n = n - 1 WHERE project_id = OLD.project_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.project_id IS NOT NULL AND NEW.deleted_at IS NULL THEN
    INSERT INTO project_task_counts (project_id, status, n) VALUES (NEW.project_id, NEW.status, 1)
    ON CONFLICT (project_id, status) DO UPDATE SET n = project_task_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_project_count" AFTER INSERT OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "project_task_count_change"();--> statement-breakpoint
CREATE TRIGGER "tasks_project_count_move" AFTER UPDATE OF "project_id", "status", "deleted_at" ON "tasks"
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.status IS DISTINCT FROM NEW.status
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "project_task_count_change"();--> statement-breakpoint
INSERT INTO "project_task_counts" ("project_id", "status", "n")
  SELECT "project_id", "status", count(*) FROM "tasks"
  WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2;
