CREATE TABLE "meeting_people" (
	"user_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"reasons" smallint NOT NULL,
	CONSTRAINT "meeting_people_user_id_meeting_id_pk" PRIMARY KEY("user_id","meeting_id")
);
--> statement-breakpoint
ALTER TABLE "meeting_people" ADD CONSTRAINT "meeting_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_people" ADD CONSTRAINT "meeting_people_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_people_start_idx" ON "meeting_people" USING btree ("user_id","start_at" DESC NULLS FIRST,"meeting_id" DESC NULLS FIRST);--> statement-breakpoint
-- One more reason for user u to see meeting m (as organiser or participant), or one less.
CREATE FUNCTION "meeting_person_add"(u integer, m integer, s timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO meeting_people (user_id, meeting_id, start_at, reasons) VALUES (u, m, s, 1)
  ON CONFLICT (user_id, meeting_id) DO UPDATE SET reasons = meeting_people.reasons + 1
$$;--> statement-breakpoint
CREATE FUNCTION "meeting_person_remove"(u integer, m integer) RETURNS void LANGUAGE sql AS $$
  UPDATE meeting_people SET reasons = reasons - 1 WHERE user_id = u AND meeting_id = m;
  DELETE FROM meeting_people WHERE user_id = u AND meeting_id = m AND reasons <= 0
$$;--> statement-breakpoint
CREATE FUNCTION "meeting_people_of_meeting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.organizer_id IS NOT NULL THEN PERFORM meeting_person_add(NEW.organizer_id, NEW.id, NEW.start_at); END IF;
    RETURN NULL;
  END IF;
  IF OLD.organizer_id IS DISTINCT FROM NEW.organizer_id THEN
    IF OLD.organizer_id IS NOT NULL THEN PERFORM meeting_person_remove(OLD.organizer_id, OLD.id); END IF;
    IF NEW.organizer_id IS NOT NULL THEN PERFORM meeting_person_add(NEW.organizer_id, NEW.id, NEW.start_at); END IF;
  END IF;
  IF OLD.start_at IS DISTINCT FROM NEW.start_at THEN
    UPDATE meeting_people SET start_at = NEW.start_at WHERE meeting_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "meetings_people_in" AFTER INSERT ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "meeting_people_of_meeting"();--> statement-breakpoint
CREATE TRIGGER "meetings_people_move" AFTER UPDATE OF "organizer_id", "start_at" ON "meetings"
  FOR EACH ROW WHEN (OLD.organizer_id IS DISTINCT FROM NEW.organizer_id OR OLD.start_at IS DISTINCT FROM NEW.start_at)
  EXECUTE FUNCTION "meeting_people_of_meeting"();--> statement-breakpoint
CREATE FUNCTION "meeting_people_of_participant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM meeting_person_remove(OLD.user_id, OLD.meeting_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM meeting_person_add(NEW.user_id, NEW.meeting_id, (SELECT start_at FROM meetings WHERE id = NEW.meeting_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "meeting_participants_people" AFTER INSERT OR DELETE ON "meeting_participants"
  FOR EACH ROW EXECUTE FUNCTION "meeting_people_of_participant"();--> statement-breakpoint
CREATE TRIGGER "meeting_participants_people_move" AFTER UPDATE OF "user_id", "meeting_id" ON "meeting_participants"
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.meeting_id IS DISTINCT FROM NEW.meeting_id)
  EXECUTE FUNCTION "meeting_people_of_participant"();--> statement-breakpoint
INSERT INTO "meeting_people" ("user_id", "meeting_id", "start_at", "reasons")
  SELECT p.user_id, p.meeting_id, m.start_at, count(*) FROM (
    SELECT organizer_id AS user_id, id AS meeting_id FROM meetings WHERE organizer_id IS NOT NULL
    UNION ALL SELECT user_id, meeting_id FROM meeting_participants) p
  JOIN meetings m ON m.id = p.meeting_id GROUP BY 1, 2, 3;
