import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `q` as a Spanish full-text prefix query ('dise' finds 'diseño'), its words joined by `join` (every word, or any):
 * only letters and digits reach to_tsquery, so its operators cannot be injected. Null when `q` holds no word.
 */
export function prefixQuery(q: string | undefined | null, join: 'all' | 'any' = 'all'): string | null {
  const words = (q ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(join === 'all' ? ' & ' : ' | ') : null;
}

/** `vector` matches a prefixQuery (a placeholder or a value). */
export const matchesPrefix = (vector: SQLWrapper, query: SQLWrapper | string): SQL =>
  sql`${vector} @@ to_tsquery('spanish', ${query})`;
