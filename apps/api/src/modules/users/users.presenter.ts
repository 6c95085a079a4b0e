import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { DEFAULT_AVATAR, type TUser } from '@gestora/contract/users/users.schema';
import type { DbOrTx } from '../../db/client.ts';
import { departments } from '../departments/departments.table.ts';
import { roles } from '../roles/roles.table.ts';
import { userRoles, users } from './users.table.ts';

type UserRow = typeof users.$inferSelect;

/**
 * A user's avatar URL; avatarUrlSql (users.table.ts) writes the same in SQL. ?v= is a number drawn from the stored
 * file's key (new on every upload): the picture is cached until it is replaced, not until any edit of the user.
 */
export const avatarUrl = (publicId: string, avatarPath: string | null | undefined): string =>
  avatarPath
    ? `/api/users/${publicId}/avatar?v=${parseInt(createHash('md5').update(avatarPath).digest('hex').slice(0, 8), 16)}`
    : DEFAULT_AVATAR;

/**
 * Users shaped for the wire, in three statements whatever the number of users: the rows with their
 * departments, then all their roles at once.
 */
export async function presentUsers(
  db: DbOrTx,
  where: ReturnType<typeof and> | undefined,
  extra?: (q: any) => any,
): Promise<TUser[]> {
  let query = db
    .select({ user: users, dept: { publicId: departments.publicId, name: departments.name } })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .$dynamic();
  if (extra) query = extra(query);
  const rows = await query;
  return shape(db, rows);
}

async function shape(
  db: DbOrTx,
  rows: { user: UserRow; dept: { publicId: string; name: string } | null }[],
): Promise<TUser[]> {
  const ids = rows.map((r) => r.user.id);
  const roleRows = ids.length
    ? await db
        .select({ userId: userRoles.userId, publicId: roles.publicId, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, ids))
        .orderBy(roles.name)
    : [];
  return rows.map(({ user, dept }) => ({
    public_id: user.publicId,
    name: user.name,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    position: user.position,
    avatar_url: avatarUrl(user.publicId, user.avatarPath),
    active: user.active,
    department: dept ? { public_id: dept.publicId, name: dept.name } : null,
    roles: roleRows.filter((r) => r.userId === user.id).map((r) => ({ public_id: r.publicId, name: r.name })),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  }));
}

export async function presentUserById(db: DbOrTx, id: number): Promise<TUser | undefined> {
  const [u] = await presentUsers(db, and(eq(users.id, id), sql`${users.deletedAt} is null`));
  return u;
}

/** The signed-in user as the spec's calls return it: with the list of permission names. */
export async function presentAuthUser(db: DbOrTx, id: number, permissions: Iterable<string>): Promise<TAuthUser> {
  const u = await presentUserById(db, id);
  if (!u) throw new Error(`user ${id} vanished`);
  const { last_login_at: _l, created_at: _c, updated_at: _u, ...rest } = u;
  return { ...rest, permissions: [...permissions].sort() };
}
