import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { MSG_SELF } from './self-assigned.rules.ts';
import { selfAssignedCategories as categories, selfAssignedTasks as tasks } from './self-assigned.table.ts';

/*
 * Autogestión's one rule: every record is its owner's only. Whoever else asks — an administrator holding every
 * permission too — gets the 404 of a record that does not exist, never a 403 that would tell them it does.
 */

/** First key of the owner's advisory lock: every write that orders or numbers the owner's cards takes it. */
const OWNER_LOCK = sql`hashtext('self_assigned_tasks')`;

/**
 * Serialises the writes to the actor's columns (create, move, status change, delete): two concurrent moves would
 * otherwise each renumber a column from what they read before the other committed. Transaction-scoped.
 */
export const lockOwnerColumns = (tx: Tx, actor: Actor) =>
  tx.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK}, ${actor.userId}::int)`);

const ownCategory = (actor: Actor, publicId: string) =>
  and(eq(categories.publicId, publicId), eq(categories.ownerId, actor.userId), isNull(categories.deletedAt));

/** One of the actor's live categories, by public id (locked in a write); 404 for anyone else's. */
export async function ownCategoryRow(db: DbOrTx, actor: Actor, publicId: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(categories).where(ownCategory(actor, publicId));
  const [row] = await (opts.lock ? q.for('update') : q);
  if (!row) throw notFound(MSG_SELF.categoryMissing);
  return row;
}

/** The id of the actor's live category a body points at (null for none); 422 on `field` for anyone else's. */
export async function categoryIdFor(db: DbOrTx, actor: Actor, publicId: string | null, field = 'category_id') {
  if (publicId === null) return null;
  const [row] = await db.select({ id: categories.id }).from(categories).where(ownCategory(actor, publicId));
  if (!row) throw fieldError(field, MSG_SELF.invalidCategory);
  return row.id;
}

/** One of the actor's live tasks, by public id (locked in a write); 404 for anyone else's. */
export async function ownTaskRow(db: DbOrTx, actor: Actor, publicId: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.publicId, publicId), eq(tasks.ownerId, actor.userId), isNull(tasks.deletedAt)));
  const [row] = await (opts.lock ? q.for('update') : q);
  if (!row) throw notFound(MSG_SELF.taskMissing);
  return row;
}
