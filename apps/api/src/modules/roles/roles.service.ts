import { and, count, eq, getTableColumns, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_ROLE, ALL_PERMISSIONS, PERMISSION_GROUPS } from '@gestora/contract/permissions';
import { MSG, cannotGrantPermissionsMsg } from '@gestora/contract/messages';
import type { TPermissionCatalogue, TRole, ZRoleListQuery, ZRoleRequest } from '@gestora/contract/roles/roles.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, notFound, throwIfAny, type FieldErrors } from '../../lib/errors.ts';
import { likeTerm, pageOf, sortBy } from '../../lib/pagination.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { userRoles } from '../users/users.table.ts';
import { byCatalogue, grantorOf, ungrantable, type Grantor } from './roles.rules.ts';
import { rolePermissions, roles } from './roles.table.ts';

type Input = z.output<typeof ZRoleRequest>;
type Query = z.output<typeof ZRoleListQuery>;
type Row = typeof roles.$inferSelect;

const tableColumns = getTableColumns(roles);

// Correlated subqueries, qualified by hand (drizzle prints the outer column unqualified inside sql``).
// Holders are the users not soft-deleted; an inactive user still holds the role.
const usersCount = sql<number>`(select count(*)::int from user_roles ur join users u on u.id = ur.user_id where ur.role_id = "roles"."id" and u.deleted_at is null)`;
const permissionsOf = sql<
  string[]
>`coalesce((select array_agg(rp.permission) from role_permissions rp where rp.role_id = "roles"."id"), '{}')`;
const withExtras = { ...tableColumns, usersCount, permissions: permissionsOf };

const present = (r: Row & { usersCount: number; permissions: string[] | null }): TRole => ({
  public_id: r.publicId,
  name: r.name,
  permissions: byCatalogue(r.permissions ?? []),
  users_count: Number(r.usersCount),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** GET /api/permissions: the contract's catalogue, grouped by section in its order. */
export function permissionCatalogue(): TPermissionCatalogue {
  return PERMISSION_GROUPS.map((g) => ({ section: g.section, permissions: [...g.permissions] }));
}

/** One page of roles with their permissions and holder counts: two statements whatever the page size. */
export async function listRoles(ctx: ServiceContext, _actor: Actor, q: Query) {
  const db = ctx.db;
  const where = q.q ? ilike(roles.name, likeTerm(q.q)) : undefined;
  const order = sortBy(
    q.sort,
    { name: sql`lower(${roles.name})`, created_at: roles.createdAt, users_count: usersCount },
    sql`lower(${roles.name}) asc`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withExtras)
      .from(roles)
      .where(where)
      .orderBy(order, roles.id)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return pageOf(rows.map(present), total, q);
}

async function roleById(db: DbOrTx, publicId: string): Promise<TRole> {
  const [r] = await db.select(withExtras).from(roles).where(eq(roles.publicId, publicId));
  if (!r) throw notFound();
  return present(r);
}

export const getRole = (ctx: ServiceContext, _actor: Actor, publicId: string) => roleById(ctx.db, publicId);

async function checkNameFree(db: DbOrTx, name: string, errors: FieldErrors, exceptId?: number) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined));
  if (clash) errors.name = [MSG.roleNameTaken];
}

/** Nobody grants what they do not hold: every permission added must be one of the actor's. */
function checkGrantable(grantor: Grantor, added: string[], errors: FieldErrors) {
  const missing = ungrantable(grantor, added);
  if (missing.length && !errors.permissions) errors.permissions = [cannotGrantPermissionsMsg(missing)];
}

/** The index decides a race between two equal names: answer it like the check above would have. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'roles_name_lower_uq')) throw fieldError('name', MSG.roleNameTaken);
    throw err;
  }
}

const diff = (before: Iterable<string>, after: Iterable<string>) => {
  const a = new Set(before);
  const b = new Set(after);
  return { added: byCatalogue([...b].filter((p) => !a.has(p))), removed: byCatalogue([...a].filter((p) => !b.has(p))) };
};

export async function createRole(ctx: ServiceContext, actor: Actor, input: Input): Promise<TRole> {
  const wanted = byCatalogue(new Set(input.permissions));
  return uniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const errors: FieldErrors = {};
      await checkNameFree(tx, input.name, errors);
      checkGrantable(await grantorOf(tx, actor), wanted, errors);
      throwIfAny(errors);
      const [r] = await tx.insert(roles).values({ name: input.name }).returning();
      if (wanted.length)
        await tx.insert(rolePermissions).values(wanted.map((permission) => ({ roleId: r.id, permission })));
      await recordSecurityEvent(tx, {
        event: 'role_created',
        actorId: actor.userId,
        subject: r.name,
        ip: actor.ip,
        details: { name: r.name, permissions_added: wanted, permissions_removed: [] },
      });
      return roleById(tx, r.publicId);
    }),
  );
}

async function lockRole(tx: DbOrTx, publicId: string) {
  const [r] = await tx.select().from(roles).where(eq(roles.publicId, publicId)).for('update');
  if (!r) throw notFound();
  return r;
}

/**
 * Replaces the name and the permissions. Holders see the change on their next request: sessions resolve
 * permissions from the roles on every request (sessions.service resolveSession), nothing is cached.
 */
export async function updateRole(ctx: ServiceContext, actor: Actor, publicId: string, input: Input): Promise<TRole> {
  const wanted = new Set(input.permissions);
  return uniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const r = await lockRole(tx, publicId);
      const errors: FieldErrors = {};
      if (r.name === ADMIN_ROLE) {
        // The role that can always repair the others: it keeps its name and every permission.
        if (input.name !== ADMIN_ROLE) errors.name = [MSG.adminRoleRenameLocked];
        if (ALL_PERMISSIONS.some((p) => !wanted.has(p))) errors.permissions = [MSG.adminRoleLocked];
      }
      if (!errors.name) await checkNameFree(tx, input.name, errors, r.id);
      const current = await tx
        .select({ p: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, r.id));
      const { added, removed } = diff(
        current.map((c) => c.p),
        wanted,
      );
      // Removing is always allowed; the role may be one the actor holds, which is no exception.
      checkGrantable(await grantorOf(tx, actor), added, errors);
      throwIfAny(errors);
      if (removed.length)
        await tx
          .delete(rolePermissions)
          .where(and(eq(rolePermissions.roleId, r.id), inArray(rolePermissions.permission, removed)));
      if (added.length)
        await tx.insert(rolePermissions).values(added.map((permission) => ({ roleId: r.id, permission })));
      // Always touched, so that updated_at tells when the permissions last changed too.
      await tx.update(roles).set({ name: input.name, updatedAt: new Date() }).where(eq(roles.id, r.id));
      await recordSecurityEvent(tx, {
        event: 'role_updated',
        actorId: actor.userId,
        subject: input.name,
        ip: actor.ip,
        details: {
          name: input.name,
          ...(r.name !== input.name ? { previous_name: r.name } : {}),
          permissions_added: added,
          permissions_removed: removed,
        },
      });
      return roleById(tx, publicId);
    }),
  );
}

/** Refused for 'Administrador' and while users hold the role: their access would change silently. */
export async function deleteRole(ctx: ServiceContext, actor: Actor, publicId: string) {
  await ctx.db.transaction(async (tx) => {
    const r = await lockRole(tx, publicId);
    if (r.name === ADMIN_ROLE) throw conflict(MSG.adminRoleLocked);
    const [{ n }] = await tx.select({ n: usersCount }).from(roles).where(eq(roles.id, r.id));
    if (n > 0) {
      throw conflict(
        `${MSG.inUse} ${n === 1 ? 'Un usuario tiene' : `${n} usuarios tienen`} este rol; quíteselo antes de eliminarlo.`,
      );
    }
    const held = await tx
      .select({ p: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, r.id));
    // Soft-deleted users may still reference it; their memberships go with the role.
    await tx.delete(userRoles).where(eq(userRoles.roleId, r.id));
    await tx.delete(roles).where(eq(roles.id, r.id));
    await recordSecurityEvent(tx, {
      event: 'role_deleted',
      actorId: actor.userId,
      subject: r.name,
      ip: actor.ip,
      details: { name: r.name, permissions_added: [], permissions_removed: byCatalogue(held.map((h) => h.p)) },
    });
  });
}

/** Resolves role public ids to internal ids; unknown ones are refused on the form's field. */
export async function findRoleIds(
  db: DbOrTx,
  publicIds: string[],
  field = 'role_ids',
): Promise<{ id: number; name: string }[]> {
  const unique = [...new Set(publicIds)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.publicId, unique));
  if (found.length !== unique.length) throw fieldError(field, MSG.roleMissing);
  return found;
}

/** The internal id of 'Administrador', locked for the rest of the transaction so admin checks serialise. */
export async function lockAdminRole(tx: DbOrTx): Promise<number | null> {
  const [r] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE)).for('update');
  return r?.id ?? null;
}

/** Every role by name, for pickers: an organisation has a handful, but the answer stays bounded. */
export async function roleOptions(ctx: ServiceContext, _actor: Actor): Promise<{ public_id: string; name: string }[]> {
  return ctx.db.select({ public_id: roles.publicId, name: roles.name }).from(roles).orderBy(roles.name).limit(500);
}
