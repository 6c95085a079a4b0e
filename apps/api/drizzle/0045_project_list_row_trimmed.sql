-- A project's list row carries only what the list shows (code and name, client, manager, status, dates, progress)
-- and what acting on it needs (public_id, can), as the task lists' rows since migration 0044: its description (up to
-- thousands of characters each), department, creator and timestamps are the detail's alone (GET /api/projects/:id),
-- and the list no longer joins the department and the creator (ZProjectListItem in packages/contract;
-- projects-list.test.ts holds the rows equal to the detail's same fields).
CREATE OR REPLACE FUNCTION "project_own_json"(p "projects") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || p.public_id || '","code":' || to_json(p.code)::text || ',"name":' || to_json(p.name)::text
    || ',"status":' || to_json(p.status)::text
    || ',"start_date":' || coalesce(to_json(p.start_date)::text, 'null')
    || ',"end_date":' || coalesce(to_json(p.end_date)::text, 'null')
$$;--> statement-breakpoint
-- Every project's row written again by its BEFORE trigger (own_json_keep).
UPDATE "projects" SET "own_json" = NULL;
