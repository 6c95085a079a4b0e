import { and, type SQL } from 'drizzle-orm';
import { deferred } from './deferred-sql.ts';

/**
 * A part of a statement that depends on who asks (a scope's branch, the rights a row carries) together with the
 * key of that branch: the list engine adds the key to its statement's, so a statement built for one permission
 * branch is never served to another. Builders of a keyed part read the actor only to choose the branch; its SQL
 * uses placeholders for every value (the actor's id among them).
 */
export interface Keyed {
  key: string;
  sql: SQL;
}

/**
 * A keyed part. Given a function, its SQL is built only when the statement's text is written (`deferred`): the
 * engine asks for a list's row and scope on every request for their keys, and in production their SQL is read
 * once per statement, so a row of many fields built on every request would be garbage that costs a list's CPU.
 */
export const keyed = (key: string, sql: SQL | (() => SQL)): Keyed => ({
  key,
  sql: typeof sql === 'function' ? deferred(sql) : sql,
});

/** Both conditions (either may be missing), under both keys. */
export function andKeyed(...parts: (Keyed | undefined)[]): Keyed | undefined {
  const given = parts.filter((p): p is Keyed => p !== undefined);
  if (given.length === 0) return undefined;
  if (given.length === 1) return given[0];
  return { key: given.map((p) => p.key).join('&'), sql: and(...given.map((p) => p.sql))! };
}
