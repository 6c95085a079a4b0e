import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { readMarkedJsonAsBytes } from './json-bytes.ts';
import { useGenericPlans } from './list/statement-cache.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts the statements sent, for the tests that guard against a query per row. */
  stats: { queries: number };
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The pg pool (PostgreSQL server only), for the Socket.IO adapter. */
  pool?: pg.Pool;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  /** An already open PGlite to use instead (the tests hand over one loaded from their template). */
  client?: PGlite;
}): Promise<Database> {
  const stats = { queries: 0 };
  const logger = { logQuery: () => void stats.queries++ };
  if (opts.databaseUrl) {
    readMarkedJsonAsBytes();
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const generic = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 5,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // pool.end() resolves before its connections have said goodbye: close() waits for them, so that a database
    // dropped right after (the tests) does not cut them off mid-way.
    const open = new Set<Promise<void>>();
    for (const p of [pool, generic]) {
      p.on('connect', (client) => {
        const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
        open.add(ended);
        void ended.then(() => open.delete(ended));
      });
    }
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    // The list engine's prepared statements run on connections that always use their generic plan.
    useGenericPlans(db, drizzlePg(generic, { schema, logger }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      stats,
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), generic.end()]);
        await Promise.race([Promise.all([...open]), new Promise((r) => setTimeout(r, 2000).unref())]);
      },
    };
  }
  const memory = opts.pgliteDir === 'memory://';
  if (!memory && !opts.client) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = opts.client ?? new PGlite(memory ? undefined : opts.pgliteDir);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    stats,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
