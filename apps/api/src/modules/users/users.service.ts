import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@gestora/contract/messages';
import type {
  TCreateUserResponse,
  TUser,
  TUserPage,
  ZCreateUserRequest,
  ZUpdateUserRequest,
  ZUserListQuery,
} from '@gestora/contract/users/users.schema';
import type { DbOrTx } from '../../db/client.ts';
import { runWrite, type Actor, type ServiceContext } from '../../lib/service-context.ts';
import { jsonPageOfRows, markedRow, pageWithTotal } from '../../db/json-sql.ts';
import { liveCountOf } from '../../db/live-counts.table.ts';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { notFound, throwIfAny, type FieldErrors } from '../../lib/errors.ts';
import { sortBy } from '../../lib/pagination.ts';
import { issueResetToken } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.service.ts';
import { departments } from '../departments/departments.table.ts';
import { grantorOf } from '../roles/roles.rules.ts';
import { lockAdminRole } from '../roles/roles.service.ts';
import { roles } from '../roles/roles.table.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { notifyAccountChange } from '../notifications/account-notifications.service.ts';
import { deliver, invitationMail } from './users-mails.presenter.ts';
import { presentUserById, presentUsers, userJson } from './users.presenter.ts';
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
import { foldedSql as folded, userRoles, users } from './users.table.ts';
import { diff } from '../../lib/history.ts';

type CreateInput = z.output<typeof ZCreateUserRequest>;
type UpdateInput = z.output<typeof ZUpdateUserRequest>;
type Query = z.output<typeof ZUserListQuery>;

const notDeleted = isNull(users.deletedAt);

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
const haystack = folded(sql`"users"."name" || ' ' || "users"."last_name" || ' ' || "users"."email"`);

function searchOf(shape: QueryShape, q: string | undefined): SQL | undefined {
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  return and(
    ...words.map((w, i) =>
      shape.when(`word${i}`, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, (v) => sql`${haystack} like ${v}`),
    ),
  );
}

function orderOf(sort: Query['sort']): SQL {
  // People who never signed in go last whichever way the column is sorted.
  if (sort === '-last_login_at') return sql`${users.lastLoginAt} desc nulls last`;
  // Folded, so that 'Ñandú' sorts with the n's and 'Álvarez' with the a's on any collation.
  const byName = sql`${folded(users.name)} asc, ${folded(users.lastName)} asc`;
  return sortBy(
    sort,
    {
      name: folded(users.name),
      last_name: folded(users.lastName),
      email: users.email,
      created_at: users.createdAt,
      last_login_at: users.lastLoginAt,
    },
    byName,
  );
}

/**
 * One page of users in one prepared statement, built once per shape: the page's ids chosen on `users` alone (its
 * indexes give the order), then their rows as JSON kept by PostgreSQL (userJson) with the total. An aggregate
 * always yields its one row, so a page past the end still carries the total.
 */
export async function listUsers(ctx: ServiceContext, q: Query) {
  const db = ctx.db;
  const shape = new QueryShape('users');
  if (q.active !== undefined) shape.mark(`active=${q.active}`);
  const where = and(
    notDeleted,
    searchOf(shape, q.q),
    shape.when(
      'department',
      q.department_id,
      (v) => sql`"users"."department_id" = (select d.id from departments d where d.public_id = ${v})`,
    ),
    shape.when(
      'role',
      q.role_id,
      (v) =>
        sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" and r.public_id = ${v})`,
    ),
    q.active === undefined ? undefined : q.active ? sql`${users.active}` : sql`not ${users.active}`,
  );
  shape.mark(`sort=${q.sort ?? ''}`);
  const unfiltered = !q.q && !q.department_id && !q.role_id && q.active === undefined;
  if (unfiltered) shape.mark('live_count');
  const { limit, offset } = shape.page(q);
  const rows = await runShaped(
    db,
    shape,
    () => {
      const order = [orderOf(q.sort), asc(users.id)];
      const ids = db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      // The rows in the page's order by their place among its ids: sorting them again by the folded names would
      // fold each one twice more (a third of the statement's own time).
      const rows = db
        .select({ json: markedRow(userJson) })
        .from(sql`unnest(array(${ids})) with ordinality as page(id, n)`)
        .innerJoin(users, sql`${users.id} = page.id`)
        .orderBy(sql`page.n`);
      // Unfiltered, the live users' counter (migration 0027) instead of counting them all on every page.
      const counted = unfiltered
        ? liveCountOf('users')
        : sql<number>`(select count(*) from ${users} where ${where})`.mapWith(Number);
      return pageWithTotal(db, rows, counted);
    },
    { fresh: !!q.q },
  );
  return jsonPageOfRows<TUserPage>(rows, q);
}

export async function getUser(ctx: ServiceContext, _actor: Actor, publicId: string): Promise<TUser> {
  const [u] = await presentUsers(ctx.db, and(eq(users.publicId, publicId), notDeleted));
  if (!u) throw notFound();
  return u;
}

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

      await tx
        .update(users)
        .set({
          name: input.name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          position: input.position,
          departmentId: dept.id,
          active,
        })
        .where(eq(users.id, u.id));
      const before = new Set(current.map((c) => c.roleId));
      const after = new Set(roleRows.map((r) => r.id));
      const removed = current.filter((c) => !after.has(c.roleId));
      const added = roleRows.filter((r) => !before.has(r.id));
      if (removed.length) {
        await tx.delete(userRoles).where(
          and(
            eq(userRoles.userId, u.id),
            inArray(
              userRoles.roleId,
              removed.map((r) => r.roleId),
            ),
          ),
        );
      }
      if (added.length) await tx.insert(userRoles).values(added.map((r) => ({ userId: u.id, roleId: r.id })));

      const changes = diff(
        {
          name: u.name,
          last_name: u.lastName,
          email: u.email,
          phone: u.phone,
          position: u.position,
          department: oldDept?.name ?? null,
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
      if (u.id !== actor.userId) {
        if (removed.length || added.length)
          await out.notify(await notifyAccountChange(tx, u.id, actor.userId, 'roles'));
        if (active !== u.active)
          await out.notify(await notifyAccountChange(tx, u.id, actor.userId, active ? 'activated' : 'deactivated'));
      }
      return (await presentUserById(tx, u.id))!;
    }),
  );
}

/** The storage key of the user's avatar, or null when the user (not deleted) has none. */
export async function avatarKeyOf(db: DbOrTx, publicId: string): Promise<string | null> {
  const [u] = await db
    .select({ key: users.avatarPath })
    .from(users)
    .where(and(eq(users.publicId, publicId), notDeleted));
  return u?.key ?? null;
}
