CREATE TABLE "ticket_status_counts" (
	"responsible_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "ticket_status_counts_responsible_id_status_pk" PRIMARY KEY("responsible_id","status")
);
--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ADD CONSTRAINT "ticket_status_counts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "ticket_status_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.responsible_id IS NOT NULL THEN
    UPDATE ticket_status_counts SET n = n - 1 WHERE responsible_id = OLD.responsible_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.responsible_id IS NOT NULL THEN
    INSERT INTO ticket_status_counts (responsible_id, status, n) VALUES (NEW.responsible_id, NEW.status, 1)
    ON CONFLICT (responsible_id, status) DO UPDATE SET n = ticket_status_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tickets_status_count" AFTER INSERT OR DELETE ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION "ticket_status_count_change"();--> statement-breakpoint
CREATE TRIGGER "tickets_status_count_move" AFTER UPDATE OF "responsible_id", "status" ON "tickets"
  FOR EACH ROW WHEN (OLD.responsible_id IS DISTINCT FROM NEW.responsible_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "ticket_status_count_change"();--> statement-breakpoint
INSERT INTO "ticket_status_counts" ("responsible_id", "status", "n")
  SELECT "responsible_id", "status", count(*) FROM "tickets" WHERE "responsible_id" IS NOT NULL GROUP BY 1, 2;
