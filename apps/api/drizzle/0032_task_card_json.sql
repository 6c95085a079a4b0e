ALTER TABLE "tasks" ADD COLUMN "card_json" text;--> statement-breakpoint
-- The task's own members of its board card (ZTaskBoardCard without project and can), ending with its closing
-- brace; tasks-board.test.ts holds every card equal to the task's detail.
CREATE FUNCTION "task_card_json"(t "tasks") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","title":' || to_json(t.title)::text
    || ',"status":' || to_json(t.status)::text || ',"priority":' || coalesce(to_json(t.priority)::text, 'null')
    || ',"end_date":' || coalesce(to_json(t.end_date)::text, 'null') || ',"members":' || t.members::text
    || ',"comments_count":' || t.comments_count || ',"files_count":' || t.files_count || '}'
$$;--> statement-breakpoint
CREATE FUNCTION "task_card_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_json := task_card_json(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_card_json" BEFORE INSERT OR UPDATE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "task_card_keep"();--> statement-breakpoint
UPDATE "tasks" SET "card_json" = task_card_json("tasks");
