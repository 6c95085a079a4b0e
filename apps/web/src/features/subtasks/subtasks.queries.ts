import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@gestora/contract/common.schema';
import type {
  TMicroTask,
  TMicroTaskCreateRequest,
  TMicroTaskList,
} from '@gestora/contract/micro-tasks/micro-tasks.schema';
import type {
  TSubtask,
  TSubtaskCreateRequest,
  TSubtaskPage,
  TSubtaskUpdateRequest,
} from '@gestora/contract/subtasks/subtasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { http } from '../../lib/http.ts';
import { entityKeys, type ListQuery } from '../../lib/query-keys.ts';

/** A task's subtask lists and each subtask's micro-tasks live under ['subtasks']: every change refreshes them. */
export const SUBTASK_KEYS = {
  ...entityKeys('subtasks'),
  listOf: (taskId: string, query: ListQuery) => ['subtasks', 'list', taskId, query] as const,
  micro: (subtaskId: string) => ['subtasks', 'micro', subtaskId] as const,
};

export const subtasksQueryOptions = (taskId: string, query: ListQuery) =>
  queryOptions({
    queryKey: SUBTASK_KEYS.listOf(taskId, query),
    queryFn: () => http.get<TSubtaskPage>(`/api/tasks/${taskId}/subtasks`, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useSubtasks = (taskId: string, query: ListQuery) => useQuery(subtasksQueryOptions(taskId, query));

/** Every subtask change moves the list and its counters; the micro-task lists follow their subtask. */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SUBTASK_KEYS.all });
}

export function useSaveSubtask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TSubtaskCreateRequest | TSubtaskUpdateRequest }) =>
      id ? http.put<TSubtask>(`/api/subtasks/${id}`, body) : http.post<TSubtask>('/api/subtasks', body),
    onSuccess: invalidate,
  });
}

/** Moves the badge at once in every cached list and puts the old status back if the server refuses. */
export function useSubtaskStatus() {
  const client = useQueryClient();
  const lists = SUBTASK_KEYS.lists;
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TTaskStatus }) =>
      http.put<TSubtask>(`/api/subtasks/${id}/status`, { status }),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: lists });
      const before = client.getQueriesData<TSubtaskPage>({ queryKey: lists });
      client.setQueriesData<TSubtaskPage>({ queryKey: lists }, (page) =>
        page ? { ...page, data: page.data.map((s) => (s.public_id === id ? { ...s, status } : s)) } : page,
      );
      return { before };
    },
    onError: (_e, _v, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: SUBTASK_KEYS.all }),
  });
}

export const deleteSubtask = (id: string) => http.delete<TMessage>(`/api/subtasks/${id}`);

export function useMicroTasks(subtaskId: string, enabled: boolean) {
  return useQuery({
    queryKey: SUBTASK_KEYS.micro(subtaskId),
    queryFn: () => http.get<TMicroTaskList>(`/api/subtasks/${subtaskId}/micro_tasks`),
    enabled,
  });
}

export function useAddMicroTask(subtaskId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Omit<TMicroTaskCreateRequest, 'subtask_id'>) =>
      http.post<TMicroTask>('/api/micro_tasks', { ...body, subtask_id: subtaskId }),
    onSuccess: invalidate,
  });
}

/** Ticks at once on screen and puts the item back if the server refuses. */
export function useTickMicroTask(subtaskId: string) {
  const client = useQueryClient();
  const key = SUBTASK_KEYS.micro(subtaskId);
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) =>
      http.put<TMicroTask>(`/api/micro_tasks/${id}/done`, { done }),
    onMutate: async ({ id, done }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TMicroTaskList>(key);
      if (before) {
        client.setQueryData<TMicroTaskList>(key, {
          ...before,
          done: before.done + (done ? 1 : -1),
          data: before.data.map((m) => (m.public_id === id ? { ...m, done } : m)),
        });
      }
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: SUBTASK_KEYS.all }),
  });
}

export function useDeleteMicroTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => http.delete<TMessage>(`/api/micro_tasks/${id}`),
    onSuccess: invalidate,
  });
}
