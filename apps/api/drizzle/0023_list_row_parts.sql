ALTER TABLE "users" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "files_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A user as records point at them (refs.presenter.ts's userRef as JSON text; DEFAULT_AVATAR and avatarUrlSql of
-- users.table.ts written in SQL), kept in users.ref_json: users-ref-json.test.ts compares the two.
CREATE FUNCTION "user_ref_json_of"(uuid, text, text, text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"public_id":"' || $1 || '","name":' || to_json($2)::text || ',"last_name":' || to_json($3)::text
    || ',"avatar_url":"' || CASE WHEN $4 IS NULL THEN '/images/users/default.svg'
      ELSE '/api/users/' || $1 || '/avatar?v=' || ('x' || left(md5($4), 8))::bit(32)::bigint END || '"}'
$$;--> statement-breakpoint
CREATE FUNCTION "user_ref_json_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ref_json := user_ref_json_of(NEW.public_id, NEW.name, NEW.last_name, NEW.avatar_path);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_ref_json" BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_ref_json_keep"();--> statement-breakpoint
UPDATE "users" SET "ref_json" = user_ref_json_of("public_id", "name", "last_name", "avatar_path");--> statement-breakpoint
-- A ticket's comments or files (TG_ARGV[0]: the counter of tickets they are counted in), one statement's rows at
-- once: task_count_change of migration 0017 for tickets.
CREATE FUNCTION "ticket_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT ticket_id, count(*) AS n FROM came GROUP BY 1'
    WHEN 'DELETE' THEN 'SELECT ticket_id, -count(*) AS n FROM gone GROUP BY 1'
    ELSE 'SELECT ticket_id, sum(n) AS n FROM (SELECT ticket_id, 1 AS n FROM came UNION ALL SELECT ticket_id, -1 FROM gone) x
      GROUP BY 1 HAVING sum(n) <> 0' END;
BEGIN
  EXECUTE format('UPDATE tickets t SET %1$I = t.%1$I + d.n FROM (%2$s) d WHERE t.id = d.ticket_id', TG_ARGV[0], delta);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ticket_comments_count_added" AFTER INSERT ON "ticket_comments" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_count_change"('comments_count');--> statement-breakpoint
CREATE TRIGGER "ticket_comments_count_removed" AFTER DELETE ON "ticket_comments" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_count_change"('comments_count');--> statement-breakpoint
CREATE TRIGGER "ticket_comments_count_moved" AFTER UPDATE ON "ticket_comments" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_count_change"('comments_count');--> statement-breakpoint
CREATE TRIGGER "ticket_files_count_added" AFTER INSERT ON "ticket_files" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_count_change"('files_count');--> statement-breakpoint
CREATE TRIGGER "ticket_files_count_removed" AFTER DELETE ON "ticket_files" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_count_change"('files_count');--> statement-breakpoint
CREATE TRIGGER "ticket_files_count_moved" AFTER UPDATE ON "ticket_files" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_count_change"('files_count');--> statement-breakpoint
UPDATE "tickets" t SET "comments_count" = c.n FROM (SELECT ticket_id, count(*) AS n FROM ticket_comments GROUP BY 1) c
  WHERE t.id = c.ticket_id;--> statement-breakpoint
UPDATE "tickets" t SET "files_count" = f.n FROM (SELECT ticket_id, count(*) AS n FROM ticket_files GROUP BY 1) f
  WHERE t.id = f.ticket_id;
