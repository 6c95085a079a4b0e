CREATE TABLE "live_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- A soft-deleting table's live rows came or went (inserted, deleted, or deleted_at set or cleared), one statement's
-- rows at once; a statement that changes no liveness leaves the counter alone (and unlocked).
CREATE FUNCTION "live_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT count(*) FROM came WHERE deleted_at IS NULL'
    WHEN 'DELETE' THEN 'SELECT -count(*) FROM gone WHERE deleted_at IS NULL'
    ELSE 'SELECT (SELECT count(*) FROM came WHERE deleted_at IS NULL) - (SELECT count(*) FROM gone WHERE deleted_at IS NULL)' END;
  d bigint;
BEGIN
  EXECUTE delta INTO d;
  IF d <> 0 THEN
    UPDATE live_counts SET n = n + d WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_live_count_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"();--> statement-breakpoint
CREATE TRIGGER "users_live_count_removed" AFTER DELETE ON "users" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"();--> statement-breakpoint
CREATE TRIGGER "users_live_count_changed" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"();--> statement-breakpoint
CREATE TRIGGER "projects_live_count_added" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"();--> statement-breakpoint
CREATE TRIGGER "projects_live_count_removed" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"();--> statement-breakpoint
CREATE TRIGGER "projects_live_count_changed" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"();--> statement-breakpoint
INSERT INTO "live_counts" ("table_name", "n")
  SELECT 'users', count(*) FROM "users" WHERE "deleted_at" IS NULL
  UNION ALL SELECT 'projects', count(*) FROM "projects" WHERE "deleted_at" IS NULL;
