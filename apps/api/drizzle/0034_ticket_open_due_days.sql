CREATE TABLE "ticket_open_due_days" (
	"due_day" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- A ticket opened, closed or moved its due date: its day's count of open tickets follows (tickets.presenter.ts
-- overdueSql names the same two open states). Days are UTC dates of due_at.
CREATE FUNCTION "ticket_open_due_day_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status IN ('Abierto', 'En proceso') AND OLD.due_at IS NOT NULL THEN
    UPDATE ticket_open_due_days SET n = n - 1 WHERE due_day = (OLD.due_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('Abierto', 'En proceso') AND NEW.due_at IS NOT NULL THEN
    INSERT INTO ticket_open_due_days (due_day, n) VALUES ((NEW.due_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (due_day) DO UPDATE SET n = ticket_open_due_days.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tickets_open_due_day" AFTER INSERT OR DELETE ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION "ticket_open_due_day_change"();--> statement-breakpoint
CREATE TRIGGER "tickets_open_due_day_move" AFTER UPDATE OF "status", "due_at" ON "tickets"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.due_at IS DISTINCT FROM NEW.due_at)
  EXECUTE FUNCTION "ticket_open_due_day_change"();--> statement-breakpoint
INSERT INTO "ticket_open_due_days" ("due_day", "n")
  SELECT ("due_at" AT TIME ZONE 'UTC')::date, count(*) FROM "tickets"
  WHERE "status" IN ('Abierto', 'En proceso') AND "due_at" IS NOT NULL GROUP BY 1;
