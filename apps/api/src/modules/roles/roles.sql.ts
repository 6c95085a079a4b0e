import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { changedIdsFunction, statementTriggers } from '../../db/sql/statement-triggers.ts';

/** A role's permission names, kept on its row for the sessions to read. */
export const rolesSql: SqlDeclaration[] = [
  // A role's permissions changed (one statement's rows at once): roles.permission_names is written again from its
  // rows in name order, so that resolving a session reads one text per role.
  changedIdsFunction(
    'role_permission_names_keep',
    'role_id',
    `UPDATE "roles" r SET "permission_names" = coalesce(
      (SELECT string_agg(rp.permission, chr(31) ORDER BY rp.permission) FROM "role_permissions" rp WHERE rp.role_id = r.id), '')
    WHERE r.id = ANY (changed);`,
  ),
  // role_permissions_names_added, _changed, _removed: permissions granted, moved or taken away rewrite the names of
  // their roles (on both sides, for a move).
  ...statementTriggers('role_permissions_names', 'role_permissions', 'role_permission_names_keep()'),
];
