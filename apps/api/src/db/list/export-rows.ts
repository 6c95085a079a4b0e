import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import type { Tx } from '../client.ts';
import type { ListEngine, ListQuery } from './define-list.ts';
import type { Preparable } from './statement-cache.ts';

/** Rows read from the cursor at a time: small enough that a batch's JSON is a few hundred kilobytes. */
export const EXPORT_BATCH = 500;

/** What an export does with the rows it is handed: the total before the first batch (the download's headers). */
export interface ExportHandlers<R> {
  onStart(total: number): void | Promise<void>;
  onBatch(rows: R[]): Promise<void>;
}

interface Statement {
  text: string;
  params: unknown[];
}
type Built = { toSQL(): { sql: string; params: unknown[] } };

/**
 * The list's rows and their count as texts and values instead of run: `select` builds and keeps them once per shape
 * like any other of the list's statements (the WHERE with scope and filters, the order), and this Preparable hands
 * back what it would have run, so that the export can declare a cursor over the one and run the other.
 */
function asStatements(rows: Built, count: Built): Preparable<{ rows: Statement; count: Statement }> {
  const both = () => {
    const [r, c] = [rows.toSQL(), count.toSQL()];
    return { sql: `${r.sql};\n${c.sql}`, params: [...r.params, ...c.params], r, c };
  };
  return {
    toSQL: both,
    prepare: () => {
      const { r, c } = both();
      return {
        execute: async (values) => ({
          rows: { text: r.sql, params: fillPlaceholders(r.params, values ?? {}) },
          count: { text: c.sql, params: fillPlaceholders(c.params, values ?? {}) },
        }),
      };
    },
  };
}

/** The driver's own client inside a drizzle transaction: node-postgres' PoolClient or PGlite's Transaction. */
type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
const rawClient = (tx: Tx) => (tx as unknown as { session: { client: RawClient } }).session.client;

/**
 * Every row the list's query selects (its filters, sort and the actor's scope; page and per_page ignored), as the
 * list's own row JSON, handed to `onBatch` EXPORT_BATCH at a time without ever holding them all: a NO SCROLL
 * cursor over the list's statement without LIMIT/OFFSET in a read-only REPEATABLE READ transaction (plain SQL,
 * the same on PGlite and the PostgreSQL server). Offset paging would read the rows before each page again, which
 * on 200,000 rows is quadratic. The total is counted in the same snapshot on the list's table alone (as the engine
 * counts), without writing any row's JSON. The transaction stays open while `onBatch` waits on a slow reader (on
 * PGlite that holds the one connection); when `onBatch` throws (the download was closed) the transaction rolls
 * back, which closes the cursor.
 */
export async function exportRows<Q extends ListQuery, R>(
  ctx: ServiceContext,
  actor: Actor,
  engine: ListEngine<Q, unknown>,
  q: Q,
  handlers: ExportHandlers<R>,
): Promise<{ total: number }> {
  const d = engine.declaration;
  const statements = await engine.select(ctx, actor, q, {
    name: 'export',
    parts: (a, p) => ({ row: d.row.json(a, p) }),
    build: (db, list, parts) => {
      const json = sql<string>`${parts.row.sql}`.as('json');
      const from = d.row.from
        ? d.row.from(db, json).where(list.where ?? sql`true`)
        : db.select({ json }).from(d.table).where(list.where);
      const rows = (from as { orderBy(...o: SQL[]): Built }).orderBy(...list.ordered);
      const count = db
        .select({ n: sql<number>`count(*)::int`.as('n') })
        .from(d.table)
        .where(list.where);
      return asStatements(rows, count);
    },
  });
  return ctx.db.transaction(
    async (tx) => {
      const client = rawClient(tx);
      const { rows: counted } = await client.query(statements.count.text, statements.count.params);
      const total = Number(counted[0].n);
      await handlers.onStart(total);
      await client.query(`declare export_rows no scroll cursor for ${statements.rows.text}`, statements.rows.params);
      for (;;) {
        const { rows } = await client.query(`fetch ${EXPORT_BATCH} from export_rows`);
        if (rows.length > 0) await handlers.onBatch(rows.map((r) => JSON.parse(String(r.json)) as R));
        if (rows.length < EXPORT_BATCH) break;
      }
      await client.query('close export_rows');
      return { total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
