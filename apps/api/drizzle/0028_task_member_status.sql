ALTER TABLE "task_members" ADD COLUMN "task_status" text DEFAULT '1' NOT NULL;--> statement-breakpoint
CREATE INDEX "task_members_live_status_idx" ON "task_members" USING btree ("user_id","task_status") WHERE "task_members"."task_live";--> statement-breakpoint
-- The task's status joins what 0017 and 0018 copy onto each membership, by the same two triggers.
UPDATE "task_members" m SET "task_status" = t.status FROM tasks t
  WHERE t.id = m.task_id AND t.status <> '1';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_member_copy_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.start_date, t.end_date, t.deleted_at IS NULL, t.status
    INTO NEW.task_start_date, NEW.task_end_date, NEW.task_live, NEW.task_status
    FROM tasks t WHERE t.id = NEW.task_id FOR NO KEY UPDATE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_copy_to_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_members SET task_start_date = NEW.start_date, task_end_date = NEW.end_date,
    task_live = NEW.deleted_at IS NULL, task_status = NEW.status WHERE task_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "tasks_copy_to_members" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_copy_to_members" AFTER UPDATE OF "start_date", "end_date", "deleted_at", "status" ON "tasks"
  FOR EACH ROW WHEN (OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "task_copy_to_members"();
