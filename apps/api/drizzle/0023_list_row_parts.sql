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
-- A record's children came, went or moved (TG_ARGV: the record's table, the children's column pointing at it, the
-- record's counter they are counted in), one statement's rows at once. It replaces migration 0017's
-- task_count_change, which was this for tasks alone: tasks and tickets now keep their counts the same way.
CREATE FUNCTION "kept_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS id, count(*) AS n FROM came GROUP BY 1', TG_ARGV[1])
    WHEN 'DELETE' THEN format('SELECT %I AS id, -count(*) AS n FROM gone GROUP BY 1', TG_ARGV[1])
    ELSE format('SELECT id, sum(n) AS n FROM (SELECT %1$I AS id, 1 AS n FROM came UNION ALL SELECT %1$I, -1 FROM gone) x
      GROUP BY 1 HAVING sum(n) <> 0', TG_ARGV[1]) END;
BEGIN
  EXECUTE format('UPDATE %1$I t SET %2$I = t.%2$I + d.n FROM (%3$s) d WHERE t.id = d.id', TG_ARGV[0], TG_ARGV[2], delta);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "task_comments_count_added" ON "task_comments";--> statement-breakpoint
DROP TRIGGER "task_comments_count_removed" ON "task_comments";--> statement-breakpoint
DROP TRIGGER "task_comments_count_moved" ON "task_comments";--> statement-breakpoint
CREATE TRIGGER "task_comments_count_added" AFTER INSERT ON "task_comments" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'comments_count');--> statement-breakpoint
CREATE TRIGGER "task_comments_count_removed" AFTER DELETE ON "task_comments" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'comments_count');--> statement-breakpoint
CREATE TRIGGER "task_comments_count_moved" AFTER UPDATE ON "task_comments" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'comments_count');--> statement-breakpoint
DROP TRIGGER "task_files_count_added" ON "task_files";--> statement-breakpoint
DROP TRIGGER "task_files_count_removed" ON "task_files";--> statement-breakpoint
DROP TRIGGER "task_files_count_moved" ON "task_files";--> statement-breakpoint
CREATE TRIGGER "task_files_count_added" AFTER INSERT ON "task_files" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'files_count');--> statement-breakpoint
CREATE TRIGGER "task_files_count_removed" AFTER DELETE ON "task_files" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'files_count');--> statement-breakpoint
CREATE TRIGGER "task_files_count_moved" AFTER UPDATE ON "task_files" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tasks', 'task_id', 'files_count');--> statement-breakpoint
CREATE TRIGGER "ticket_comments_count_added" AFTER INSERT ON "ticket_comments" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tickets', 'ticket_id', 'comments_count');--> statement-breakpoint
CREATE TRIGGER "ticket_comments_count_removed" AFTER DELETE ON "ticket_comments" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tickets', 'ticket_id', 'comments_count');--> statement-breakpoint
CREATE TRIGGER "ticket_comments_count_moved" AFTER UPDATE ON "ticket_comments" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tickets', 'ticket_id', 'comments_count');--> statement-breakpoint
CREATE TRIGGER "ticket_files_count_added" AFTER INSERT ON "ticket_files" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tickets', 'ticket_id', 'files_count');--> statement-breakpoint
CREATE TRIGGER "ticket_files_count_removed" AFTER DELETE ON "ticket_files" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tickets', 'ticket_id', 'files_count');--> statement-breakpoint
CREATE TRIGGER "ticket_files_count_moved" AFTER UPDATE ON "ticket_files" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_count_change"('tickets', 'ticket_id', 'files_count');--> statement-breakpoint
DROP FUNCTION "task_count_change"();--> statement-breakpoint
UPDATE "tickets" t SET "comments_count" = c.n FROM (SELECT ticket_id, count(*) AS n FROM ticket_comments GROUP BY 1) c
  WHERE t.id = c.ticket_id;--> statement-breakpoint
UPDATE "tickets" t SET "files_count" = f.n FROM (SELECT ticket_id, count(*) AS n FROM ticket_files GROUP BY 1) f
  WHERE t.id = f.ticket_id;
