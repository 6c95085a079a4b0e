import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_ROLE, ALL_PERMISSIONS } from '@gestora/contract/permissions';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/service-context.ts';
import { userRoles } from '../users/users.table.ts';
import { rolePermissions, roles } from './roles.table.ts';

/** What an actor may hand out: everything for a holder of Administrador, otherwise what they hold. */
export interface Grantor {
  admin: boolean;
  holds: ReadonlySet<string>;
}

const catalogueOrder = new Map(ALL_PERMISSIONS.map((p, i) => [p as string, i]));
export const byCatalogue = (list: Iterable<string>) =>
  [...list].sort((a, b) => (catalogueOrder.get(a) ?? 0) - (catalogueOrder.get(b) ?? 0));

export async function grantorOf(tx: DbOrTx, actor: Actor): Promise<Grantor> {
  const [admin] = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, actor.userId), eq(roles.name, ADMIN_ROLE)))
    .limit(1);
  return admin ? { admin: true, holds: new Set(ALL_PERMISSIONS) } : { admin: false, holds: actor.permissions };
}

/** The permissions of `wanted` the grantor does not hold, in the catalogue's order. */
export const ungrantable = (grantor: Grantor, wanted: Iterable<string>) =>
  byCatalogue(new Set([...wanted].filter((p) => !grantor.holds.has(p))));

/**
 * The permissions of each role. The roles are share-locked first, in a statement of their own: a concurrent
 * role update (which locks the row for update) then either finishes before the permissions are read here,
 * or waits for this transaction, so a check made on them cannot go stale before the commit.
 */
export async function permissionsOfRoles(tx: DbOrTx, roleIds: number[]): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds)).orderBy(roles.id).for('share');
  const rows = await tx
    .select({ roleId: rolePermissions.roleId, p: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds));
  for (const r of rows) byRole.get(r.roleId)?.push(r.p);
  return byRole;
}
