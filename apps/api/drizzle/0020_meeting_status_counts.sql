CREATE TABLE "meeting_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "meeting_status_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE meeting_status_counts SET n = n - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO meeting_status_counts (status, n) VALUES (NEW.status, 1)
    ON CONFLICT (status) DO UPDATE SET n = meeting_status_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "meetings_status_count" AFTER INSERT OR DELETE ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "meeting_status_count_change"();--> statement-breakpoint
CREATE TRIGGER "meetings_status_count_move" AFTER UPDATE OF "status" ON "meetings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "meeting_status_count_change"();--> statement-breakpoint
INSERT INTO "meeting_status_counts" ("status", "n") SELECT "status", count(*) FROM "meetings" GROUP BY 1;
