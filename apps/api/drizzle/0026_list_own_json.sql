ALTER TABLE "tasks" ADD COLUMN "own_json" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "own_json" text;--> statement-breakpoint
-- The meeting's own members of its list row (meetings.presenter.ts meetingJson), kept in meetings.own_json as
-- migration 0025 does for tickets; meetings-list.test.ts holds the lists equal to the meeting's detail.
CREATE FUNCTION "meeting_own_json"(m "meetings") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || m.public_id || '","title":' || to_json(m.title)::text
    || ',"start_at":' || json_iso(m.start_at) || ',"end_at":' || json_iso(m.end_at)
    || ',"place":' || coalesce(to_json(m.place)::text, 'null') || ',"video_url":' || coalesce(to_json(m.video_url)::text, 'null')
    || ',"status":' || to_json(m.status)::text || ',"participants_count":' || m.participants_count
    || ',"tickets_count":' || m.tickets_count || ',"created_at":' || json_iso(m.created_at)
    || ',"updated_at":' || json_iso(m.updated_at)
$$;--> statement-breakpoint
CREATE TRIGGER "meetings_own_json" BEFORE INSERT OR UPDATE ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "own_json_keep"('meeting_own_json');--> statement-breakpoint
UPDATE "meetings" SET "own_json" = meeting_own_json("meetings");--> statement-breakpoint
-- The task's own members of its list row (tasks.queries.ts taskJson), with its kept members (migration 0017);
-- tasks-list-rows.test.ts holds the lists equal to the task's detail.
CREATE FUNCTION "task_own_json"(t "tasks") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","title":' || to_json(t.title)::text
    || ',"status":' || to_json(t.status)::text || ',"priority":' || coalesce(to_json(t.priority)::text, 'null')
    || ',"start_date":' || coalesce(to_json(t.start_date)::text, 'null')
    || ',"end_date":' || coalesce(to_json(t.end_date)::text, 'null') || ',"completed_at":' || json_iso(t.completed_at)
    || ',"members":' || t.members::text || ',"comments_count":' || t.comments_count
    || ',"files_count":' || t.files_count || ',"created_at":' || json_iso(t.created_at)
    || ',"updated_at":' || json_iso(t.updated_at)
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_own_json" BEFORE INSERT OR UPDATE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "own_json_keep"('task_own_json');--> statement-breakpoint
UPDATE "tasks" SET "own_json" = task_own_json("tasks");
