import { and, type SQL } from 'drizzle-orm';

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

export const keyed = (key: string, sql: SQL): Keyed => ({ key, sql });

/** Both conditions (either may be missing), under both keys. */
export function andKeyed(...parts: (Keyed | undefined)[]): Keyed | undefined {
  const given = parts.filter((p): p is Keyed => p !== undefined);
  if (given.length === 0) return undefined;
  if (given.length === 1) return given[0];
  return { key: given.map((p) => p.key).join('&'), sql: and(...given.map((p) => p.sql))! };
}
