CREATE TABLE "ticket_requester_counts" (
	"requester_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "ticket_requester_counts_requester_id_status_pk" PRIMARY KEY("requester_id","status")
);
--> statement-breakpoint
ALTER TABLE "ticket_requester_counts" ADD CONSTRAINT "ticket_requester_counts_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The requester's side of ticket_status_counts (migration 0015): /my_requested_tickets takes its total from here.
CREATE FUNCTION "ticket_requester_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.requester_id IS NOT NULL THEN
    UPDATE ticket_requester_counts SET n = n - 1 WHERE requester_id = OLD.requester_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.requester_id IS NOT NULL THEN
    INSERT INTO ticket_requester_counts (requester_id, status, n) VALUES (NEW.requester_id, NEW.status, 1)
    ON CONFLICT (requester_id, status) DO UPDATE SET n = ticket_requester_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tickets_requester_count" AFTER INSERT OR DELETE ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION "ticket_requester_count_change"();--> statement-breakpoint
CREATE TRIGGER "tickets_requester_count_move" AFTER UPDATE OF "requester_id", "status" ON "tickets"
  FOR EACH ROW WHEN (OLD.requester_id IS DISTINCT FROM NEW.requester_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "ticket_requester_count_change"();--> statement-breakpoint
INSERT INTO "ticket_requester_counts" ("requester_id", "status", "n")
  SELECT "requester_id", "status", count(*) FROM "tickets" WHERE "requester_id" IS NOT NULL GROUP BY 1, 2;
