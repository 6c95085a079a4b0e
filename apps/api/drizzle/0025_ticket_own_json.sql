ALTER TABLE "tickets" ADD COLUMN "own_json" text;--> statement-breakpoint
CREATE INDEX "tickets_open_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status in ('Abierto', 'En proceso');--> statement-breakpoint
-- A timestamp as JSON the way toISOString writes it (json-sql.ts jsonIso), or null.
CREATE FUNCTION "json_iso"(timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce('"' || to_char($1 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
$$;--> statement-breakpoint
-- The ticket's own members of its list row (tickets.presenter.ts rowJson, in the wire's order up to the people),
-- kept in tickets.own_json. Changing one of these members' form means replacing this function and rewriting the
-- column in a new migration; tickets-own-json.test.ts holds the lists equal to the ticket's detail.
CREATE FUNCTION "ticket_own_json"(t "tickets") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","code":"' || t.code || '","title":' || to_json(t.title)::text
    || ',"category":' || coalesce(to_json(t.category)::text, 'null') || ',"priority":' || to_json(t.priority)::text
    || ',"status":' || to_json(t.status)::text || ',"due_at":' || json_iso(t.due_at)
    || ',"solved_at":' || json_iso(t.solved_at) || ',"closed_at":' || json_iso(t.closed_at)
    || ',"comments_count":' || t.comments_count || ',"files_count":' || t.files_count
    || ',"created_at":' || json_iso(t.created_at) || ',"updated_at":' || json_iso(t.updated_at)
$$;--> statement-breakpoint
-- A row's own members kept in its own_json (TG_ARGV[0]: the function writing them from the row), as each is written.
CREATE FUNCTION "own_json_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT %I($1)', TG_ARGV[0]) INTO NEW.own_json USING NEW;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tickets_own_json" BEFORE INSERT OR UPDATE ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION "own_json_keep"('ticket_own_json');--> statement-breakpoint
UPDATE "tickets" SET "own_json" = ticket_own_json("tickets");
