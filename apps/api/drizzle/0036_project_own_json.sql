ALTER TABLE "projects" ADD COLUMN "own_json" text;--> statement-breakpoint
-- The project's own members of its list row (projects.presenter.ts projectJson), kept in projects.own_json as
-- migration 0025 does for tickets; projects-list.test.ts holds the list's rows equal to the project's detail.
CREATE FUNCTION "project_own_json"(p "projects") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || p.public_id || '","code":' || to_json(p.code)::text || ',"name":' || to_json(p.name)::text
    || ',"description":' || coalesce(to_json(p.description)::text, 'null') || ',"status":' || to_json(p.status)::text
    || ',"start_date":' || coalesce(to_json(p.start_date)::text, 'null')
    || ',"end_date":' || coalesce(to_json(p.end_date)::text, 'null')
    || ',"created_at":' || json_iso(p.created_at) || ',"updated_at":' || json_iso(p.updated_at)
$$;--> statement-breakpoint
CREATE TRIGGER "projects_own_json" BEFORE INSERT OR UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "own_json_keep"('project_own_json');--> statement-breakpoint
UPDATE "projects" SET "own_json" = NULL;
