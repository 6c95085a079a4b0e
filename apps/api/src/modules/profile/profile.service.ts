import { and, eq, isNull } from 'drizzle-orm';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import type { TChangePasswordRequest, TSession, TUpdateProfileRequest } from '@gestora/contract/profile/profile.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError, fieldError, notFound } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/storage.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { passwordResets } from '../auth/auth.table.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.service.ts';
import { endingSessions, listUserSessions } from '../auth/sessions.service.ts';
import { clearHits, hit, throttledFor } from '../auth/throttle.service.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { presentAuthUser } from '../users/users.presenter.ts';
import { users } from '../users/users.table.ts';

/*
 * The signed-in user's own account: every service takes (ctx, actor, …) and acts on `actor` only; the ones that
 * tell this session from the others also take its id.
 */
const profileOf = (db: DbOrTx, me: Actor): Promise<TAuthUser> => presentAuthUser(db, me.userId, me.permissions);

export const getProfile = (ctx: ServiceContext, me: Actor): Promise<TAuthUser> => profileOf(ctx.db, me);

export async function updateProfile(ctx: ServiceContext, me: Actor, input: TUpdateProfileRequest): Promise<TAuthUser> {
  const { db } = ctx;
  const { ip } = me;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, me.userId)).for('update');
    const after = { name: input.name, lastName: input.last_name, phone: input.phone ?? null };
    await tx.update(users).set(after).where(eq(users.id, me.userId));
    const changed = (['name', 'lastName', 'phone'] as const).filter((k) => before[k] !== after[k]);
    await recordSecurityEvent(tx, {
      event: 'profile_updated',
      actorId: me.userId,
      subject: before.email,
      ip,
      details: { changed },
    });
  });
  return profileOf(db, me);
}

/**
 * Stores a new avatar. The type comes from the file's first bytes; the old file is removed only after the
 * new path is committed, and the new file is removed again if the commit fails, so no row points at nothing.
 */
export async function setAvatar(ctx: ServiceContext, me: Actor, data: Buffer): Promise<TAuthUser> {
  const { db, storage } = ctx;
  const image = data.length <= LIMITS.avatarMaxBytes ? sniffImage(data) : null;
  if (!image) throw fieldError('avatar', MSG.invalidImage);
  const key = await storage.put('avatars', data, image.ext);
  let previous: string | null;
  try {
    previous = await replaceAvatarPath(db, me, key);
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  if (previous) await storage.remove(previous);
  return profileOf(db, me);
}

export async function removeAvatar(ctx: ServiceContext, me: Actor): Promise<TAuthUser> {
  const previous = await replaceAvatarPath(ctx.db, me, null);
  if (previous) await ctx.storage.remove(previous);
  return profileOf(ctx.db, me);
}

async function replaceAvatarPath(db: Db, me: Actor, key: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ path: users.avatarPath, email: users.email })
      .from(users)
      .where(eq(users.id, me.userId))
      .for('update');
    await tx.update(users).set({ avatarPath: key }).where(eq(users.id, me.userId));
    await recordSecurityEvent(tx, {
      event: 'profile_updated',
      actorId: me.userId,
      subject: before.email,
      ip: me.ip,
      details: { changed: ['avatar'], avatar: key ? 'updated' : 'removed' },
    });
    return before.path;
  });
}

/**
 * Checks the current password (throttled like sign-in, since a stolen session could otherwise guess it),
 * sets the new one, and ends every other session and token of the user; the one that asked stays.
 */
export async function changePassword(ctx: ServiceContext, me: Actor, sessionId: string, input: TChangePasswordRequest) {
  const { db } = ctx;
  const key = `password:${me.userId}`;
  const wait = await throttledFor(db, key, LIMITS.loginAttemptsPerWindow);
  if (wait > 0)
    throw new HttpError(429, `${MSG.throttled} Espere ${wait} segundos.`, undefined, { 'retry-after': String(wait) });
  const [user] = await db
    .select({ hash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, me.userId));
  if (!(await verifyPassword(user.hash, input.current_password))) {
    await hit(db, key, LIMITS.throttleWindowMs);
    throw fieldError('current_password', MSG.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.password);
  await endingSessions(ctx, async (tx, endSessions) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, me.userId));
    await endSessions({ userIds: [me.userId], exceptSessionId: sessionId });
    // A reset link mailed before the change must not undo it.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, me.userId), isNull(passwordResets.usedAt)));
    await recordSecurityEvent(tx, { event: 'password_changed', actorId: me.userId, subject: user.email, ip: me.ip });
  });
  await clearHits(db, key);
}

export async function listMySessions(ctx: ServiceContext, me: Actor, sessionId: string): Promise<TSession[]> {
  const rows = await listUserSessions(ctx.db, me.userId);
  return rows.map((s) => ({
    public_id: s.publicId,
    kind: s.kind,
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastUsedAt.toISOString(),
    current: s.id === sessionId,
  }));
}

/** Ends one of my sessions; another user's session is answered as missing, never revealed. Returns whether it was this one. */
export async function revokeMySession(
  ctx: ServiceContext,
  me: Actor,
  sessionId: string,
  publicId: string,
): Promise<{ current: boolean }> {
  return endingSessions(ctx, async (tx, endSessions) => {
    const [gone] = await endSessions({ userId: me.userId, publicId });
    if (!gone) throw notFound();
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, me.userId));
    await recordSecurityEvent(tx, {
      event: 'session_revoked',
      actorId: me.userId,
      subject: owner.email,
      ip: me.ip,
      details: { session: publicId, kind: gone.kind, user_agent: gone.userAgent },
    });
    return { current: gone.id === sessionId };
  });
}

/**
 * 'Cerrar las demás sesiones': ends every other session and token of mine through the same path as ending one
 * (their sockets close and their push devices are forgotten with them); the one that asked stays. Returns how
 * many ended.
 */
export async function revokeMyOtherSessions(ctx: ServiceContext, me: Actor, sessionId: string): Promise<number> {
  return endingSessions(ctx, async (tx, endSessions) => {
    const gone = await endSessions({ userIds: [me.userId], exceptSessionId: sessionId });
    if (gone.length === 0) return 0;
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, me.userId));
    // One entry per session, as when each is ended on its own, so that the security log reads the same.
    for (const s of gone)
      await recordSecurityEvent(tx, {
        event: 'session_revoked',
        actorId: me.userId,
        subject: owner.email,
        ip: me.ip,
        details: { session: s.publicId, kind: s.kind, user_agent: s.userAgent },
      });
    return gone.length;
  });
}
