import { and, eq, gt, inArray, ne, sql, type Placeholder } from 'drizzle-orm';
import { LIMITS } from '@gestora/contract/limits';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { defineStatement } from '../../db/list/define-statement.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { rolePermissions } from '../roles/roles.table.ts';
import { userRoles, users } from '../users/users.table.ts';
import { authSessions } from './auth.table.ts';
import type { Realtime } from '../../lib/realtime.ts';

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

const sessionOfToken = defineStatement(
  'auth/session',
  (db, p: { hash: Placeholder; kind: Placeholder; now: Placeholder }) =>
    db
      .select({
        id: authSessions.id,
        publicId: authSessions.publicId,
        userId: authSessions.userId,
        csrfToken: authSessions.csrfToken,
        lastUsedAt: authSessions.lastUsedAt,
        userPublicId: users.publicId,
        // One text, split here: node-postgres parses an array entry by entry (a visible part of the server's time on
        // /healthz for an administrator's hundred permissions). No permission name holds the separator (chr(31)). Each role's
        // text is kept on it (roles.permission_names, migration 0031): aggregating the permission rows of every
        // request cost PostgreSQL as much as /healthz's whole statement; a name two roles share comes
        // twice and the Set below keeps it once.
        perms: sql<string>`coalesce((select string_agg(r.permission_names, chr(31)) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and r.permission_names <> ''), '')`,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, p.hash),
          eq(authSessions.kind, p.kind),
          gt(authSessions.expiresAt, p.now),
          eq(users.active, true),
          sql`${users.deletedAt} is null`,
        ),
      )
      .limit(1),
);

/**
 * The signed-in context of a token, or null when unknown, expired, or its user is inactive or deleted. Every request
 * with a session runs this: it is one prepared statement (defineStatement), parsed and planned once per connection —
 * planned anew on every request it cost PostgreSQL more than most lists' own statements.
 */
export async function resolveSession(db: DbOrTx, token: string, kind: SessionKind): Promise<AuthContext | null> {
  const [row] = await sessionOfToken.run(db, { hash: sha256(token), kind, now: new Date() });
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
    permissions: new Set(row.perms ? row.perms.split('\x1f') : []),
  };
}

/** Which sessions to end: one (by its id, or by its public id within its user's own), or all of some users. */
export type EndScope =
  { sessionId: string } | { userId: number; publicId: string } | { userIds: number[]; exceptSessionId?: string };

export interface EndedSession {
  id: string;
  publicId: string;
  userId: number;
  kind: SessionKind;
  userAgent: string | null;
}
export type EndSessions = (scope: EndScope) => Promise<EndedSession[]>;

/** What ending sessions needs: the database, and the real-time server that closes their sockets (app.realtime). */
export interface SessionsContext {
  db: Db;
  realtime: Pick<Realtime, 'closeSessions'>;
}

function whereOf(scope: EndScope) {
  if ('sessionId' in scope) return eq(authSessions.id, scope.sessionId);
  if ('publicId' in scope) return and(eq(authSessions.publicId, scope.publicId), eq(authSessions.userId, scope.userId));
  const ofUsers = inArray(authSessions.userId, scope.userIds);
  return scope.exceptSessionId ? and(ofUsers, ne(authSessions.id, scope.exceptSessionId)) : ofUsers;
}

/**
 * The one way sessions and tokens end (logout, password changes and resets, revocation, deactivation): `work`
 * runs in a transaction and ends sessions through `end`; once it has committed, whatever was connected through
 * those sessions (their sockets, on every process) is closed before this resolves. Ending them only after the
 * commit matters: a socket closed earlier could reconnect with a session that a rollback then kept.
 */
export async function endingSessions<T>(
  ctx: SessionsContext,
  work: (tx: Tx, end: EndSessions) => Promise<T>,
): Promise<T> {
  const ended: EndedSession[] = [];
  const result = await ctx.db.transaction((tx) =>
    work(tx, async (scope) => {
      if ('userIds' in scope && scope.userIds.length === 0) return [];
      const rows = await tx.delete(authSessions).where(whereOf(scope)).returning({
        id: authSessions.id,
        publicId: authSessions.publicId,
        userId: authSessions.userId,
        kind: authSessions.kind,
        userAgent: authSessions.userAgent,
      });
      ended.push(...rows);
      return rows;
    }),
  );
  if (ended.length) await ctx.realtime.closeSessions(ended);
  return result;
}

/** Whether the session still exists and may be used (a socket checks it once it can be reached by `end`). */
export async function sessionIsLive(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        gt(authSessions.expiresAt, new Date()),
        eq(users.active, true),
        sql`${users.deletedAt} is null`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function listUserSessions(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, new Date())))
    .orderBy(sql`${authSessions.lastUsedAt} desc`)
    .limit(100);
}
