CREATE TABLE "table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A table's version moves by one with every statement that changes one of its rows, in that statement's
-- transaction (db/kept-totals.ts): a search's total counted at version v is the total of every snapshot that reads
-- v, so it is kept and not counted again until v moves. Concurrent writers serialise on the row until they commit,
-- so every version is one state of the table's committed rows. A statement that changes no row leaves it alone
-- (and unlocked).
CREATE FUNCTION "table_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM gone) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM came) THEN
    RETURN NULL;
  END IF;
  UPDATE table_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
-- TRUNCATE has no transition table: it always moves the version.
CREATE FUNCTION "table_version_bump_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tickets_version_added" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "tickets_version_changed" AFTER UPDATE ON "tickets" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "tickets_version_removed" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "meetings_version_added" AFTER INSERT ON "meetings" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "meetings_version_changed" AFTER UPDATE ON "meetings" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "meetings_version_removed" AFTER DELETE ON "meetings" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "meeting_people_version_added" AFTER INSERT ON "meeting_people" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "meeting_people_version_changed" AFTER UPDATE ON "meeting_people" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "meeting_people_version_removed" AFTER DELETE ON "meeting_people" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump"();--> statement-breakpoint
CREATE TRIGGER "tickets_version_truncated" AFTER TRUNCATE ON "tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump_truncated"();--> statement-breakpoint
CREATE TRIGGER "meetings_version_truncated" AFTER TRUNCATE ON "meetings"
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump_truncated"();--> statement-breakpoint
CREATE TRIGGER "meeting_people_version_truncated" AFTER TRUNCATE ON "meeting_people"
  FOR EACH STATEMENT EXECUTE FUNCTION "table_version_bump_truncated"();--> statement-breakpoint
INSERT INTO "table_versions" ("table_name") VALUES ('tickets'), ('meetings'), ('meeting_people');
