import { count, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx as Db } from '../client.ts';
import type { QueryShape } from './query-shape.ts';

/**
 * A page's rows read in the order of its ids. A list chooses its page's ids first, on its table alone (`select id …
 * order by … limit … offset …`: an index gives the order), then reads those rows with their JSON. Written as
 * `id = any(array(ids))` with the list's ORDER BY again, PostgreSQL fetched the rows by primary key and sorted them
 * once more, wide rows with their JSON already written; as `id in (ids)`, a generic plan (which cannot read LIMIT $1
 * and guesses a tenth of the table) hashed the ids first, and on tickets every ticket. As a join on `unnest(array(ids))
 * with ordinality`, estimated at a few rows, the rows come by primary key in the ids' order, and ORDER BY the
 * ordinality needs no sort (PostgreSQL knows a function scan's ordinality ascends): on the 100-row task page no
 * hash and no sort of 120 kB of rows, and a 20-row page gains less (docs/performance.md, "Making a list fast").
 *
 * On a table of a few hundred rows the generic plan may hash the ids against a scan of the table instead (the
 * projects' list keeps `= any(array(ids))`): read the list's plan (docs/performance.md, "Making a list fast").
 *
 *   selectTicketJson(db, row).innerJoin(pageIds(ids), onPageId(tickets.id)).orderBy(PAGE_ORDER)
 */
export const pageIds = (ids: SQLWrapper) => sql`unnest(array(${ids})) with ordinality as page_ids(id, n)`;

/** The page's ids as a parameter (an integer[] placeholder or value) instead of a subquery: a search's rows. */
export const pageIdsOf = (ids: SQLWrapper) => sql`unnest(${ids}::integer[]) with ordinality as page_ids(id, n)`;

/** The join of the page's ids to the table whose primary key they are. */
export const onPageId = (id: AnyPgColumn) => sql`${id} = page_ids.id`;

/** The page's order: its ids'. */
export const PAGE_ORDER = sql`page_ids.n`;

/**
 * Whether a page of a list whose rows are written from its own table's row alone (a task's JSON is kept in the row:
 * no join) is read straight from the LIMIT over that table (`pageOnTable`) rather than by its ids first: on its first
 * pages (1 and 2), marked on the shape. The ids first cost each row of the page a second visit, by primary key (the
 * 100-row task page: 400 of the statement's 616 buffer reads); read straight, the index brings each row once, in
 * order (260 reads, and the statement costs PostgreSQL markedly less). But a LIMIT over the table fetches every row its OFFSET skips, which
 * an index-only scan of the ids skips on the index alone when the table's pages are all-visible: from the third
 * page on (an OFFSET of twice the page) that would cost more than the second visits it saves.
 */
export function readsPageDirectly(shape: QueryShape, q: { page: number }): boolean {
  const direct = q.page <= 2;
  shape.mark(direct ? 'rows-direct' : 'rows-by-ids');
  return direct;
}

/** A page chosen on its own table: the list's filter and order, its placeholders, and `readsPageDirectly`'s answer. */
export interface PageOnTable {
  where: SQL | undefined;
  ordered: SQL[];
  span: { limit: Placeholder; offset: Placeholder };
  direct: boolean;
}

/**
 * The statement of a page's rows chosen on `table` (whose primary key is `id`), each row's `json` (a markedRow)
 * written from the row alone, in the page's order. Among its first pages (`direct`): read straight from the LIMIT
 * over the table, as a subquery named as the table so that the row's JSON reads its columns as on the table,
 * ordered again outside by the same keys (a subquery's order is not kept by itself: PostgreSQL knows its rows come
 * in that order and adds no sort when an index gave it; a sort by an expression sorts the page's rows once more).
 * Deeper: its ids first, on the table alone, then its rows by primary key in their order.
 *
 *   pageOnTable(db, tasks, tasks.id, { where, ordered, span, direct }, markedRow(row))
 */
export function pageOnTable(db: Db, table: PgTable, id: AnyPgColumn, page: PageOnTable, json: SQL.Aliased<string>) {
  const { where, ordered, span, direct } = page;
  // Straight: every column, for the row's JSON outside; by ids: the ids alone (an index-only scan).
  const chosen = (direct ? db.select().from(table).$dynamic() : db.select({ id }).from(table).$dynamic())
    .where(where)
    .orderBy(...ordered)
    .limit(span.limit)
    .offset(span.offset);
  if (direct)
    return db
      .select({ json })
      .from(sql`(${chosen}) as ${table}`)
      .orderBy(...ordered);
  return db.select({ json }).from(table).innerJoin(pageIds(chosen), onPageId(id)).orderBy(PAGE_ORDER);
}

/**
 * The total a list's page carries in each row (a subquery of its one statement); a page past the end has no row to
 * carry it, and counts `where` on its own, planned anew (a rare request). An empty first page means nothing
 * matches: its total is 0 without asking.
 */
export async function totalOfPage(
  db: Db,
  shape: QueryShape,
  rows: { total: number }[],
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  if (shape.values.offset === 0) return 0;
  const [{ total }] = await db.select({ total: count() }).from(table).where(where).prepare('').execute(shape.values);
  return total;
}
