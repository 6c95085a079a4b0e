import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { ownJsonKeeper } from '../../db/sql/kept-json.sql.ts';
import { liveCountTriggers } from '../../db/sql/live-counts.sql.ts';
import { beforeEachWrite, changeTrigger, keptColumnsFunction } from '../../db/sql/row-triggers.ts';
import { changedIdsFunction, statementTriggers } from '../../db/sql/statement-triggers.ts';

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
  keptColumnsFunction('user_ref_json_keep', {
    ref_json: 'user_ref_json_of(NEW.public_id, NEW.name, NEW.last_name, NEW.avatar_path)',
  }),
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
  changedIdsFunction(
    'user_roles_own_json_keep',
    'user_id',
    'UPDATE "users" SET "own_json" = NULL WHERE id = ANY (changed);',
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
  beforeEachWrite('users_ref_json', 'users', 'user_ref_json_keep()'),
  // users_own_json: writes users.own_json before each write.
  ownJsonKeeper('users', 'user_own_json'),
  // user_roles_own_json_added, _changed, _removed: roles granted, moved or taken away rewrite the own_json of their
  // users (on both sides, for a move).
  ...statementTriggers('user_roles_own_json', 'user_roles', 'user_roles_own_json_keep()'),
  // A role's or a department's name or public id changed: the own_json of its users follows.
  changeTrigger('roles_users_own_json', 'roles', ['name', 'public_id'], 'role_users_own_json_keep()'),
  changeTrigger('departments_users_own_json', 'departments', ['name', 'public_id'], 'department_users_own_json_keep()'),
  // users_live_count_added, _changed, _removed: users created, deleted, restored or removed move their live count in
  // live_counts, the users list's unfiltered total.
  ...liveCountTriggers('users', 'deleted_at IS NULL'),
];
