import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@gestora/contract/messages';
import type { TUser, ZUpdateUserRequest } from '@gestora/contract/users/users.schema';
import type { Tx } from '../../db/client.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite, type WriteOutbox } from '../../lib/run-write.ts';
import { throwIfAny, type FieldErrors } from '../../lib/errors.ts';
import { diff } from '../../lib/history.ts';
import { departments } from '../departments/departments.table.ts';
import { grantorOf } from '../roles/roles.rules.ts';
import { lockAdminRole } from '../roles/roles.service.ts';
import { roles } from '../roles/roles.table.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { notifyAccountChange } from '../notifications/account-notifications.service.ts';
import { presentUserById } from './users.presenter.ts';
import {
  assertNotOutranked,
  checkRoleGrants,
  departmentFor,
  emailError,
  lockUser,
  rolesFor,
  uniqueEmail,
  wouldLoseLastAdmin,
} from './users.rules.ts';
import { userRoles, users } from './users.table.ts';

type UpdateInput = z.output<typeof ZUpdateUserRequest>;
type LockedUser = Awaited<ReturnType<typeof lockUser>>;

/** An accepted update: the user's roles before it, the roles and area asked for, and the resulting `active`. */
interface CheckedUpdate {
  current: { roleId: number; name: string }[];
  roleRows: Awaited<ReturnType<typeof rolesFor>>;
  dept: Awaited<ReturnType<typeof departmentFor>>;
  oldDeptName: string | null;
  active: boolean;
}

/** The roles an update took away and gave. */
interface RoleChanges {
  removed: { roleId: number; name: string }[];
  added: { id: number; name: string }[];
}

/**
 * Replaces the user's data and roles. Leaving `active` out keeps it; deactivating here follows the same
 * rules as PUT /active (not oneself, not the last administrator) and ends the user's sessions. A user holding
 * a permission the actor lacks is refused (403); roles added must carry only the actor's permissions, and
 * one's own roles stay as they are (users.rules checkRoleGrants).
 */
export async function updateUser(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  input: UpdateInput,
): Promise<TUser> {
  // uniqueEmail may run the write again: each run has its own outbox.
  return uniqueEmail(() =>
    runWrite(ctx, async (tx, out) => {
      const adminRoleId = await lockAdminRole(tx);
      const u = await lockUser(tx, publicId);
      const checked = await checkUpdate(tx, actor, adminRoleId, u, input);
      await tx
        .update(users)
        .set({
          name: input.name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          position: input.position,
          departmentId: checked.dept.id,
          active: checked.active,
        })
        .where(eq(users.id, u.id));
      const changes = await replaceRoles(tx, u.id, checked);
      await recordUpdate(tx, out, actor, u, input, checked, changes);
      if (u.id !== actor.userId) await tellUser(tx, out, actor, u, checked, changes);
      return (await presentUserById(tx, u.id))!;
    }),
  );
}

/** Every refusal of the update at once (403 when outranked, else 422 with each field's problems). */
async function checkUpdate(
  tx: Tx,
  actor: Actor,
  adminRoleId: number | null,
  u: LockedUser,
  input: UpdateInput,
): Promise<CheckedUpdate> {
  const current = await tx
    .select({ roleId: userRoles.roleId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, u.id));
  const currentIds = current.map((c) => c.roleId);
  const grantor = await grantorOf(tx, actor);
  await assertNotOutranked(tx, grantor, actor, u, currentIds);
  const errors: FieldErrors = {};
  const taken = await emailError(tx, input.email, u.id);
  if (taken) errors.email = [taken];
  const dept = await departmentFor(tx, input.department_id, u.departmentId, errors);
  const roleRows = await rolesFor(tx, input.role_ids, errors);
  await checkRoleGrants(tx, grantor, actor, u.id, currentIds, roleRows, errors);
  const active = input.active ?? u.active;
  if (!active && u.id === actor.userId) errors.active = [MSG.cannotDeactivateSelf];
  const [oldDept] = u.departmentId
    ? await tx.select({ name: departments.name }).from(departments).where(eq(departments.id, u.departmentId))
    : [];
  if (!errors.role_ids && !errors.active) {
    const holdsAfter = roleRows.some((r) => r.id === adminRoleId);
    const lost = await wouldLoseLastAdmin(tx, adminRoleId, u, currentIds, { active, holdsAdmin: holdsAfter });
    if (lost) errors[holdsAfter ? 'active' : 'role_ids'] = [MSG.lastAdmin];
  }
  throwIfAny(errors);
  return { current, roleRows, dept, oldDeptName: oldDept?.name ?? null, active };
}

/** Takes away the roles no longer asked for and gives the new ones; those kept are not touched. */
async function replaceRoles(tx: Tx, userId: number, { current, roleRows }: CheckedUpdate): Promise<RoleChanges> {
  const before = new Set(current.map((c) => c.roleId));
  const after = new Set(roleRows.map((r) => r.id));
  const removed = current.filter((c) => !after.has(c.roleId));
  const added = roleRows.filter((r) => !before.has(r.id));
  if (removed.length) {
    await tx.delete(userRoles).where(
      and(
        eq(userRoles.userId, userId),
        inArray(
          userRoles.roleId,
          removed.map((r) => r.roleId),
        ),
      ),
    );
  }
  if (added.length) await tx.insert(userRoles).values(added.map((r) => ({ userId, roleId: r.id })));
  return { removed, added };
}

/** The security log's entries for the update, and the end of a deactivated user's sessions. */
async function recordUpdate(
  tx: Tx,
  out: WriteOutbox,
  actor: Actor,
  u: LockedUser,
  input: UpdateInput,
  { dept, oldDeptName, active }: CheckedUpdate,
  { removed, added }: RoleChanges,
) {
  const changes = diff(
    {
      name: u.name,
      last_name: u.lastName,
      email: u.email,
      phone: u.phone,
      position: u.position,
      department: oldDeptName,
      active: u.active,
    },
    {
      name: input.name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
      position: input.position,
      department: dept.name,
      active,
    },
  );
  const base = { actorId: actor.userId, subject: input.email, ip: actor.ip };
  await recordSecurityEvent(tx, {
    event: 'user_updated',
    ...base,
    details: {
      changes,
      roles_added: added.map((r) => r.name).sort(),
      roles_removed: removed.map((r) => r.name).sort(),
    },
  });
  if (active !== u.active) {
    if (!active) await out.endSessions({ userIds: [u.id] });
    await recordSecurityEvent(tx, {
      event: active ? 'user_activated' : 'user_deactivated',
      ...base,
      details: { sessions_ended: !active },
    });
  }
}

/** Tells the user (when someone else made the change) that their roles or their account's state changed. */
async function tellUser(
  tx: Tx,
  out: WriteOutbox,
  actor: Actor,
  u: LockedUser,
  { active }: CheckedUpdate,
  { removed, added }: RoleChanges,
) {
  if (removed.length || added.length) await out.notify(await notifyAccountChange(tx, u.id, actor.userId, 'roles'));
  if (active !== u.active)
    await out.notify(await notifyAccountChange(tx, u.id, actor.userId, active ? 'activated' : 'deactivated'));
}
