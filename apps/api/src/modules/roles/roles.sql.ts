import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** A role's permission names, kept on its row for the sessions to read. */
export const rolesSql: SqlDeclaration[] = [
  // A role's permissions changed (one statement's rows at once): roles.permission_names is written again from its
  // rows in name order, so that resolving a session reads one text per role.
  fn(
    'role_permission_names_keep',
    `CREATE OR REPLACE FUNCTION role_permission_names_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  -- Each branch names only the transition tables its trigger has (a statement naming another would not plan).
  IF TG_OP = 'INSERT' THEN changed := array(SELECT DISTINCT role_id FROM came);
  ELSIF TG_OP = 'DELETE' THEN changed := array(SELECT DISTINCT role_id FROM gone);
  ELSE changed := array(SELECT role_id FROM came UNION SELECT role_id FROM gone);
  END IF;
  UPDATE "roles" r SET "permission_names" = coalesce(
      (SELECT string_agg(rp.permission, chr(31) ORDER BY rp.permission) FROM "role_permissions" rp WHERE rp.role_id = r.id), '')
    WHERE r.id = ANY (changed);
  RETURN NULL;
END $$`,
  ),
  // Permissions granted rewrite their roles' names.
  trigger(
    'role_permissions_names_added',
    'role_permissions',
    `CREATE TRIGGER role_permissions_names_added AFTER INSERT ON role_permissions
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION role_permission_names_keep()`,
  ),
  // Permissions moved rewrite the names of the roles on both sides.
  trigger(
    'role_permissions_names_changed',
    'role_permissions',
    `CREATE TRIGGER role_permissions_names_changed AFTER UPDATE ON role_permissions
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION role_permission_names_keep()`,
  ),
  // Permissions taken away rewrite their roles' names.
  trigger(
    'role_permissions_names_removed',
    'role_permissions',
    `CREATE TRIGGER role_permissions_names_removed AFTER DELETE ON role_permissions
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION role_permission_names_keep()`,
  ),
];
