import { createHash } from 'node:crypto';
import type pg from 'pg';

interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * The name a query is prepared under when its statement should be named after its text: the pool (see
 * `nameStatementsByText`) replaces it with a digest of the SQL. Building a drizzle query is most of what a list
 * costs the server besides the socket: naming it by its text here would build it twice (`toSQL()`, then
 * `prepare()`), so the name is given where the text is at hand.
 */
const BY_TEXT = 'gestora_by_text';

/**
 * Runs a built query as a named prepared statement: PostgreSQL parses and plans each distinct text once per pooled
 * connection (and settles on a generic plan), not on every request — for a list's statement with its joins and
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

/**
 * Gives the queries that `runPrepared` sends the name of their text, on every connection of the pool (the pool's
 * own `query` and a transaction's client both end in the connection's `query`).
 */
export function nameStatementsByText(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Every argument passes on: the pool's own `query` hands the connection a callback as the last one.
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && (config as pg.QueryConfig).name === BY_TEXT) {
        const named = config as pg.QueryConfig;
        return query({ ...named, name: nameOf(named.text) }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}
