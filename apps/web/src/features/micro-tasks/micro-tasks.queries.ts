import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMicroTask, TMyMicroTaskPage } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import { http } from '../../lib/http.ts';
import { entityKeys, type ListQuery } from '../../lib/query-keys.ts';

export const MY_MICRO_TASK_KEYS = entityKeys('my-micro-tasks');

export const myMicroTasksQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: MY_MICRO_TASK_KEYS.list(query),
    queryFn: () => http.get<TMyMicroTaskPage>('/api/my_micro_tasks', { params: query }),
    placeholderData: keepPreviousData,
  });

export const useMyMicroTasks = (query: ListQuery) => useQuery(myMicroTasksQueryOptions(query));

const flip = (page: TMyMicroTaskPage, id: string, done: boolean): TMyMicroTaskPage => ({
  ...page,
  counts: { pending: page.counts.pending + (done ? -1 : 1), done: page.counts.done + (done ? 1 : -1) },
  data: page.data.map((g) => ({
    ...g,
    items: g.items.map((m) => (m.public_id === id ? { ...m, done, overdue: done ? false : m.overdue } : m)),
  })),
});

/**
 * Ticks at once in every cached page (optimistic) and restores them if the server refuses. The lists are
 * refreshed when the user changes filter or page, not right after the tick, so a ticked item stays in sight.
 */
export function useTickMyMicroTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) =>
      http.put<TMicroTask>(`/api/micro_tasks/${id}/done`, { done }),
    onMutate: async ({ id, done }) => {
      await client.cancelQueries({ queryKey: MY_MICRO_TASK_KEYS.all });
      const before = client.getQueriesData<TMyMicroTaskPage>({ queryKey: MY_MICRO_TASK_KEYS.all });
      for (const [key, page] of before) if (page) client.setQueryData(key, flip(page, id, done));
      return { before };
    },
    onError: (_e, _v, context) => {
      for (const [key, page] of context?.before ?? []) client.setQueryData(key, page);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MY_MICRO_TASK_KEYS.all, refetchType: 'none' }),
  });
}
