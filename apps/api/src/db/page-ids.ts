import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A page's rows read in the order of its ids. A list chooses its page's ids first, on its table alone (`select id …
 * order by … limit … offset …`: an index gives the order), then reads those rows with their JSON. Written as
 * `id = any(array(ids))` with the list's ORDER BY again, PostgreSQL fetched the rows by primary key and sorted them
 * once more, wide rows with their JSON already written; as `id in (ids)`, a generic plan (which cannot read LIMIT $1
 * and guesses a tenth of the table) hashed the ids first, and on tickets every ticket. As a join on `unnest(array(ids))
 * with ordinality`, estimated at a few rows, the rows come by primary key in the ids' order, and ORDER BY the
 * ordinality needs no sort (PostgreSQL knows a function scan's ordinality ascends). The 100-row task page's
 * statement, a prepared statement run in a loop from Node on the bench database: 670 → 540 µs (its execution 0.36 →
 * 0.25 ms: no hash, no sort of 120 kB); the 20-row page's 270 → 240 µs.
 *
 * On a table of a few hundred rows the generic plan may hash the ids against a scan of the table instead (the
 * projects' list keeps `= any(array(ids))`): read the list's plan (README, "Making a list fast").
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
