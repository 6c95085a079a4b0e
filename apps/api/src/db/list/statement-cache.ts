import { createHash } from 'node:crypto';
import { is, Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import type { QueryShape } from './query-shape.ts';

interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
  /**
   * The rows as the driver gives them, by column name, without drizzle's mapping: node-postgres's and PGlite's
   * prepared queries have it (drizzle's abstract type does not declare it).
   */
  all?(values?: Record<string, unknown>): Promise<unknown[]>;
}
/** A drizzle query that can be prepared under a name and shows its text: what a statement builder returns. */
export interface Preparable<T> {
  prepare(name: string): Prepared<T>;
  toSQL(): { sql: string; params: unknown[] };
}

/*
 * The engine's statements are built once per shape and kept, each prepared under a name made from its text: on
 * the PostgreSQL server equal texts share one named statement per connection (parsed and planned once, as a generic
 * plan) and different texts never meet; PGlite ignores the name. Outside a transaction they run on the handle of
 * connections that always use the generic plan (`useGenericPlans`): left alone, PostgreSQL keeps planning these
 * texts anew on every execution because its estimate of the generic plan comes out higher
 * (docs/decisions/0003-statement-cache.md).
 */

const generic = new WeakMap<object, DbOrTx>();

const declared = new Set<string>();
/**
 * Claims a name for a declared list or statement: two declarations under one name would share their statements'
 * keys, and one's text could be served for the other's.
 */
export function claimStatementName(name: string): void {
  if (declared.has(name)) throw new Error(`'${name}' is declared twice: each list and statement needs its own name`);
  declared.add(name);
}

/** The handle whose connections force generic plans, for the statements the engine prepares on `db`. */
export function useGenericPlans(db: object, genericDb: DbOrTx): void {
  generic.set(db, genericDb);
}

const names = new Map<string, string>();
/** sha1 of the text, kept for the texts seen (a few per list: one per combination of filters and sort). */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;
    if (names.size > 5000) names.clear(); // bounded: rare filter mixes must not grow it for ever
    names.set(text, name);
  }
  return name;
}

const kept = new WeakMap<object, Map<string, { query: Prepared<unknown>; text: string; params: string }>>();
/** The params of a built query with each placeholder by its name: what two builds of one shape must share. */
const paramsOf = (params: unknown[]) => JSON.stringify(params.map((p) => (is(p, Placeholder) ? `$${p.name}` : p)));
/** Outside production every run also builds its query and compares it (see `runShaped`). */
const checkShapes = process.env.NODE_ENV !== 'production';

/**
 * Runs a statement built once per shape (`build`, given the handle to build on) with the shape's values. The
 * shape's key names everything that changes the text (the filters present, the sort, the branch of a scope); every
 * value that varies is a placeholder. Outside production each run builds the query again and throws when its text
 * or a literal parameter differs from the kept one's: a choice missing from the key, or a value written into the
 * query instead of a placeholder, fails the tests instead of answering with another request's rows.
 * `fresh` (searches: a generic plan cannot know how rare a word is) runs it unnamed on the ordinary connections,
 * planned anew for its values on every run. `part` names another statement run with the same shape's values.
 * `raw` answers the rows as the driver gives them (`all`: by column name, each value as the driver reads it, an int8
 * as a string), for a statement whose text columns are sent as they are and whose numbers the caller converts.
 */
export function runShaped<T>(
  db: DbOrTx,
  shape: QueryShape,
  build: (db: DbOrTx) => Preparable<T>,
  { fresh = false, part, raw = false }: { fresh?: boolean; part?: string; raw?: boolean } = {},
): Promise<T> {
  const on = fresh ? db : (generic.get(db) ?? db);
  let statements = kept.get(on);
  if (!statements) kept.set(on, (statements = new Map()));
  const shapeKey = shape.key;
  const key = `${fresh ? 'fresh:' : ''}${part ? `${part}:` : ''}${shapeKey}`;
  // A value or a mark set while building, or while a `deferred` part writes its text (toSQL), would be missing on
  // the runs that do not build (production's).
  const built = () => {
    const query = build(on);
    const { sql: text, params } = query.toSQL();
    if (shape.key !== shapeKey)
      throw new Error(`runShaped: '${key}' set a value or a mark while building: set them before runShaped`);
    return { query, text, params };
  };
  let entry = statements.get(key);
  if (!entry) {
    const { query, text, params } = built();
    // Unnamed, a statement is parsed and planned for its values on every run: only its text is kept.
    entry = { query: query.prepare(fresh ? '' : nameOf(text)) as Prepared<unknown>, text, params: paramsOf(params) };
    statements.set(key, entry);
  } else if (checkShapes) {
    const { text, params } = built();
    if (text !== entry.text || paramsOf(params) !== entry.params)
      throw new Error(
        `runShaped: '${shape.key}' built another query (a choice missing from the key, or a value not in a placeholder)`,
      );
  }
  const { query } = entry;
  return (raw && query.all ? query.all(shape.values) : query.execute(shape.values)) as Promise<T>;
}
