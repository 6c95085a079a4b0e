ALTER TABLE "task_members" ADD COLUMN "task_end_date" date;--> statement-breakpoint
ALTER TABLE "task_members" ADD COLUMN "task_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "members" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "files_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A task's members as the lists show them (ZUserRef, in assignment order), as compact JSON text that the board
-- writes into its answer as it is: the text of avatarUrlSql and DEFAULT_AVATAR (users.table.ts) written in SQL;
-- tasks-kept-columns.test.ts compares the two.
CREATE FUNCTION "task_members_json"(integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce('[' || string_agg(row_to_json(r)::text, ',' ORDER BY m.assigned_at, u.name) || ']', '[]')::json
  FROM task_members m JOIN users u ON u.id = m.user_id
  CROSS JOIN LATERAL (SELECT u.public_id, u.name, u.last_name, CASE WHEN u.avatar_path IS NULL
    THEN '/images/users/default.svg'
    ELSE '/api/users/' || u.public_id || '/avatar?v=' || ('x' || left(md5(u.avatar_path), 8))::bit(32)::bigint
    END AS avatar_url) r
  WHERE m.task_id = $1
$$;--> statement-breakpoint
UPDATE "tasks" t SET "members" = task_members_json(t.id)
  WHERE EXISTS (SELECT 1 FROM task_members m WHERE m.task_id = t.id);--> statement-breakpoint
UPDATE "tasks" t SET "comments_count" = c.n FROM (SELECT task_id, count(*) AS n FROM task_comments GROUP BY 1) c
  WHERE t.id = c.task_id;--> statement-breakpoint
UPDATE "tasks" t SET "files_count" = f.n FROM (SELECT task_id, count(*) AS n FROM task_files GROUP BY 1) f
  WHERE t.id = f.task_id;--> statement-breakpoint
UPDATE "task_members" m SET "task_end_date" = t.end_date, "task_live" = t.deleted_at IS NULL FROM tasks t
  WHERE t.id = m.task_id;--> statement-breakpoint
-- The tasks are locked first and their members read by a statement of its own (a newer snapshot under READ
-- COMMITTED): two transactions changing one task's members at once each write the members the other committed.
CREATE FUNCTION "refresh_task_members"(integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM tasks WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE;
  UPDATE tasks SET members = task_members_json(id) WHERE id = ANY($1);
END $$;--> statement-breakpoint
-- One statement's added or removed memberships (the transition table `changed`): each task once.
CREATE FUNCTION "task_members_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_task_members(ARRAY(SELECT DISTINCT task_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "task_members_added" AFTER INSERT ON "task_members" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "task_members_changed"();--> statement-breakpoint
CREATE TRIGGER "task_members_removed" AFTER DELETE ON "task_members" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "task_members_changed"();--> statement-breakpoint
CREATE FUNCTION "task_member_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_task_members(ARRAY[OLD.task_id, NEW.task_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "task_members_moved" AFTER UPDATE OF "task_id", "user_id", "assigned_at" ON "task_members"
  FOR EACH ROW EXECUTE FUNCTION "task_member_moved"();--> statement-breakpoint
CREATE FUNCTION "user_ref_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_task_members(ARRAY(SELECT task_id FROM task_members WHERE user_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_task_members_ref" AFTER UPDATE OF "public_id", "name", "last_name", "avatar_path" ON "users"
  FOR EACH ROW WHEN (OLD.public_id IS DISTINCT FROM NEW.public_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.avatar_path IS DISTINCT FROM NEW.avatar_path)
  EXECUTE FUNCTION "user_ref_changed"();--> statement-breakpoint
-- A membership carries its task's end date and liveness, read with the task locked: a concurrent change of the task
-- either waits for this write (and copies to it) or is copied by it.
CREATE FUNCTION "task_member_copy_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.end_date, t.deleted_at IS NULL INTO NEW.task_end_date, NEW.task_live FROM tasks t
    WHERE t.id = NEW.task_id FOR NO KEY UPDATE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "task_members_copy_task" BEFORE INSERT OR UPDATE ON "task_members"
  FOR EACH ROW EXECUTE FUNCTION "task_member_copy_task"();--> statement-breakpoint
CREATE FUNCTION "task_copy_to_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_members SET task_end_date = NEW.end_date, task_live = NEW.deleted_at IS NULL WHERE task_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_copy_to_members" AFTER UPDATE OF "end_date", "deleted_at" ON "tasks"
  FOR EACH ROW WHEN (OLD.end_date IS DISTINCT FROM NEW.end_date OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "task_copy_to_members"();--> statement-breakpoint
-- A task's comments or files (TG_ARGV[0]: the counter of tasks they are counted in), one statement's rows at once.
CREATE FUNCTION "task_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT task_id, count(*) AS n FROM came GROUP BY 1'
    WHEN 'DELETE' THEN 'SELECT task_id, -count(*) AS n FROM gone GROUP BY 1'
    ELSE 'SELECT task_id, sum(n) AS n FROM (SELECT task_id, 1 AS n FROM came UNION ALL SELECT task_id, -1 FROM gone) x
      GROUP BY 1 HAVING sum(n) <> 0' END;
BEGIN
  EXECUTE format('UPDATE tasks t SET %1$I = t.%1$I + d.n FROM (%2$s) d WHERE t.id = d.task_id', TG_ARGV[0], delta);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "task_comments_count_added" AFTER INSERT ON "task_comments" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "task_count_change"('comments_count');--> statement-breakpoint
CREATE TRIGGER "task_comments_count_removed" AFTER DELETE ON "task_comments" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "task_count_change"('comments_count');--> statement-breakpoint
CREATE TRIGGER "task_comments_count_moved" AFTER UPDATE ON "task_comments" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "task_count_change"('comments_count');--> statement-breakpoint
CREATE TRIGGER "task_files_count_added" AFTER INSERT ON "task_files" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "task_count_change"('files_count');--> statement-breakpoint
CREATE TRIGGER "task_files_count_removed" AFTER DELETE ON "task_files" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "task_count_change"('files_count');--> statement-breakpoint
CREATE TRIGGER "task_files_count_moved" AFTER UPDATE ON "task_files" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "task_count_change"('files_count');--> statement-breakpoint
CREATE INDEX "task_members_live_end_date_idx" ON "task_members" USING btree ("user_id","task_end_date","task_id" DESC NULLS FIRST) WHERE "task_members"."task_live";
