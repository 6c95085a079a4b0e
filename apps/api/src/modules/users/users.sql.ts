import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on a user's row: their reference and the users list's members. */
export const usersSql: SqlDeclaration[] = [
  // A user as records point at them (refs.presenter.ts userRef as JSON text, with users.table.ts's avatar URL), kept
  // in users.ref_json; users-ref-json.test.ts compares the two.
  fn(
    'user_ref_json_of',
    `CREATE OR REPLACE FUNCTION user_ref_json_of(uuid, text, text, text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"public_id":"' || $1 || '","name":' || to_json($2)::text || ',"last_name":' || to_json($3)::text
    || ',"avatar_url":"' || CASE WHEN $4 IS NULL THEN '/images/users/default.svg'
      ELSE '/api/users/' || $1 || '/avatar?v=' || ('x' || left(md5($4), 8))::bit(32)::bigint END || '"}'
$$`,
  ),
  // Writes users.ref_json from the row before each write.
  fn(
    'user_ref_json_keep',
    `CREATE OR REPLACE FUNCTION user_ref_json_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ref_json := user_ref_json_of(NEW.public_id, NEW.name, NEW.last_name, NEW.avatar_path);
  RETURN NEW;
END $$`,
  ),
  // The users list's members after the person's reference (users.presenter.ts userJson, in the wire's order), kept in
  // users.own_json; users-list-rows.test.ts holds the list equal to the detail.
  fn(
    'user_own_json',
    `CREATE OR REPLACE FUNCTION user_own_json(u users) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"email":' || to_json(u.email)::text || ',"phone":' || coalesce(to_json(u.phone)::text, 'null')
    || ',"position":' || coalesce(to_json(u.position)::text, 'null') || ',"active":' || u.active::text
    || ',"department":' || coalesce((SELECT '{"public_id":"' || d.public_id || '","name":' || to_json(d.name)::text
      || '}' FROM "departments" d WHERE d.id = u.department_id), 'null')
    || ',"roles":[' || coalesce((SELECT string_agg('{"public_id":"' || r.public_id || '","name":'
      || to_json(r.name)::text || '}', ',' ORDER BY r.name) FROM "user_roles" ur JOIN "roles" r ON r.id = ur.role_id
      WHERE ur.user_id = u.id), '') || ']'
    || ',"last_login_at":' || json_iso(u.last_login_at) || ',"created_at":' || json_iso(u.created_at)
    || ',"updated_at":' || json_iso(u.updated_at)
$$`,
  ),
  // A user's roles came or went (one statement's rows at once): their own_json is set to null, which wakes their
  // users_own_json trigger to write it from the rows as they now are.
  fn(
    'user_roles_own_json_keep',
    `CREATE OR REPLACE FUNCTION user_roles_own_json_keep() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$`,
  ),
  // A role renamed (or given another public id): the own_json of the users who hold it is written again.
  fn(
    'role_users_own_json_keep',
    `CREATE OR REPLACE FUNCTION role_users_own_json_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "own_json" = NULL WHERE id IN (SELECT user_id FROM "user_roles" WHERE role_id = NEW.id);
  RETURN NULL;
END $$`,
  ),
  // A department renamed (or given another public id): the own_json of its users is written again.
  fn(
    'department_users_own_json_keep',
    `CREATE OR REPLACE FUNCTION department_users_own_json_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "own_json" = NULL WHERE department_id = NEW.id;
  RETURN NULL;
END $$`,
  ),
  // Writes users.ref_json before each write.
  trigger(
    'users_ref_json',
    'users',
    `CREATE TRIGGER users_ref_json BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW
  EXECUTE FUNCTION user_ref_json_keep()`,
  ),
  // Writes users.own_json before each write.
  trigger(
    'users_own_json',
    'users',
    `CREATE TRIGGER users_own_json BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW
  EXECUTE FUNCTION own_json_keep('user_own_json')`,
  ),
  // Roles granted rewrite their users' own_json.
  trigger(
    'user_roles_own_json_added',
    'user_roles',
    `CREATE TRIGGER user_roles_own_json_added AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION user_roles_own_json_keep()`,
  ),
  // Roles moved rewrite the own_json of the users on both sides.
  trigger(
    'user_roles_own_json_changed',
    'user_roles',
    `CREATE TRIGGER user_roles_own_json_changed AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION user_roles_own_json_keep()`,
  ),
  // Roles taken away rewrite their users' own_json.
  trigger(
    'user_roles_own_json_removed',
    'user_roles',
    `CREATE TRIGGER user_roles_own_json_removed AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION user_roles_own_json_keep()`,
  ),
  // A role's name or public id changed: its users' own_json follows.
  trigger(
    'roles_users_own_json',
    'roles',
    `CREATE TRIGGER roles_users_own_json AFTER UPDATE OF name, public_id ON roles
  FOR EACH ROW
  WHEN ((old.name IS DISTINCT FROM new.name) OR (old.public_id IS DISTINCT FROM new.public_id))
  EXECUTE FUNCTION role_users_own_json_keep()`,
  ),
  // A department's name or public id changed: its users' own_json follows.
  trigger(
    'departments_users_own_json',
    'departments',
    `CREATE TRIGGER departments_users_own_json AFTER UPDATE OF name, public_id ON departments
  FOR EACH ROW
  WHEN ((old.name IS DISTINCT FROM new.name) OR (old.public_id IS DISTINCT FROM new.public_id))
  EXECUTE FUNCTION department_users_own_json_keep()`,
  ),
  // New users raise their live count in live_counts, the users list's unfiltered total.
  trigger(
    'users_live_count_added',
    'users',
    `CREATE TRIGGER users_live_count_added AFTER INSERT ON users
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('deleted_at IS NULL')`,
  ),
  // Users deleted or restored move their live count.
  trigger(
    'users_live_count_changed',
    'users',
    `CREATE TRIGGER users_live_count_changed AFTER UPDATE ON users
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('deleted_at IS NULL')`,
  ),
  // Users removed lower their live count.
  trigger(
    'users_live_count_removed',
    'users',
    `CREATE TRIGGER users_live_count_removed AFTER DELETE ON users
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('deleted_at IS NULL')`,
  ),
];
