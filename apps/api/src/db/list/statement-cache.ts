import { createHash } from 'node:crypto';
import { count, is, Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';
import type { QueryShape } from './query-shape.ts';
import { useCompiledMapper, type MappablePrepared } from './row-mapper.ts';

interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}
export interface Preparable<T> {
  prepare(name: string): Prepared<T>;
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The name `runShaped` prepares a query under: the pool (see `nameStatementsByText`) replaces it with a digest of
 * the SQL, so that equal texts share one named statement per connection (PostgreSQL parses and plans it once,
 * always its generic plan, not on every request) and different texts never meet. On PGlite the name is ignored.
 */
const BY_TEXT = 'gestora_by_text';

const shapes = new WeakMap<object, Map<string, { query: Prepared<unknown>; text: string; params: string }>>();
/** The params of a built query with each placeholder by its name: what two builds of one shape must share. */
const paramsOf = (params: unknown[]) => JSON.stringify(params.map((p) => (is(p, Placeholder) ? `$${p.name}` : p)));
/** Outside production every run also builds its query and compares it (see `runShaped`). */
const checkShapes = process.env.NODE_ENV !== 'production';

/**
 * Runs a hot list's query as a named prepared statement (BY_TEXT), built once per shape: building a drizzle query
 * (its entity checks, the SQL's chunks, the names) cost a quarter of a list's time in the server. `build` writes every value that
 * varies as a placeholder (`shape.when('status', q.status, (v) => eq(tickets.status, v))`, `.limit(shape.set(…))`)
 * and the shape's key names everything else that changes the text (the filters present, the sort). The built query
 * is kept per database handle and key. Outside production each run builds the query again and throws when its text
 * or a literal parameter differs from the kept one's: a choice missing from the key, or a value written into the
 * query instead of a placeholder, fails the tests instead of answering with another request's rows.
 * `fresh` (searches: a generic plan cannot know how rare a word is) runs it unnamed, planned anew for its values
 * on every run (built once per shape all the same). `part` names another statement run with the same shape's
 * values (a search's count beside its page: searched-page.ts).
 */
export function runShaped<T>(
  db: object,
  shape: QueryShape,
  build: () => Preparable<T>,
  { fresh = false, part }: { fresh?: boolean; part?: string } = {},
): Promise<T> {
  let kept = shapes.get(db);
  if (!kept) shapes.set(db, (kept = new Map()));
  const shapeKey = shape.key;
  const key = `${fresh ? 'fresh:' : ''}${part ? `${part}:` : ''}${shapeKey}`;
  // A value or a mark set while building, or while a `deferred` part writes its text (toSQL), would be missing on
  // the runs that do not build (production's).
  const built = () => {
    const query = build();
    const { sql: text, params } = query.toSQL();
    if (shape.key !== shapeKey)
      throw new Error(`runShaped: '${key}' set a value or a mark while building: set them before runShaped`);
    return { query, text, params };
  };
  let entry = kept.get(key);
  if (!entry) {
    const { query, text, params } = built();
    // Unnamed, a statement is parsed and planned for its values on every run: only its text is kept.
    const prepared = query.prepare(fresh ? '' : BY_TEXT);
    useCompiledMapper(prepared as MappablePrepared, checkShapes);
    entry = { query: prepared as Prepared<unknown>, text, params: paramsOf(params) };
    kept.set(key, entry);
  } else if (checkShapes) {
    const { text, params } = built();
    if (text !== entry.text || paramsOf(params) !== entry.params)
      throw new Error(
        `runShaped: '${shape.key}' built another query (a choice missing from the key, or a value not in a placeholder)`,
      );
  }
  return entry.query.execute(shape.values) as Promise<T>;
}

/**
 * The total a list's page carries in each row (a subquery of its one statement); a page past the end has no row to
 * carry it, and counts `where` on its own, planned anew (a rare request). An empty first page (`shape.page` set its
 * offset to 0) means nothing matches: its total is 0 without asking — the common answer of "my posts" and "my
 * ideas" for whoever has none, which counted apart on every visit.
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
  // Another statement than the shape's own (runShaped keeps that one): built here, unnamed, planned for its values.
  const [{ total }] = await db.select({ total: count() }).from(table).where(where).prepare('').execute(shape.values);
  return total;
}

const names = new Map<string, string>();
/** sha1 of the text, kept for the texts seen (a few per list: one per combination of filters and sort). */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;
    if (names.size > 5000) names.clear(); // bounded: searches and rare filter mixes must not grow it for ever
    names.set(text, name);
  }
  return name;
}

const isByText = (config: unknown): config is pg.QueryConfig =>
  !!config && typeof config === 'object' && (config as pg.QueryConfig).name === BY_TEXT;

/**
 * Gives the queries that `runShaped` sends the name of their text. Outside a transaction they run on `generic`: a
 * small pool whose connections always use the statement's generic plan (plan_cache_mode = force_generic_plan).
 * Their texts are written for it (the page's ids first, `= any(array(…))`, searches never prepared), and PostgreSQL
 * left alone keeps planning them anew on every execution (a custom plan: a large part of each list's cost), because
 * its estimate of the generic plan comes out higher. Only these: a search's generic plan cannot know how rare its
 * word is, and the other statements are not prepared. Inside a transaction they stay on its connection, named.
 */
export function nameStatementsByText(pool: pg.Pool, generic: pg.Pool): void {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
    isByText(config)
      ? (generic.query as (...args: unknown[]) => unknown)({ ...config, name: nameOf(config.text) }, ...rest)
      : poolQuery(config, ...rest);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Every argument passes on: the pool's own `query` hands the connection a callback as the last one.
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
      isByText(config) ? query({ ...config, name: nameOf(config.text) }, ...rest) : query(config, ...rest);
  });
}
