import { createHash } from 'node:crypto';
import type pg from 'pg';

interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * The name a query is prepared under when its statement should be named after its text: the pool (see
 * `nameStatementsByText`) replaces it with a digest of the SQL. Building a drizzle query is a good part of what a
 * list costs the server: naming it by its text here would build it twice (`toSQL()`, then `prepare()`), so the
 * name is given where the text is at hand.
 */
const BY_TEXT = 'gestora_by_text';

/**
 * Runs a built query as a named prepared statement: PostgreSQL parses and plans each distinct text once per pooled
 * connection (always its generic plan: see `nameStatementsByText`), not on every request — for a list's statement with its joins and
 * subqueries the planning costs about what running it does. Named by a digest of the SQL text: equal texts share
 * one statement, different texts never meet. For the hot lists, whose texts vary only with the filters present.
 * On the embedded database (PGlite) the name is ignored.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  return query.prepare(BY_TEXT).execute();
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
 * Gives the queries that `runPrepared` sends the name of their text. Outside a transaction they run on `generic`: a
 * small pool whose connections always use the statement's generic plan (plan_cache_mode = force_generic_plan).
 * Their texts are written for it (the page's ids first, `= any(array(…))`, searches never prepared), and PostgreSQL
 * left alone keeps planning them anew on every execution (a custom plan: 0.3–0.8 ms of each list's 1 ms), because
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
