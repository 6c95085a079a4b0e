-- A task's project, stage and activity ({public_id, name}: their kept ref_json, migration 0035) written into its
-- own_json with its own members: the task lists read one column per row instead of joining the three records for
-- every row of every page (the 20-row task list's statement 0.38 → 0.31 ms). tasks-list-rows.test.ts holds the
-- rows equal to the task's detail; tasks-kept-columns.test.ts renames each record and checks the lists.
CREATE OR REPLACE FUNCTION "task_own_json"(t "tasks") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","title":' || to_json(t.title)::text
    || ',"status":' || to_json(t.status)::text || ',"priority":' || coalesce(to_json(t.priority)::text, 'null')
    || ',"start_date":' || coalesce(to_json(t.start_date)::text, 'null')
    || ',"end_date":' || coalesce(to_json(t.end_date)::text, 'null') || ',"completed_at":' || json_iso(t.completed_at)
    || ',"members":' || t.members::text || ',"comments_count":' || t.comments_count
    || ',"files_count":' || t.files_count || ',"created_at":' || json_iso(t.created_at)
    || ',"updated_at":' || json_iso(t.updated_at)
    || ',"project":' || coalesce((SELECT p.ref_json FROM "projects" p WHERE p.id = t.project_id), 'null')
    || ',"stage":' || coalesce((SELECT s.ref_json FROM "stages" s WHERE s.id = t.stage_id), 'null')
    || ',"stage_activity":' || coalesce((SELECT a.ref_json FROM "stage_activities" a WHERE a.id = t.stage_activity_id), 'null')
$$;--> statement-breakpoint
-- A record whose reference changed (renamed) writes again the own_json of the rows pointing at it: setting it to
-- null fires their BEFORE trigger, which writes it from the row. TG_ARGV[0]: the table of those rows; the rest: its
-- columns pointing at the record. Renames are rare; a project's thousand tasks take a few tens of milliseconds.
CREATE FUNCTION "own_json_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pointing text;
BEGIN
  FOREACH pointing IN ARRAY TG_ARGV[1:] LOOP
    EXECUTE format('UPDATE %I SET "own_json" = NULL WHERE %I = $1', TG_ARGV[0], pointing) USING NEW.id;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_tasks_refs" AFTER UPDATE ON "projects" FOR EACH ROW
  WHEN (OLD.ref_json IS DISTINCT FROM NEW.ref_json) EXECUTE FUNCTION "own_json_follow"('tasks', 'project_id');--> statement-breakpoint
CREATE TRIGGER "stages_tasks_refs" AFTER UPDATE ON "stages" FOR EACH ROW
  WHEN (OLD.ref_json IS DISTINCT FROM NEW.ref_json) EXECUTE FUNCTION "own_json_follow"('tasks', 'stage_id');--> statement-breakpoint
CREATE TRIGGER "stage_activities_tasks_refs" AFTER UPDATE ON "stage_activities" FOR EACH ROW
  WHEN (OLD.ref_json IS DISTINCT FROM NEW.ref_json) EXECUTE FUNCTION "own_json_follow"('tasks', 'stage_activity_id');--> statement-breakpoint
UPDATE "tasks" SET "own_json" = NULL;
