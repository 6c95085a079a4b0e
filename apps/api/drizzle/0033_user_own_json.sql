ALTER TABLE "users" ADD COLUMN "own_json" text;--> statement-breakpoint
-- The users list's members after the person's reference (users.presenter.ts userJson, in the wire's order), kept in
-- users.own_json: contact, state, department, roles in name order and dates. users-list-rows.test.ts holds the list
-- equal to the user's detail after every kind of write (the user, its roles, a role or department renamed).
CREATE FUNCTION "user_own_json"(u "users") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"email":' || to_json(u.email)::text || ',"phone":' || coalesce(to_json(u.phone)::text, 'null')
    || ',"position":' || coalesce(to_json(u.position)::text, 'null') || ',"active":' || u.active::text
    || ',"department":' || coalesce((SELECT '{"public_id":"' || d.public_id || '","name":' || to_json(d.name)::text
      || '}' FROM "departments" d WHERE d.id = u.department_id), 'null')
    || ',"roles":[' || coalesce((SELECT string_agg('{"public_id":"' || r.public_id || '","name":'
      || to_json(r.name)::text || '}', ',' ORDER BY r.name) FROM "user_roles" ur JOIN "roles" r ON r.id = ur.role_id
      WHERE ur.user_id = u.id), '') || ']'
    || ',"last_login_at":' || json_iso(u.last_login_at) || ',"created_at":' || json_iso(u.created_at)
    || ',"updated_at":' || json_iso(u.updated_at)
$$;--> statement-breakpoint
CREATE TRIGGER "users_own_json" BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "own_json_keep"('user_own_json');--> statement-breakpoint
-- A user's roles came or went (one statement's rows at once): their users are written again, which their own
-- trigger above does from the rows as they now are (setting own_json to null only wakes it).
CREATE FUNCTION "user_roles_own_json_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  -- Each branch names only the transition tables its trigger has (a statement naming another would not plan).
  IF TG_OP = 'INSERT' THEN changed := array(SELECT DISTINCT user_id FROM came);
  ELSIF TG_OP = 'DELETE' THEN changed := array(SELECT DISTINCT user_id FROM gone);
  ELSE changed := array(SELECT user_id FROM came UNION SELECT user_id FROM gone);
  END IF;
  UPDATE "users" SET "own_json" = NULL WHERE id = ANY (changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_roles_own_json_added" AFTER INSERT ON "user_roles" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "user_roles_own_json_keep"();--> statement-breakpoint
CREATE TRIGGER "user_roles_own_json_removed" AFTER DELETE ON "user_roles" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "user_roles_own_json_keep"();--> statement-breakpoint
CREATE TRIGGER "user_roles_own_json_changed" AFTER UPDATE ON "user_roles" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "user_roles_own_json_keep"();--> statement-breakpoint
-- A role or a department renamed (or given another public id): the users who show it are written again.
CREATE FUNCTION "role_users_own_json_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "own_json" = NULL WHERE id IN (SELECT user_id FROM "user_roles" WHERE role_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "roles_users_own_json" AFTER UPDATE OF "name", "public_id" ON "roles" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.public_id IS DISTINCT FROM NEW.public_id)
  EXECUTE FUNCTION "role_users_own_json_keep"();--> statement-breakpoint
CREATE FUNCTION "department_users_own_json_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "own_json" = NULL WHERE department_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "departments_users_own_json" AFTER UPDATE OF "name", "public_id" ON "departments" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.public_id IS DISTINCT FROM NEW.public_id)
  EXECUTE FUNCTION "department_users_own_json_keep"();--> statement-breakpoint
UPDATE "users" SET "own_json" = user_own_json("users");
