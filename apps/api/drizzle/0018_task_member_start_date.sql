ALTER TABLE "task_members" ADD COLUMN "task_start_date" date;--> statement-breakpoint
-- The calendar (/api/calendar_events) reads a member's tasks within its range from the membership rows: the task's
-- start date joins the end date and liveness that 0017 copies, by the same two triggers.
UPDATE "task_members" m SET "task_start_date" = t.start_date FROM tasks t
  WHERE t.id = m.task_id AND t.start_date IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_member_copy_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.start_date, t.end_date, t.deleted_at IS NULL INTO NEW.task_start_date, NEW.task_end_date, NEW.task_live
    FROM tasks t WHERE t.id = NEW.task_id FOR NO KEY UPDATE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_copy_to_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_members SET task_start_date = NEW.start_date, task_end_date = NEW.end_date,
    task_live = NEW.deleted_at IS NULL WHERE task_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "tasks_copy_to_members" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_copy_to_members" AFTER UPDATE OF "start_date", "end_date", "deleted_at" ON "tasks"
  FOR EACH ROW WHEN (OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "task_copy_to_members"();
