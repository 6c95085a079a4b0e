import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import { http } from '../lib/http.ts';

// Apart from board-feed.tsx: the management pages read their module's queries file, which builds on this hook,
// and a module shared by chunks is copied into each whole (vite.config.ts), the feed's list with it.

export type Feed<T> = InfiniteData<TPage<T>>;

/**
 * An infinite board (spec section 4 "List pagination"): pages from 1, each non-empty page appended, an empty page
 * ends the list. A new department restarts at page 1 (its own key) and replaces the list. `beforeShow` may hold a
 * page back until what shows it has loaded (the board's HTML view).
 */
export function useFeed<T>(
  key: readonly unknown[],
  url: string,
  departmentId: string,
  beforeShow?: (page: TPage<T>) => Promise<unknown> | undefined,
) {
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const page = await http.get<TPage<T>>(url, {
        params: { page: pageParam, type: 'public', department_id: departmentId },
      });
      await beforeShow?.(page);
      return page;
    },
    getNextPageParam: (last, pages) => (last.data.length === 0 ? undefined : pages.length + 1),
    // Spec section 8: a failed load is silent, the loading flag cleared.
    retry: false,
  });
}
