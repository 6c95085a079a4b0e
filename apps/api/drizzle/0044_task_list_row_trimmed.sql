-- A task's list row carries only what the lists show (the table: title, project and stage, status, priority, end
-- date and remaining days, members; the cards of my tasks and of a board column's further pages: their counts) and
-- what acting on it needs (public_id, can). Its start date, completion, creation and last change and its activity
-- are the detail's alone (GET /api/tasks/:id): about a fifth of a 20-row page, which every request paid for in
-- PostgreSQL, on the wire and in Node (ZTaskListItem in packages/contract; tasks-list-rows.test.ts holds the rows
-- equal to the detail's fields). An activity's rename no longer touches its tasks' list rows.
CREATE OR REPLACE FUNCTION "task_own_json"(t "tasks") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","title":' || to_json(t.title)::text
    || ',"status":' || to_json(t.status)::text || ',"priority":' || coalesce(to_json(t.priority)::text, 'null')
    || ',"end_date":' || coalesce(to_json(t.end_date)::text, 'null')
    || ',"members":' || t.members::text || ',"comments_count":' || t.comments_count
    || ',"files_count":' || t.files_count
    || ',"project":' || coalesce((SELECT p.ref_json FROM "projects" p WHERE p.id = t.project_id), 'null')
    || ',"stage":' || coalesce((SELECT s.ref_json FROM "stages" s WHERE s.id = t.stage_id), 'null')
$$;--> statement-breakpoint
DROP TRIGGER "stage_activities_tasks_refs" ON "stage_activities";--> statement-breakpoint
-- Every task's row written again by its BEFORE trigger (own_json_keep).
UPDATE "tasks" SET "own_json" = NULL;
