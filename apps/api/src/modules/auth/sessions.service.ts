import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { LIMITS } from '@gestora/contract/limits';
import type { DbOrTx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { rolePermissions } from '../roles/roles.table.ts';
import { userRoles, users } from '../users/users.table.ts';
import { authSessions } from './auth.table.ts';

export type SessionKind = 'web' | 'native';
export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
  remember?: boolean;
}

export interface AuthContext {
  userId: number;
  userPublicId: string;
  sessionId: string;
  sessionPublicId: string;
  kind: SessionKind;
  csrfToken: string | null;
  permissions: Set<string>;
}

const DAY = 86_400_000;

/** A new session with a fresh secret: the id a client held before sign-in is never reused. */
export async function createSession(db: DbOrTx, userId: number, kind: SessionKind, meta: SessionMeta) {
  const token = randomToken();
  const csrfToken = kind === 'web' ? randomToken() : null;
  const days = kind === 'native' || meta.remember ? 365 : LIMITS.sessionDays;
  const [row] = await db
    .insert(authSessions)
    .values({
      id: sha256(token),
      userId,
      kind,
      csrfToken,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + days * DAY),
    })
    .returning();
  return { token, csrfToken, session: row };
}

export async function permissionsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.name);
}

/** The signed-in context of a token, or null when unknown, expired, or its user is inactive or deleted. */
export async function resolveSession(db: DbOrTx, token: string, kind: SessionKind): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      id: authSessions.id,
      publicId: authSessions.publicId,
      userId: authSessions.userId,
      csrfToken: authSessions.csrfToken,
      lastUsedAt: authSessions.lastUsedAt,
      userPublicId: users.publicId,
      perms: sql<
        string[]
      >`coalesce((select array_agg(distinct rp.permission) from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sha256(token)),
        eq(authSessions.kind, kind),
        gt(authSessions.expiresAt, new Date()),
        eq(users.active, true),
        sql`${users.deletedAt} is null`,
      ),
    )
    .limit(1);
  if (!row) return null;
  // Touch at most once a minute: a busy user must not turn every read into a write.
  if (Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, row.id));
  }
  return {
    userId: row.userId,
    userPublicId: row.userPublicId,
    sessionId: row.id,
    sessionPublicId: row.publicId,
    kind,
    csrfToken: row.csrfToken,
    permissions: new Set(row.perms ?? []),
  };
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session and token of the users, but `keepSessionId` (the one that asked, when it stays). */
export async function revokeUserSessions(db: DbOrTx, userIds: number[], keepSessionId?: string) {
  if (userIds.length === 0) return;
  const base = inArray(authSessions.userId, userIds);
  await db.delete(authSessions).where(keepSessionId ? and(base, ne(authSessions.id, keepSessionId)) : base);
}

export async function listUserSessions(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, new Date())))
    .orderBy(sql`${authSessions.lastUsedAt} desc`)
    .limit(100);
}
