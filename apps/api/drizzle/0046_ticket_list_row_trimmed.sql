-- A ticket's list row carries only what the lists show (code and title, status, priority, department, requester or
-- responsible, due date) and what acting on it needs (public_id, can), as the task and project lists' rows since
-- migrations 0044 and 0045: its category, times and counts are the detail's alone (GET /api/tickets/:id;
-- ZTicketListItem in packages/contract; tickets-own-json.test.ts holds the rows equal to the detail's same fields).
CREATE OR REPLACE FUNCTION "ticket_own_json"(t "tickets") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","code":"' || t.code || '","title":' || to_json(t.title)::text
    || ',"priority":' || to_json(t.priority)::text
    || ',"status":' || to_json(t.status)::text || ',"due_at":' || json_iso(t.due_at)
    || ',"department":' || coalesce((SELECT d.ref_json FROM "departments" d WHERE d.id = t.department_id), 'null')
    || ',"requester":' || coalesce((SELECT u.ref_json FROM "users" u WHERE u.id = t.requester_id), 'null')
    || ',"responsible":' || coalesce((SELECT u.ref_json FROM "users" u WHERE u.id = t.responsible_id), 'null')
$$;--> statement-breakpoint
-- Every ticket's row written again by its BEFORE trigger (own_json_keep).
UPDATE "tickets" SET "own_json" = NULL;
