import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx as Db } from '../client.ts';
import type { KeptTotal } from './kept-totals.ts';
import { onPageId, PAGE_ORDER, pageIdsOf } from './page-reading.ts';
import { runShaped, type Preparable } from './statement-cache.ts';
import { QueryShape } from './query-shape.ts';

/**
 * How the rows' statement reads the page's rows: `.innerJoin(page.join, page.on).orderBy(page.order)` — by primary
 * key, in the order of the ids the search chose (db/list/page-reading.ts).
 */
export interface PageIds {
  join: SQL;
  on: SQL;
  order: SQL;
}

/**
 * A search's page in statements that each do one thing. A search is planned for its words on every request
 * (runShaped's `fresh`: a generic plan cannot know how rare a word is), and planning a page's whole statement — its
 * rows written as JSON with their people, counts and rights, and its count — cost PostgreSQL more than running it
 * (a common word's page took several times longer to plan, with its count, than to run). So:
 * 1. planned anew, only the page's ids on the searched table, and the versions of the tables the total depends on;
 * 2. when those versions are the ones this process counted the same filter at (db/list/kept-totals.ts), that total;
 *    otherwise a statement of its own counts it, planned anew, beside
 * 3. the rows, read by their ids in that order with a statement built under its own shape (`name`, and whatever
 *    `rows` sets or marks on it: the actor's id and rights) and prepared as every other list's (planned once per
 *    connection). A page past the end, or a search that matches nothing, reads no rows.
 */
export async function searchedPage<R>(
  db: Db,
  shape: QueryShape,
  search: {
    /** The page's ids: `select id from <table> where … order by … limit … offset …` on `shape`'s placeholders. */
    ids: (db: Db) => SQLWrapper;
    kept: KeptTotal;
    /** The searched table's primary key, which the ids are of. */
    id: AnyPgColumn;
    name: string;
    /**
     * Sets on `shape` what the rows' statement needs (the actor's id, the marks of their rights), then returns how
     * to build that statement: runShaped builds it only once per shape (twice outside production, to check it).
     */
    rows: (shape: QueryShape, page: PageIds) => (db: Db) => Preparable<R[]>;
  },
): Promise<{ rows: R[]; total: number }> {
  const { kept } = search;
  const [chosen] = await runShaped(
    db,
    shape,
    (on) =>
      on.select({ ids: sql<number[]>`array(${search.ids(on)})`, version: kept.version }).from(sql`(select) as one`),
    { fresh: true },
  );
  const total =
    kept.known?.version === chosen.version
      ? kept.known.total
      : runShaped(
          db,
          shape,
          (on) => on.select({ total: kept.total, version: kept.version }).from(sql`(select) as one`),
          {
            fresh: true,
            part: 'total',
          },
        ).then(([counted]) => {
          kept.remember(counted);
          return counted.total;
        });
  const rows = chosen.ids.length > 0 ? rowsOf(db, search, chosen.ids) : [];
  const [page, counted] = await Promise.all([rows, total]);
  return { rows: page, total: counted };
}

function rowsOf<R>(db: Db, search: Parameters<typeof searchedPage<R>>[2], chosen: number[]): Promise<R[]> {
  const rowsShape = new QueryShape(search.name);
  const ids = rowsShape.set('ids', chosen);
  const page = { join: pageIdsOf(ids), on: onPageId(search.id), order: PAGE_ORDER };
  return runShaped(db, rowsShape, search.rows(rowsShape, page));
}
