-- A ticket's department, requester and responsible (their kept ref_json: migrations 0035 and 0023) written into its
-- own_json with its own members, as migration 0038 does for tasks: the ticket lists read one column per row
-- instead of joining the three records for every row of every page. tickets-own-json.test.ts holds the rows equal
-- to the ticket's detail after each record is renamed.
CREATE OR REPLACE FUNCTION "ticket_own_json"(t "tickets") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","code":"' || t.code || '","title":' || to_json(t.title)::text
    || ',"category":' || coalesce(to_json(t.category)::text, 'null') || ',"priority":' || to_json(t.priority)::text
    || ',"status":' || to_json(t.status)::text || ',"due_at":' || json_iso(t.due_at)
    || ',"solved_at":' || json_iso(t.solved_at) || ',"closed_at":' || json_iso(t.closed_at)
    || ',"comments_count":' || t.comments_count || ',"files_count":' || t.files_count
    || ',"created_at":' || json_iso(t.created_at) || ',"updated_at":' || json_iso(t.updated_at)
    || ',"department":' || coalesce((SELECT d.ref_json FROM "departments" d WHERE d.id = t.department_id), 'null')
    || ',"requester":' || coalesce((SELECT u.ref_json FROM "users" u WHERE u.id = t.requester_id), 'null')
    || ',"responsible":' || coalesce((SELECT u.ref_json FROM "users" u WHERE u.id = t.responsible_id), 'null')
$$;--> statement-breakpoint
CREATE TRIGGER "departments_tickets_refs" AFTER UPDATE ON "departments" FOR EACH ROW
  WHEN (OLD.ref_json IS DISTINCT FROM NEW.ref_json) EXECUTE FUNCTION "own_json_follow"('tickets', 'department_id');--> statement-breakpoint
CREATE TRIGGER "users_tickets_refs" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.ref_json IS DISTINCT FROM NEW.ref_json)
  EXECUTE FUNCTION "own_json_follow"('tickets', 'requester_id', 'responsible_id');--> statement-breakpoint
UPDATE "tickets" SET "own_json" = NULL;
