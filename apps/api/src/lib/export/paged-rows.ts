import type { TPage } from '@gestora/contract/common.schema';
import { LIMITS } from '@gestora/contract/limits';
import type { Db } from '../../db/client.ts';
import type { ExportHandlers } from '../../db/list/export-rows.ts';
import type { Actor, ServiceContext } from '../service-context.ts';

/** A list's own answer function, as its route calls it. */
export type PageAnswer<Q, R> = (ctx: ServiceContext, actor: Actor, q: Q) => Promise<TPage<R>>;

/**
 * Every row of a list not declared with defineList (clients, departments, roles, stages, activities: lists of an
 * organisation's tens or hundreds of rows), through its own answer function page after page of the largest size it
 * allows, all in one read-only REPEATABLE READ transaction: every page reads one snapshot, so that a row written
 * meanwhile neither repeats nor goes missing between two pages, and the total is the snapshot's.
 */
export async function pagedRows<Q extends { page: number; per_page: number }, R>(
  ctx: ServiceContext,
  actor: Actor,
  answer: PageAnswer<Q, R>,
  q: Q,
  handlers: ExportHandlers<R>,
): Promise<{ total: number }> {
  return ctx.db.transaction(
    async (tx) => {
      const inSnapshot: ServiceContext = { ...ctx, db: tx as unknown as Db };
      for (let page = 1; ; page++) {
        const found = await answer(inSnapshot, actor, { ...q, page, per_page: LIMITS.maxPerPage });
        if (page === 1) await handlers.onStart(found.total);
        if (found.data.length > 0) await handlers.onBatch(found.data);
        if (page >= found.last_page || found.data.length === 0) return { total: found.total };
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
