import { eq } from 'drizzle-orm';
import { MSG } from '@gestora/contract/messages';
import type { TUser } from '@gestora/contract/users/users.schema';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { HttpError, conflict, fieldError } from '../../lib/errors.ts';
import { issueResetToken } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.service.ts';
import { grantorOf } from '../roles/roles.rules.ts';
import { lockAdminRole } from '../roles/roles.service.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { notifyAccountChange } from '../notifications/account-notifications.service.ts';
import { adminResetMail, deliver } from './users-mails.presenter.ts';
import { presentUserById } from './users.presenter.ts';
import { assertNotOutranked, lockUser, roleIdsOf, wouldLoseLastAdmin } from './users.rules.ts';
import { users } from './users.table.ts';

/**
 * PUT /api/users/{id}/active. Deactivation ends every session and token of the user at once; nobody
 * deactivates themselves, and the last active administrator stays active. Setting the current state
 * again changes nothing and records nothing. Nobody (de)activates a user holding a permission they lack.
 */
export async function setUserActive(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  active: boolean,
): Promise<TUser> {
  return runWrite(ctx, async (tx, out) => {
    const adminRoleId = await lockAdminRole(tx);
    const u = await lockUser(tx, publicId);
    const roleIds = await roleIdsOf(tx, u.id);
    await assertNotOutranked(tx, await grantorOf(tx, actor), actor, u, roleIds);
    if (u.active !== active) {
      if (!active) {
        if (u.id === actor.userId) throw fieldError('active', MSG.cannotDeactivateSelf);
        if (
          await wouldLoseLastAdmin(tx, adminRoleId, u, roleIds, {
            active: false,
            holdsAdmin: roleIds.includes(adminRoleId ?? -1),
          })
        ) {
          throw fieldError('active', MSG.lastAdmin);
        }
      }
      await tx.update(users).set({ active }).where(eq(users.id, u.id));
      if (!active) await out.endSessions({ userIds: [u.id] });
      await recordSecurityEvent(tx, {
        event: active ? 'user_activated' : 'user_deactivated',
        actorId: actor.userId,
        subject: u.email,
        ip: actor.ip,
        details: { sessions_ended: !active },
      });
      await out.notify(await notifyAccountChange(tx, u.id, actor.userId, active ? 'activated' : 'deactivated'));
    }
    return (await presentUserById(tx, u.id))!;
  });
}

/**
 * POST /api/users/{id}/password. With a password: it replaces the old one and ends the user's sessions;
 * not one's own (the profile asks for the current password; a borrowed session must not skip that).
 * Without: a single-use link is issued and mailed after the commit; a mail that cannot go out is a 502,
 * so that the administrator knows to retry. Either way, not for a user holding a permission the actor lacks:
 * the actor could then sign in as that user.
 */
export async function resetUserPassword(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  password: string | undefined,
) {
  const passwordHash = password ? await hashPassword(password) : null;
  const { user, token } = await runWrite(ctx, async (tx, out) => {
    const u = await lockUser(tx, publicId);
    await assertNotOutranked(tx, await grantorOf(tx, actor), actor, u, await roleIdsOf(tx, u.id));
    let token: string | null = null;
    if (passwordHash) {
      if (u.id === actor.userId) throw fieldError('password', MSG.ownPasswordViaProfile);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, u.id));
      await out.endSessions({ userIds: [u.id] });
    } else {
      if (!u.active) throw conflict(MSG.inactiveUserNoLink);
      token = await issueResetToken(tx, u.id);
    }
    await recordSecurityEvent(tx, {
      event: 'user_password_reset_by_admin',
      actorId: actor.userId,
      subject: u.email,
      ip: actor.ip,
      details: passwordHash ? { method: 'password', sessions_ended: true } : { method: 'link' },
    });
    await out.notify(
      await notifyAccountChange(tx, u.id, actor.userId, passwordHash ? 'password_set' : 'password_link'),
    );
    return { user: u, token };
  });
  if (!token) return { message: MSG.adminPasswordSet };
  if (!(await deliver(ctx, adminResetMail(ctx, user, token)))) throw new HttpError(502, MSG.mailFailed);
  return { message: MSG.adminResetLinkSent };
}
