import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  SECURITY_EVENTS,
  type TSecurityEvent,
  type TSecurityLogEntry,
} from '@gestora/contract/security-log/security-log.schema';
import type { TPage } from '@gestora/contract/common.schema';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { securityLog } from './security-log.table.ts';
import { pageOf } from '../../lib/pagination.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

export interface SecurityEntry {
  event: TSecurityEvent;
  actorId?: number | null;
  subject?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Written inside the caller's transaction, so a change and its record stand or fall together. */
export async function recordSecurityEvent(db: DbOrTx, entry: SecurityEntry) {
  await db.insert(securityLog).values({
    event: entry.event,
    actorId: entry.actorId ?? null,
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}

export async function listSecurityLog(
  ctx: ServiceContext,
  _actor: Actor,
  q: { page: number; per_page: number; q?: string; event?: string },
): Promise<TPage<TSecurityLogEntry>> {
  const db = ctx.db;
  const filters = [
    q.event ? eq(securityLog.event, q.event) : undefined,
    q.q
      ? or(ilike(securityLog.subject, `%${q.q}%`), ilike(sql`${users.name} || ' ' || ${users.lastName}`, `%${q.q}%`))
      : undefined,
  ].filter(Boolean);
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ log: securityLog, actor: { publicId: users.publicId, name: users.name, lastName: users.lastName } })
      .from(securityLog)
      .leftJoin(users, eq(users.id, securityLog.actorId))
      .where(where)
      .orderBy(desc(securityLog.createdAt), desc(securityLog.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(securityLog).leftJoin(users, eq(users.id, securityLog.actorId)).where(where),
  ]);
  return pageOf(
    rows.map(({ log, actor }) => ({
      public_id: log.publicId,
      event: log.event,
      event_label: SECURITY_EVENTS[log.event as TSecurityEvent] ?? log.event,
      actor: actor ? { public_id: actor.publicId, name: `${actor.name} ${actor.lastName}` } : null,
      subject: log.subject,
      ip: log.ip,
      details: log.details ?? null,
      created_at: log.createdAt.toISOString(),
    })),
    total,
    q,
  );
}
