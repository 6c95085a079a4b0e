import type { TPage } from '@gestora/contract/common.schema';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

export function pageOf<T>(data: T[], total: number, q: { page: number; per_page: number }): TPage<T> {
  return {
    data,
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
  };
}

/**
 * 'name' or '-name' → ORDER BY on its column; none → `fallback`. The keys are the list's sort keys of the
 * contract (zSort), so the compiler sees a key without a column.
 */
export function sortBy<K extends string>(
  sort: K | `-${K}` | undefined,
  columns: Record<NoInfer<K>, AnyColumn | SQL>,
  fallback: SQL,
): SQL {
  if (!sort) return fallback;
  const key = sort.replace(/^-/, '');
  // Own keys only, should a caller pass an unchecked string: 'constructor' or '__proto__' would otherwise find
  // Object.prototype's members.
  if (!Object.hasOwn(columns, key)) return fallback;
  const column = (columns as Record<string, AnyColumn | SQL>)[key];
  return sort.startsWith('-') ? desc(column) : asc(column);
}

/** Escapes LIKE wildcards so a search for '50%' looks for exactly that. */
export const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
