import type { z } from 'zod';
import type { TCreateUserResponse, ZCreateUserRequest } from '@gestora/contract/users/users.schema';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { throwIfAny, type FieldErrors } from '../../lib/errors.ts';
import { issueResetToken } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.service.ts';
import { grantorOf } from '../roles/roles.rules.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { deliver, invitationMail } from './users-mails.presenter.ts';
import { presentUserById } from './users.presenter.ts';
import { checkRoleGrants, departmentFor, emailError, rolesFor, uniqueEmail } from './users.rules.ts';
import { userRoles, users } from './users.table.ts';

type CreateInput = z.output<typeof ZCreateUserRequest>;

/**
 * Creates the user with a password, or without one: then a single-use link is issued in the same
 * transaction and mailed as an account invitation after the commit. A mail failure keeps the user
 * (`invitation_sent: false`, logged); an administrator can send a new link from the user's password action.
 */
export async function createUser(ctx: ServiceContext, actor: Actor, input: CreateInput): Promise<TCreateUserResponse> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const { user, token } = await uniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      const errors: FieldErrors = {};
      const taken = await emailError(tx, input.email);
      if (taken) errors.email = [taken];
      const dept = await departmentFor(tx, input.department_id, null, errors);
      const roleRows = await rolesFor(tx, input.role_ids, errors);
      await checkRoleGrants(tx, await grantorOf(tx, actor), actor, null, [], roleRows, errors);
      throwIfAny(errors);

      const [u] = await tx
        .insert(users)
        .values({
          name: input.name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          position: input.position,
          departmentId: dept.id,
          active: input.active,
          passwordHash,
          createdBy: actor.userId,
        })
        .returning();
      await tx.insert(userRoles).values(roleRows.map((r) => ({ userId: u.id, roleId: r.id })));
      // An inactive account could not use the link (reset refuses inactive users): invite on activation instead.
      const token = !passwordHash && u.active ? await issueResetToken(tx, u.id) : null;
      await recordSecurityEvent(tx, {
        event: 'user_created',
        actorId: actor.userId,
        subject: u.email,
        ip: actor.ip,
        details: {
          name: u.name,
          last_name: u.lastName,
          email: u.email,
          department: dept.name,
          roles: roleRows.map((r) => r.name).sort(),
          active: u.active,
          password: passwordHash ? 'set_by_admin' : token ? 'invitation' : 'none',
        },
      });
      return { user: (await presentUserById(tx, u.id))!, token };
    }),
  );
  const invitation_sent = passwordHash ? null : token ? await deliver(ctx, invitationMail(ctx, user, token)) : false;
  return { ...user, invitation_sent };
}
