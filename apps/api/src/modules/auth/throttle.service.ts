import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle } from './auth.table.ts';

/** Seconds until `key` may try again, or 0 when it is under `max` hits in the current window. */
export async function throttledFor(db: DbOrTx, key: string, max: number): Promise<number> {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
  if (!row || row.resetAt.getTime() <= Date.now() || row.hits < max) return 0;
  return Math.ceil((row.resetAt.getTime() - Date.now()) / 1000);
}

/** Counts one hit; a window that has passed starts again at one. Atomic across processes. */
export async function hit(db: DbOrTx, key: string, windowMs: number) {
  const resetAt = new Date(Date.now() + windowMs);
  await db
    .insert(authThrottle)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`case when ${authThrottle.resetAt} <= now() then 1 else ${authThrottle.hits} + 1 end`,
        resetAt: sql`case when ${authThrottle.resetAt} <= now() then ${resetAt.toISOString()}::timestamptz else ${authThrottle.resetAt} end`,
      },
    });
}

export async function clearHits(db: DbOrTx, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
