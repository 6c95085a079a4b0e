import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TSelfCategory,
  TSelfCategoryDeleteQuery,
  TSelfCategoryOptions,
  ZSelfCategoryRequest,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { runWrite } from '../../lib/run-write.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { categoryIdFor, lockOwnerColumns, ownCategoryRow } from './self-assigned.access.ts';
import { selfCategoryJson } from './self-assigned.presenter.ts';
import { categoryHoldsTasks, MSG_SELF, selfCategoryNameKey } from './self-assigned.rules.ts';
import { selfAssignedCategories as categories, selfAssignedTasks as tasks } from './self-assigned.table.ts';
import { compactColumns } from './self-assigned-positions.service.ts';

type Input = z.output<typeof ZSelfCategoryRequest>;

async function categoryById(db: DbOrTx, actor: Actor, publicId: string): Promise<TSelfCategory> {
  const [row] = await db
    .select({ json: selfCategoryJson })
    .from(categories)
    .where(and(eq(categories.publicId, publicId), eq(categories.ownerId, actor.userId), isNull(categories.deletedAt)));
  if (!row) throw notFound(MSG_SELF.categoryMissing);
  return JSON.parse(row.json) as TSelfCategory;
}

/** GET /api/self_assigned_categories/:public_id: one of mine, as the list writes it. */
export const getSelfCategory = (ctx: ServiceContext, actor: Actor, publicId: string) =>
  categoryById(ctx.db, actor, publicId);

async function assertNameFree(db: DbOrTx, actor: Actor, nameKey: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.ownerId, actor.userId),
        eq(categories.nameKey, nameKey),
        isNull(categories.deletedAt),
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    );
  if (clash) throw fieldError('name', MSG_SELF.nameTaken);
}

/** The check before a write can lose a race: the owner's unique index on name_key has the final word. */
function nameRefusal(err: unknown): never {
  if (isUniqueViolation(err, 'self_assigned_categories_owner_name_uq')) throw fieldError('name', MSG_SELF.nameTaken);
  throw err;
}

/** POST /api/self_assigned_categories: a name of mine once, case and accents aside; others may use it too. */
export async function createSelfCategory(ctx: ServiceContext, actor: Actor, input: Input) {
  const nameKey = selfCategoryNameKey(input.name);
  const publicId = await runWrite(ctx, async (tx) => {
    await assertNameFree(tx, actor, nameKey);
    const [row] = await tx
      .insert(categories)
      .values({ ownerId: actor.userId, name: input.name, nameKey, colour: input.colour })
      .returning({ publicId: categories.publicId });
    return row.publicId;
  }).catch(nameRefusal);
  return categoryById(ctx.db, actor, publicId);
}

/** PUT /api/self_assigned_categories/:public_id. */
export async function updateSelfCategory(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  const nameKey = selfCategoryNameKey(input.name);
  await runWrite(ctx, async (tx) => {
    const row = await ownCategoryRow(tx, actor, publicId, { lock: true });
    await assertNameFree(tx, actor, nameKey, row.id);
    await tx
      .update(categories)
      .set({ name: input.name, nameKey, colour: input.colour })
      .where(eq(categories.id, row.id));
  }).catch(nameRefusal);
  return categoryById(ctx.db, actor, publicId);
}

/**
 * DELETE /api/self_assigned_categories/:public_id?tasks=…&to=…: a category holding tasks needs to be told what
 * becomes of them (409 without), in one transaction with the deletion (ZSelfCategoryDeleteQuery).
 */
export async function deleteSelfCategory(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  query: TSelfCategoryDeleteQuery,
) {
  await runWrite(ctx, async (tx) => {
    // Deleting its tasks renumbers the owner's columns: under the lock of every write to them.
    await lockOwnerColumns(tx, actor);
    const row = await ownCategoryRow(tx, actor, publicId, { lock: true });
    const inIt = and(eq(tasks.categoryId, row.id), isNull(tasks.deletedAt));
    const [{ n }] = await tx.select({ n: count() }).from(tasks).where(inIt);
    if (n > 0) {
      if (!query.tasks) throw conflict(categoryHoldsTasks(n));
      if (query.tasks === 'move') {
        if (!query.to) throw fieldError('to', MSG_SELF.moveNeedsTo);
        const to = await categoryIdFor(tx, actor, query.to, 'to');
        if (to === row.id) throw fieldError('to', MSG_SELF.invalidCategory);
        await tx.update(tasks).set({ categoryId: to }).where(inIt);
      } else if (query.tasks === 'uncategorize') {
        await tx.update(tasks).set({ categoryId: null }).where(inIt);
      } else {
        await tx
          .update(tasks)
          .set({ deletedAt: sql`now()` })
          .where(inIt);
        await compactColumns(tx, actor.userId);
      }
    }
    await tx
      .update(categories)
      .set({ deletedAt: sql`now()` })
      .where(eq(categories.id, row.id));
  });
}

/** GET /api/self_assigned_category_options: my live categories by name, for the task form and the filters. */
export async function selfCategoryOptions(ctx: ServiceContext, actor: Actor): Promise<TSelfCategoryOptions> {
  return ctx.db
    .select({ public_id: categories.publicId, name: categories.name, colour: categories.colour })
    .from(categories)
    .where(and(eq(categories.ownerId, actor.userId), isNull(categories.deletedAt)))
    .orderBy(asc(categories.nameKey), asc(categories.id))
    .limit(500);
}
