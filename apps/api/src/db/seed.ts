import { eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_ROLE,
  ALL_PERMISSIONS,
  COLLABORATOR_PERMISSIONS,
  COLLABORATOR_ROLE,
  PERMISSION_GROUPS,
  type Permission,
} from '@gestora/contract/permissions';
import type { Db, DbOrTx } from './client.ts';
import { permissions, rolePermissions, roles } from '../modules/roles/roles.table.ts';
import { userRoles, users } from '../modules/users/users.table.ts';
import { hashPassword } from '../modules/auth/passwords.service.ts';
import { randomToken } from '../lib/crypto.ts';

/**
 * The role `name`, created with `granted` when it does not exist yet; an existing one is left as the administrators
 * made it (they may have changed its permissions since).
 */
export async function roleCreatedOnce(
  tx: DbOrTx,
  name: string,
  granted: readonly Permission[],
): Promise<{ id: number }> {
  const [found] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (found) return found;
  const [created] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
  if (granted.length)
    await tx.insert(rolePermissions).values(granted.map((permission) => ({ roleId: created.id, permission })));
  return created;
}

/**
 * Runs on every start and is idempotent: the permission catalogue follows the contract, 'Administrador'
 * holds every permission, 'Colaborador' is created once, and a first administrator exists.
 * Returns the generated password when it had to make one (printed once by the caller).
 */
export async function seed(
  db: Db,
  admin: { email: string; password?: string },
): Promise<{ email: string; password?: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const rows = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((name) => ({ name, section: g.section })));
    const catalogue = rows.map((r, position) => ({ ...r, position }));
    await tx
      .insert(permissions)
      .values(catalogue)
      .onConflictDoUpdate({
        target: permissions.name,
        set: { section: sql`excluded.section`, position: sql`excluded.position` },
      });
    await tx.delete(permissions).where(sql`${permissions.name} not in ${[...ALL_PERMISSIONS]}`);

    const ensureRole = async (name: string) => {
      await tx.insert(roles).values({ name }).onConflictDoNothing();
      const [r] = await tx.select().from(roles).where(eq(roles.name, name));
      return r;
    };
    const adminRole = await ensureRole(ADMIN_ROLE);
    await tx
      .insert(rolePermissions)
      .values(ALL_PERMISSIONS.map((permission) => ({ roleId: adminRole.id, permission })))
      .onConflictDoNothing();
    await roleCreatedOnce(tx, COLLABORATOR_ROLE, COLLABORATOR_PERMISSIONS);

    const admins = await tx
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.roleId, [adminRole.id]))
      .limit(1);
    if (admins.length > 0) return { email: admin.email, created: false };
    const password = admin.password ?? randomToken(12);
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Administrador',
        lastName: 'General',
        email: admin.email,
        passwordHash: await hashPassword(password),
        position: 'Administrador del sistema',
      })
      .onConflictDoUpdate({ target: users.email, set: { active: true, deletedAt: null } })
      .returning();
    await tx.insert(userRoles).values({ userId: user.id, roleId: adminRole.id }).onConflictDoNothing();
    return { email: admin.email, password: admin.password ? undefined : password, created: true };
  });
}
