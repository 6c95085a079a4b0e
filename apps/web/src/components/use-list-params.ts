import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../lib/router/use-search-params.ts';
import { LIMITS } from '@gestora/contract/limits';

export interface ListParams<F extends string> {
  page: number;
  perPage: number;
  q: string;
  sort: string;
  filters: Record<F, string>;
  /** The query string for the API: only the values that are set. */
  query: Record<string, string | number>;
  /** True when a search or a filter narrows the list (the empty state says so). */
  filtered: boolean;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setQ: (q: string) => void;
  setSort: (sort: string) => void;
  setFilter: (key: F, value: string | null) => void;
  clear: () => void;
}

/** A picker bound to one filter of the URL: its value (null when none) and its change. */
export const bindFilter = <F extends string>(list: ListParams<F>, name: F) => ({
  value: list.filters[name] || null,
  onChange: (value: string | null) => list.setFilter(name, value),
});

const toInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * Page, page size, search, sort and filters of a list, kept in the URL query so that a reload, the back button
 * or a shared link shows the same list. Changing the search or a filter goes back to page 1.
 */
export function useListParams<F extends string = never>(
  filterKeys: readonly F[] = [],
  defaults: { sort?: string; perPage?: number } = {},
): ListParams<F> {
  const [search, setSearch] = useSearchParams();
  const defaultPerPage = defaults.perPage ?? LIMITS.defaultPerPage;
  const defaultSort = defaults.sort ?? '';

  const page = toInt(search.get('page'), 1);
  const perPage = toInt(search.get('per_page'), defaultPerPage, LIMITS.maxPerPage);
  const q = search.get('q') ?? '';
  const sort = search.get('sort') ?? defaultSort;
  const filterValues = filterKeys.map((k) => search.get(k) ?? '').join('\u0000');

  const filters = useMemo(() => {
    const values = filterValues.split('\u0000');
    return Object.fromEntries(filterKeys.map((k, i) => [k, values[i] ?? ''])) as Record<F, string>;
    // filterKeys is a constant list per page; its values are tracked through filterValues.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterValues]);

  const query = useMemo(() => {
    const out: Record<string, string | number> = { page, per_page: perPage };
    if (q) out.q = q;
    if (sort) out.sort = sort;
    for (const [k, v] of Object.entries(filters)) if (v) out[k] = v as string;
    return out;
  }, [page, perPage, q, sort, filters]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage: boolean, replace = false) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );

  return {
    page,
    perPage,
    q,
    sort,
    filters,
    query,
    filtered: q !== '' || Object.values(filters).some(Boolean),
    setPage: useCallback((p: number) => update({ page: p === 1 ? null : p }, false), [update]),
    setPerPage: useCallback(
      (n: number) => update({ per_page: n === defaultPerPage ? null : n }, true),
      [update, defaultPerPage],
    ),
    // Typing replaces the history entry: the back button should not step through every keystroke.
    setQ: useCallback((value: string) => update({ q: value.trim() || null }, true, true), [update]),
    setSort: useCallback((s: string) => update({ sort: s === defaultSort ? null : s }, true), [update, defaultSort]),
    setFilter: useCallback((key: F, value: string | null) => update({ [key]: value }, true), [update]),
    clear: useCallback(
      () => update(Object.fromEntries([...filterKeys, 'q', 'page'].map((k) => [k, null])), true),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [update],
    ),
  };
}
