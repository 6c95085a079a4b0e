import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type {
  TMyTaskPage,
  TTaskBoard,
  TTaskComment,
  TTaskCommentRequest,
  TTaskDetail,
  TTaskFiles,
  TTaskHistoryEntry,
  TTaskPage,
  TTaskRequest,
} from '@gestora/contract/tasks/tasks.schema';
import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { http } from '../../lib/http.ts';
import { deleteFrom, recordQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys, type ListQuery } from '../../lib/query-keys.ts';

/** Every task query (list, board, my tasks, a task with its comments and history) lives under ['tasks']. */
export const TASK_KEYS = {
  ...entityKeys('tasks'),
  board: (query: ListQuery) => ['tasks', 'board', query] as const,
  boardMore: (query: ListQuery, status: string) => ['tasks', 'board', query, 'more', status] as const,
  mine: (query: ListQuery) => ['tasks', 'mine', query] as const,
  comments: (id: string) => ['tasks', 'detail', id, 'comments'] as const,
  history: (id: string) => ['tasks', 'detail', id, 'history'] as const,
};

export const tasksQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: TASK_KEYS.list(query),
    queryFn: () => http.get<TTaskPage>('/api/tasks', { params: query }),
    placeholderData: keepPreviousData,
  });

export const taskBoardQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: TASK_KEYS.board(query),
    queryFn: () => http.get<TTaskBoard>('/api/tasks/board', { params: query }),
    placeholderData: keepPreviousData,
  });

export const myTasksQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: TASK_KEYS.mine(query),
    queryFn: () => http.get<TMyTaskPage>('/api/my_tasks', { params: query }),
    placeholderData: keepPreviousData,
  });

export const taskQueryOptions = recordQuery<TTaskDetail>(TASK_KEYS, '/api/tasks');

export const useTaskBoard = (query: ListQuery, enabled = true) =>
  useQuery({ ...taskBoardQueryOptions(query), enabled });
/**
 * A board column's cards after its first TASK_BOARD_COLUMN_CAP: the next pages of /api/tasks with the column's
 * status and the board's filters, which the server orders as it orders the board (tasks-board.test.ts holds them
 * together). Fetched only once asked for (`enabled`), and refetched with the board after every change.
 */
export const useBoardColumnMore = (query: ListQuery, status: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: TASK_KEYS.boardMore(query, status),
    queryFn: ({ pageParam }) =>
      http.get<TTaskPage>('/api/tasks', {
        params: { ...query, status, per_page: TASK_BOARD_COLUMN_CAP, page: pageParam },
      }),
    initialPageParam: 2,
    getNextPageParam: (last: TTaskPage) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled,
  });
export const useMyTasks = (query: ListQuery) => useQuery(myTasksQueryOptions(query));
export const useTask = (id: string | undefined) => useQuery({ ...taskQueryOptions(id ?? ''), enabled: Boolean(id) });

export function useTaskComments(id: string, enabled = true) {
  return useQuery({
    queryKey: TASK_KEYS.comments(id),
    queryFn: () => http.get<TPage<TTaskComment>>(`/api/tasks/${id}/comments`, { params: { per_page: 100 } }),
    enabled,
  });
}

export function useTaskHistory(id: string) {
  return useQuery({
    queryKey: TASK_KEYS.history(id),
    queryFn: () => http.get<TPage<TTaskHistoryEntry>>(`/api/tasks/${id}/history`, { params: { per_page: 100 } }),
  });
}

export const useSaveTask = () =>
  useMutationThatInvalidates(saveTo<TTaskRequest, TTaskDetail>('/api/tasks'), [TASK_KEYS.all]);

export const useDeleteTask = () => useMutationThatInvalidates(deleteFrom('/api/tasks'), [TASK_KEYS.all]);

/** POST the files; the forms send one at a time, so that each shows its progress and a failure names it. */
export const uploadTaskFiles = (id: string, files: File[]) => {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return http.post<TTaskFiles>(`/api/tasks/${id}/files`, form);
};

export const useAddComment = (id: string) =>
  useMutationThatInvalidates(
    (body: TTaskCommentRequest) => http.post<TTaskComment>(`/api/tasks/${id}/comments`, body),
    [TASK_KEYS.detail(id)],
  );

/** After files went up one by one or one was removed: the task (its files) and the lists (their counts). */
export function useFilesUploaded() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: TASK_KEYS.all });
}
