-- A meeting's list row carries what the lists show and what acting on it needs, as the task, project and ticket
-- lists' rows since migrations 0044–0046: its creation and last change are the detail's alone (GET
-- /api/meetings/:id; ZMeetingListItem in packages/contract; meetings-list.test.ts holds the rows equal to the
-- detail's same fields).
CREATE OR REPLACE FUNCTION "meeting_own_json"(m "meetings") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || m.public_id || '","title":' || to_json(m.title)::text
    || ',"start_at":' || json_iso(m.start_at) || ',"end_at":' || json_iso(m.end_at)
    || ',"place":' || coalesce(to_json(m.place)::text, 'null') || ',"video_url":' || coalesce(to_json(m.video_url)::text, 'null')
    || ',"status":' || to_json(m.status)::text || ',"participants_count":' || m.participants_count
    || ',"tickets_count":' || m.tickets_count
$$;--> statement-breakpoint
-- Every meeting's row written again by its BEFORE trigger (own_json_keep).
UPDATE "meetings" SET "own_json" = NULL;
