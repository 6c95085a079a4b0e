CREATE TABLE "live_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- A table's live rows came or went (TG_ARGV[0]: what makes a row live, 'deleted_at IS NULL' for the soft-deleting
-- tables, 'true' for the others), one statement's rows at once; a statement that changes no liveness leaves the
-- counter alone (and unlocked).
CREATE FUNCTION "live_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT count(*) FROM came WHERE %s', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT -count(*) FROM gone WHERE %s', TG_ARGV[0])
    ELSE format('SELECT (SELECT count(*) FROM came WHERE %1$s) - (SELECT count(*) FROM gone WHERE %1$s)', TG_ARGV[0]) END;
  d bigint;
BEGIN
  EXECUTE delta INTO d;
  IF d <> 0 THEN
    UPDATE live_counts SET n = n + d WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_live_count_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "users_live_count_removed" AFTER DELETE ON "users" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "users_live_count_changed" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "projects_live_count_added" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "projects_live_count_removed" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "projects_live_count_changed" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER "rag_documents_live_count_added" AFTER INSERT ON "rag_documents" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('true');--> statement-breakpoint
CREATE TRIGGER "rag_documents_live_count_removed" AFTER DELETE ON "rag_documents" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "live_count_change"('true');--> statement-breakpoint
INSERT INTO "live_counts" ("table_name", "n")
  SELECT 'users', count(*) FROM "users" WHERE "deleted_at" IS NULL
  UNION ALL SELECT 'projects', count(*) FROM "projects" WHERE "deleted_at" IS NULL
  UNION ALL SELECT 'rag_documents', count(*) FROM "rag_documents";
