import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { MSG, cannotAssignRoleMsg } from '@gestora/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { departments } from '../departments/departments.table.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { permissionsOfRoles, ungrantable, type Grantor } from '../roles/roles.rules.ts';
import { findRoleIds } from '../roles/roles.service.ts';
import { userRoles, users } from './users.table.ts';

/** The user row (never a soft-deleted one), locked until the transaction ends. */
export async function lockUser(tx: DbOrTx, publicId: string) {
  const [u] = await tx
    .select()
    .from(users)
    .where(and(eq(users.publicId, publicId), isNull(users.deletedAt)))
    .for('update');
  if (!u) throw notFound();
  return u;
}

/**
 * True when the change would leave no active user holding 'Administrador': the user is such a holder now
 * and would not be after. Callers lock the Administrador role row first (lockAdminRole), so two
 * administrators cannot demote each other at the same time.
 */
export async function wouldLoseLastAdmin(
  tx: DbOrTx,
  adminRoleId: number | null,
  user: { id: number; active: boolean },
  currentRoleIds: number[],
  after: { active: boolean; holdsAdmin: boolean },
): Promise<boolean> {
  if (adminRoleId === null || !user.active || !currentRoleIds.includes(adminRoleId)) return false;
  if (after.active && after.holdsAdmin) return false;
  const [{ others }] = await tx
    .select({ others: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.roleId, adminRoleId), ne(users.id, user.id), eq(users.active, true), isNull(users.deletedAt)),
    );
  return others === 0;
}

/** The role ids the user holds now. */
export async function roleIdsOf(tx: DbOrTx, userId: number): Promise<number[]> {
  const rows = await tx.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id);
}

export async function emailError(tx: DbOrTx, email: string, exceptId?: number): Promise<string | null> {
  const [clash] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (!clash) return null;
  return clash.deletedAt ? MSG.emailOfDeletedUser : MSG.emailTaken;
}

/** An active department, or the one the user already belongs to (a later deactivation must not block edits). */
export async function departmentFor(
  tx: DbOrTx,
  publicId: string | null,
  currentId: number | null,
  errors: FieldErrors,
) {
  if (!publicId) return { id: null, name: null };
  const [d] = await tx
    .select({ id: departments.id, name: departments.name, active: departments.active })
    .from(departments)
    .where(eq(departments.publicId, publicId));
  if (!d || (!d.active && d.id !== currentId)) {
    errors.department_id = [MSG.departmentUnavailable];
    return { id: null, name: null };
  }
  return { id: d.id, name: d.name };
}

export async function rolesFor(tx: DbOrTx, publicIds: string[], errors: FieldErrors) {
  try {
    return await findRoleIds(tx, publicIds);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    errors.role_ids = [MSG.roleMissing];
    return [];
  }
}

/** The unique index decides a race between two equal emails: answer it like the check would have. */
export async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_uq')) throw fieldError('email', MSG.emailTaken);
    throw err;
  }
}

/**
 * 403 when the user holds a permission the actor lacks: editing, (de)activating or resetting the password of
 * such a user would hand the actor that user's access. One's own account never ranks above oneself.
 */
export async function assertNotOutranked(
  tx: DbOrTx,
  grantor: Grantor,
  actor: Actor,
  user: { id: number },
  roleIds: number[],
) {
  if (grantor.admin || user.id === actor.userId) return;
  const byRole = await permissionsOfRoles(tx, roleIds);
  if ([...byRole.values()].some((held) => ungrantable(grantor, held).length > 0)) {
    throw forbidden(MSG.outrankedUser);
  }
}

/**
 * Nobody grants what they do not hold: every role added must carry only permissions the actor holds, and
 * nobody changes their own roles here (an administrator excepted: they hold everything already). Roles the
 * user keeps are not checked again. `userId` is null for a user being created.
 */
export async function checkRoleGrants(
  tx: DbOrTx,
  grantor: Grantor,
  actor: Actor,
  userId: number | null,
  currentIds: number[],
  wanted: { id: number; name: string }[],
  errors: FieldErrors,
) {
  if (errors.role_ids || grantor.admin) return;
  const before = new Set(currentIds);
  const added = wanted.filter((r) => !before.has(r.id));
  if (userId === actor.userId) {
    if (added.length > 0 || wanted.length !== before.size) errors.role_ids = [MSG.cannotChangeOwnRoles];
    return;
  }
  const byRole = await permissionsOfRoles(
    tx,
    added.map((r) => r.id),
  );
  const refused = added
    .filter((r) => ungrantable(grantor, byRole.get(r.id) ?? []).length > 0)
    .map((r) => r.name)
    .sort((a, b) => a.localeCompare(b, 'es'));
  if (refused.length) errors.role_ids = refused.map((name) => cannotAssignRoleMsg(name));
}
