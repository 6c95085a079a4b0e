ALTER TABLE "meetings" ADD COLUMN "participants_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "tickets_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A row of a table that points at a meeting came, went or moved (TG_ARGV[0]: the meeting's counter it is counted
-- in). Row by row: tickets, the largest of the three, only wakes it when its meeting_id is set or changes.
CREATE FUNCTION "meeting_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.meeting_id IS NOT NULL THEN
    EXECUTE format('UPDATE meetings SET %1$I = %1$I - 1 WHERE id = $1', TG_ARGV[0]) USING OLD.meeting_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.meeting_id IS NOT NULL THEN
    EXECUTE format('UPDATE meetings SET %1$I = %1$I + 1 WHERE id = $1', TG_ARGV[0]) USING NEW.meeting_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "meeting_participants_count" AFTER INSERT OR DELETE ON "meeting_participants"
  FOR EACH ROW EXECUTE FUNCTION "meeting_count_change"('participants_count');--> statement-breakpoint
CREATE TRIGGER "meeting_participants_count_move" AFTER UPDATE OF "meeting_id" ON "meeting_participants"
  FOR EACH ROW WHEN (OLD.meeting_id IS DISTINCT FROM NEW.meeting_id)
  EXECUTE FUNCTION "meeting_count_change"('participants_count');--> statement-breakpoint
CREATE TRIGGER "meeting_carried_tickets_count" AFTER INSERT OR DELETE ON "meeting_carried_tickets"
  FOR EACH ROW EXECUTE FUNCTION "meeting_count_change"('tickets_count');--> statement-breakpoint
CREATE TRIGGER "meeting_carried_tickets_count_move" AFTER UPDATE OF "meeting_id" ON "meeting_carried_tickets"
  FOR EACH ROW WHEN (OLD.meeting_id IS DISTINCT FROM NEW.meeting_id)
  EXECUTE FUNCTION "meeting_count_change"('tickets_count');--> statement-breakpoint
CREATE TRIGGER "tickets_meeting_count_in" AFTER INSERT ON "tickets"
  FOR EACH ROW WHEN (NEW.meeting_id IS NOT NULL) EXECUTE FUNCTION "meeting_count_change"('tickets_count');--> statement-breakpoint
CREATE TRIGGER "tickets_meeting_count_out" AFTER DELETE ON "tickets"
  FOR EACH ROW WHEN (OLD.meeting_id IS NOT NULL) EXECUTE FUNCTION "meeting_count_change"('tickets_count');--> statement-breakpoint
CREATE TRIGGER "tickets_meeting_count_move" AFTER UPDATE OF "meeting_id" ON "tickets"
  FOR EACH ROW WHEN (OLD.meeting_id IS DISTINCT FROM NEW.meeting_id)
  EXECUTE FUNCTION "meeting_count_change"('tickets_count');--> statement-breakpoint
UPDATE "meetings" m SET "participants_count" = (SELECT count(*) FROM meeting_participants p WHERE p.meeting_id = m.id),
  "tickets_count" = (SELECT count(*) FROM tickets t WHERE t.meeting_id = m.id)
    + (SELECT count(*) FROM meeting_carried_tickets c WHERE c.meeting_id = m.id);
