import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { TMessage, TPage } from '@gestora/contract/common.schema';
import { http } from './http.ts';
import type { ListQuery } from './query-keys.ts';

/** The query options of a paged list (GET url?page&per_page&q&sort&filters), the previous page kept while loading. */
export function pageQuery<T>(keys: { list: (query: ListQuery) => QueryKey }, url: string) {
  return (query: ListQuery) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: () => http.get<TPage<T>>(url, { params: query }),
      placeholderData: keepPreviousData,
    });
}

/** The query options of one record (GET url/:id). */
export function recordQuery<T>(keys: { detail: (id: string) => QueryKey }, url: string) {
  return (id: string) => queryOptions({ queryKey: keys.detail(id), queryFn: () => http.get<T>(`${url}/${id}`) });
}

/** Create (POST url) or update (PUT url/:id) a record. */
export const saveTo =
  <B, R>(url: string) =>
  ({ id, body }: { id?: string; body: B }) =>
    id ? http.put<R>(`${url}/${id}`, body) : http.post<R>(url, body);

/** DELETE url/:id. */
export const deleteFrom = (url: string) => (id: string) => http.delete<TMessage>(`${url}/${id}`);
