import { and, eq, gt, isNull } from 'drizzle-orm';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { HttpError, fieldError } from '../../lib/errors.ts';
import type { BackgroundJobs } from '../../lib/background-jobs.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { presentAuthUser } from '../users/users.presenter.ts';
import { users } from '../users/users.table.ts';
import { passwordResets } from './auth.table.ts';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords.service.ts';
import {
  createSession,
  permissionsOf,
  endingSessions,
  type SessionKind,
  type SessionMeta,
  type SessionsContext,
} from './sessions.service.ts';
import { clearHits, hit, throttledFor } from './throttle.service.ts';

const tooMany = (seconds: number) =>
  new HttpError(429, `${MSG.throttled} Espere ${seconds} segundos.`, undefined, { 'retry-after': String(seconds) });

export async function findActiveUserByEmail(db: Db, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return u;
}

export async function login(
  ctx: SessionsContext,
  input: { email: string; password: string; remember?: boolean },
  kind: SessionKind,
  meta: SessionMeta,
  /** The session the browser presented when signing in again: it ends, so no id outlives a sign-in. */
  replaceSessionId?: string,
) {
  // Per account and address (guessing one password), and per address across accounts (spraying many).
  const key = `login:${input.email}|${meta.ip ?? ''}`;
  const ipKey = `login-ip:${meta.ip ?? ''}`;
  const db = ctx.db;
  const wait = Math.max(
    await throttledFor(db, key, LIMITS.loginAttemptsPerWindow),
    await throttledFor(db, ipKey, LIMITS.loginFailuresPerIp),
  );
  if (wait > 0) throw tooMany(wait);

  const user = await findActiveUserByEmail(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnVerifyTime(input.password), false);
  if (!user || !ok) {
    await hit(db, key, LIMITS.throttleWindowMs);
    await hit(db, ipKey, LIMITS.ipThrottleWindowMs);
    await recordSecurityEvent(db, { event: 'login_failed', actorId: user?.id, subject: input.email, ip: meta.ip });
    throw fieldError('email', MSG.badCredentials);
  }
  if (!user.active) throw fieldError('email', MSG.inactiveUser);

  // Only the account's count: a success of one's own must not wipe the address's failures on others.
  await clearHits(db, key);
  const created = await endingSessions(ctx, async (tx, endSessions) => {
    if (replaceSessionId) await endSessions({ sessionId: replaceSessionId });
    const s = await createSession(tx, user.id, kind, { ...meta, remember: input.remember });
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await recordSecurityEvent(tx, {
      event: 'login',
      actorId: user.id,
      subject: user.email,
      ip: meta.ip,
      details: { kind },
    });
    return s;
  });
  const permissions = (await permissionsOf(db, user.id)).sort();
  return { ...created, user: await presentAuthUser(db, user.id, permissions), permissions };
}

/**
 * Always answers the same, and in the same time, so that the form does not reveal which emails have accounts:
 * only the throttle runs before the answer; finding the account, issuing the link and mailing it run after it
 * (`jobs`), retried when the mail fails.
 */
export async function forgotPassword(
  db: Db,
  jobs: BackgroundJobs,
  mail: { mailer: Mailer; appUrl: string },
  email: string,
  ip: string | null,
) {
  const key = `reset:${email}|${ip ?? ''}`;
  const wait = await throttledFor(db, key, LIMITS.resetRequestsPerWindow);
  if (wait > 0) throw tooMany(wait);
  await hit(db, key, LIMITS.throttleWindowMs);
  // Prepared once: a retry sends the same link again rather than issuing another.
  let prepared: Mail | null | undefined;
  jobs.run('reset-link', async () => {
    prepared ??= await prepareResetMail(db, mail.appUrl, email, ip);
    if (prepared) await mail.mailer.send(prepared);
  });
}

/** For an active account: a single-use reset token, recorded, and the mail carrying its link; else null. */
async function prepareResetMail(db: Db, appUrl: string, email: string, ip: string | null): Promise<Mail | null> {
  const user = await findActiveUserByEmail(db, email);
  if (!user || !user.active) return null;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
    });
    await recordSecurityEvent(tx, { event: 'password_reset_requested', actorId: user.id, subject: user.email, ip });
  });
  const link = resetLinkOf(appUrl, token, user.email);
  return {
    to: user.email,
    subject: 'Restablecer contraseña - Gestora',
    text: `Hola ${user.name}:\n\nPara establecer una nueva contraseña abra este enlace (vence en ${LIMITS.resetTokenMinutes} minutos):\n${link}\n\nSi usted no lo solicitó, ignore este mensaje.`,
    html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Para establecer una nueva contraseña abra este enlace (vence en ${LIMITS.resetTokenMinutes} minutos):</p><p><a href="${link}">${link}</a></p><p>Si usted no lo solicitó, ignore este mensaje.</p>`,
  };
}

const validReset = (token: string) =>
  and(
    eq(passwordResets.tokenHash, sha256(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

/**
 * Throttled per address (guessing links), and the link is checked before the new password is hashed: an invalid
 * link costs the server one lookup, not a hash. Checked again, locked, inside the transaction that uses it.
 */
export async function resetPassword(
  ctx: SessionsContext,
  input: { token: string; email: string; password: string },
  ip: string | null,
) {
  const db = ctx.db;
  const key = `reset-password:${ip ?? ''}`;
  const wait = await throttledFor(db, key, LIMITS.resetAttemptsPerWindow);
  if (wait > 0) throw tooMany(wait);
  const invalid = async () => {
    await hit(db, key, LIMITS.throttleWindowMs);
    return fieldError('email', MSG.resetInvalid);
  };
  const [candidate] = await db
    .select({ email: users.email, active: users.active })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(validReset(input.token), isNull(users.deletedAt)));
  if (!candidate || candidate.email !== input.email || !candidate.active) throw await invalid();

  const passwordHash = await hashPassword(input.password);
  await endingSessions(ctx, async (tx, endSessions) => {
    const [row] = await tx
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email, active: users.active })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(validReset(input.token), isNull(users.deletedAt)))
      .for('update');
    // Spent or changed meanwhile (a second tab, a deactivation): refused like any invalid link.
    if (!row || row.email !== input.email || !row.active) throw fieldError('email', MSG.resetInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // Single use: this token and any other pending one for the user are spent.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await endSessions({ userIds: [row.userId] });
    await recordSecurityEvent(tx, { event: 'password_reset', actorId: row.userId, subject: row.email, ip });
  });
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A single-use reset token stored inside the caller's transaction (account invitations, admin resets);
 * the caller mails `resetLinkOf(...)` after its commit.
 */
export async function issueResetToken(tx: DbOrTx, userId: number): Promise<string> {
  const token = randomToken();
  await tx.insert(passwordResets).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
  });
  return token;
}

/** The web page that consumes a reset token (the same link forgot-password mails). */
export const resetLinkOf = (appUrl: string, token: string, email: string) =>
  `${appUrl}/password-reset/${token}?email=${encodeURIComponent(email)}`;
