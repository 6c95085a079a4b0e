import { createHash } from 'node:crypto';

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a built query as a named prepared statement: PostgreSQL parses and plans each distinct text once per pooled
 * connection (and settles on a generic plan), not on every request — for a list's statement with its joins and
 * subqueries the planning costs about what running it does. Named by a digest of the SQL text: equal texts share
 * one statement, different texts never meet. For the hot lists, whose texts vary only with the filters present.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 27)}`;
  return query.prepare(name).execute();
}
