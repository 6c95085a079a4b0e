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

/** 'name' or '-name' → ORDER BY on an allow-listed column; anything else falls back to `fallback`. */
export function sortBy(sort: string | undefined, columns: Record<string, AnyColumn | SQL>, fallback: SQL): SQL {
  if (!sort) return fallback;
  const key = sort.replace(/^-/, '');
  const column = columns[key];
  if (!column) return fallback;
  return sort.startsWith('-') ? desc(column) : asc(column);
}

/** Escapes LIKE wildcards so a search for '50%' looks for exactly that. */
export const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
