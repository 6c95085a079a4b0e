import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMessage } from '@gestora/contract/common.schema';
import type {
  TSelfCategory,
  TSelfCategoryDeleteQuery,
  TSelfCategoryOptions,
  TSelfCategoryRequest,
  TSelfTask,
  TSelfTaskBoard,
  TSelfTaskRequest,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { http } from '../../lib/http.ts';
import { deleteFrom, pageQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys, type ListQuery } from '../../lib/query-keys.ts';

/** The owner's categories: the list, and the options of the task form and the filters. */
export const SELF_CATEGORY_KEYS = entityKeys('self-assigned-categories');

/** The owner's tasks: the list and the board (a task's category shows on both). */
export const SELF_TASK_KEYS = {
  ...entityKeys('self-assigned-tasks'),
  boards: ['self-assigned-tasks', 'board'] as const,
  board: (query: ListQuery) => ['self-assigned-tasks', 'board', query] as const,
};

const CATEGORIES = '/api/self_assigned_categories';
const TASKS = '/api/self_assigned_tasks';

export const selfCategoriesQueryOptions = pageQuery<TSelfCategory>(SELF_CATEGORY_KEYS, CATEGORIES);

export const useSelfCategoryOptions = (enabled = true) =>
  useQuery({
    queryKey: SELF_CATEGORY_KEYS.options(),
    queryFn: () => http.get<TSelfCategoryOptions>('/api/self_assigned_category_options'),
    enabled,
  });

// A category's name and colour show on its tasks, and its count follows them: each write refreshes both.
export const useSaveSelfCategory = () =>
  useMutationThatInvalidates(saveTo<TSelfCategoryRequest, TSelfCategory>(CATEGORIES), [
    SELF_CATEGORY_KEYS.all,
    SELF_TASK_KEYS.all,
  ]);

export type CategoryDelete = { id: string } & TSelfCategoryDeleteQuery;

/** DELETE with what becomes of the category's tasks, the choice in the query string. */
export const useDeleteSelfCategory = () =>
  useMutationThatInvalidates(
    ({ id, tasks, to }: CategoryDelete) => {
      const query = new URLSearchParams();
      if (tasks) query.set('tasks', tasks);
      if (tasks === 'move' && to) query.set('to', to);
      const suffix = query.toString() ? `?${query.toString()}` : '';
      return http.delete<TMessage>(`${CATEGORIES}/${id}${suffix}`);
    },
    [SELF_CATEGORY_KEYS.all, SELF_TASK_KEYS.all],
  );

export const selfTasksQueryOptions = pageQuery<TSelfTask>(SELF_TASK_KEYS, TASKS);

export const useSelfTaskBoard = (query: ListQuery, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: SELF_TASK_KEYS.board(query),
      queryFn: () => http.get<TSelfTaskBoard>('/api/self_assigned_task_board', { params: query }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );

export const useSaveSelfTask = () =>
  useMutationThatInvalidates(saveTo<TSelfTaskRequest, TSelfTask>(TASKS), [SELF_TASK_KEYS.all, SELF_CATEGORY_KEYS.all]);

export const useDeleteSelfTask = () =>
  useMutationThatInvalidates(deleteFrom(TASKS), [SELF_TASK_KEYS.all, SELF_CATEGORY_KEYS.all]);
