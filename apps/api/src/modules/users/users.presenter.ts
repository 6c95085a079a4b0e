import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { DEFAULT_AVATAR } from '@gestora/contract/users/default-avatar';
import type { TUser } from '@gestora/contract/users/users.schema';
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

/** A user's roles by name, aggregated in SQL for the current row of `users`. */
const rolesJson = sql<{ public_id: string; name: string }[]>`(select coalesce(json_agg(json_build_object(
  'public_id', r.public_id, 'name', r.name) order by r.name), '[]'::json) from ${userRoles} ur
  join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id})`;

/** Users with their department and roles in one statement (dynamic: add order and limit); `extra` adds columns. */
export function selectUsers<E extends Record<string, SQL<unknown>> = Record<never, never>>(
  db: DbOrTx,
  where: SQL | undefined,
  extra?: E,
) {
  return db
    .select({
      ...(extra as E),
      user: users,
      dept: { publicId: departments.publicId, name: departments.name },
      roles: rolesJson,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .$dynamic();
}

/**
 * A user as presentUser writes it (ZUser), by PostgreSQL for the current row of `users`: the list's rows
 * (users-list-rows.test.ts holds them equal to the detail). Both halves are kept by triggers: the person's reference
 * in users.ref_json (public_id, name, last_name, avatar_url: migration 0023), read without its braces, and the rest
 * in users.own_json (contact, state, department, roles, dates: migration 0033).
 */
export const userJson = sql<string>`('{' || substr(${users.refJson}, 2, length(${users.refJson}) - 2) || ',' || ${users.ownJson} || '}')`;

export function presentUser(r: {
  user: UserRow;
  dept: { publicId: string; name: string } | null;
  roles: { public_id: string; name: string }[];
}): TUser {
  const { user, dept } = r;
  return {
    public_id: user.publicId,
    name: user.name,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    position: user.position,
    avatar_url: avatarUrl(user.publicId, user.avatarPath),
    active: user.active,
    department: dept ? { public_id: dept.publicId, name: dept.name } : null,
    roles: r.roles,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** Users shaped for the wire, in one statement whatever their number. */
export async function presentUsers(db: DbOrTx, where: SQL | undefined): Promise<TUser[]> {
  return (await selectUsers(db, where)).map(presentUser);
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
