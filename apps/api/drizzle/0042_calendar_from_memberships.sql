ALTER TABLE "task_members" ADD COLUMN "task_project_id" integer;--> statement-breakpoint
ALTER TABLE "task_members" ADD COLUMN "task_calendar_json" text;--> statement-breakpoint
-- Each membership keeps its task's project and calendar item (tasks.calendar_json, migration 0040) beside the dates,
-- liveness and status it already copies (0017, 0018, 0028), by the same two triggers: the calendar of tasks and
-- tickets (meetings/calendar.service.ts) writes a member's month from the memberships alone instead of fetching
-- each task's row.
CREATE OR REPLACE FUNCTION "task_member_copy_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.start_date, t.end_date, t.deleted_at IS NULL, t.status, t.project_id, t.calendar_json
    INTO NEW.task_start_date, NEW.task_end_date, NEW.task_live, NEW.task_status, NEW.task_project_id,
      NEW.task_calendar_json
    FROM tasks t WHERE t.id = NEW.task_id FOR NO KEY UPDATE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_copy_to_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_members SET task_start_date = NEW.start_date, task_end_date = NEW.end_date,
    task_live = NEW.deleted_at IS NULL, task_status = NEW.status, task_project_id = NEW.project_id,
    task_calendar_json = NEW.calendar_json WHERE task_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "tasks_copy_to_members" ON "tasks";--> statement-breakpoint
-- calendar_json is written by a BEFORE trigger (task_card_keep) from the public id, the title and the dates: the
-- columns an UPDATE names for it to change are those, and the trigger compares the item itself.
CREATE TRIGGER "tasks_copy_to_members"
  AFTER UPDATE OF "start_date", "end_date", "deleted_at", "status", "project_id", "title", "public_id" ON "tasks"
  FOR EACH ROW WHEN (OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.calendar_json IS DISTINCT FROM NEW.calendar_json)
  EXECUTE FUNCTION "task_copy_to_members"();--> statement-breakpoint
UPDATE "task_members" m SET "task_project_id" = t.project_id, "task_calendar_json" = t.calendar_json FROM tasks t
  WHERE t.id = m.task_id;
