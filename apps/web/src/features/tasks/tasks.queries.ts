import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TProjectOptions, TUserOptions } from '@gestora/contract/projects/projects.schema';
import type { TStageActivityOptions } from '@gestora/contract/stage-activities/stage-activities.schema';
import type { TStageOptions } from '@gestora/contract/stages/stages.schema';
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
import { http } from '../../lib/http.ts';

export const TASKS_KEY = ['tasks'] as const;
type Query = Record<string, string | number>;

export function useTaskList(query: Query, enabled = true) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'list', query],
    queryFn: () => http.get<TTaskPage>('/api/tasks', { params: query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const boardKey = (query: Query) => [...TASKS_KEY, 'board', query] as const;

export function useTaskBoard(query: Query, enabled = true) {
  return useQuery({
    queryKey: boardKey(query),
    queryFn: () => http.get<TTaskBoard>('/api/tasks/board', { params: query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const myTasksKey = (query: Query) => [...TASKS_KEY, 'mine', query] as const;

export function useMyTasks(query: Query) {
  return useQuery({
    queryKey: myTasksKey(query),
    queryFn: () => http.get<TMyTaskPage>('/api/my_tasks', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export const taskKey = (id: string) => [...TASKS_KEY, 'detail', id] as const;

export function useTask(id: string | undefined) {
  return useQuery({
    queryKey: taskKey(id ?? ''),
    queryFn: () => http.get<TTaskDetail>(`/api/tasks/${id}`),
    enabled: Boolean(id),
  });
}

export function useTaskComments(id: string, enabled = true) {
  return useQuery({
    queryKey: [...taskKey(id), 'comments'],
    queryFn: () => http.get<TPage<TTaskComment>>(`/api/tasks/${id}/comments`, { params: { per_page: 100 } }),
    enabled,
  });
}

export function useTaskHistory(id: string) {
  return useQuery({
    queryKey: [...taskKey(id), 'history'],
    queryFn: () => http.get<TPage<TTaskHistoryEntry>>(`/api/tasks/${id}/history`, { params: { per_page: 100 } }),
  });
}

export function useSaveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; body: TTaskRequest }) =>
      v.id ? http.put<TTaskDetail>(`/api/tasks/${v.id}`, v.body) : http.post<TTaskDetail>('/api/tasks', v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(`/api/tasks/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}

export const uploadTaskFiles = (id: string, files: File[]) => {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return http.post<TTaskFiles>(`/api/tasks/${id}/files`, form);
};

export function useUploadTaskFiles(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadTaskFiles(id, files),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKey(id) }),
  });
}

export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTaskCommentRequest) => http.post<TTaskComment>(`/api/tasks/${id}/comments`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKey(id) }),
  });
}

/** The pickers' options; each list is small (the API caps it) and searched on the server where it can grow. */
export function useProjectOptions(q = '') {
  return useQuery({
    queryKey: ['projects', 'options', q],
    queryFn: () => http.get<TProjectOptions>('/api/project_options', { params: q ? { q } : undefined }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useStageOptions(projectId: string | null) {
  return useQuery({
    queryKey: ['stages', 'options', projectId],
    queryFn: () => http.get<TStageOptions>('/api/stage_options', { params: { project_id: projectId } }),
    enabled: Boolean(projectId),
    staleTime: 60_000,
  });
}

export function useActivityOptions(stageId: string | null) {
  return useQuery({
    queryKey: ['stage-activities', 'options', stageId],
    queryFn: () => http.get<TStageActivityOptions>('/api/stage_activity_options', { params: { stage_id: stageId } }),
    enabled: Boolean(stageId),
    staleTime: 60_000,
  });
}

export function useUserOptions(q: string, enabled = true) {
  return useQuery({
    queryKey: ['users', 'options', q],
    queryFn: () => http.get<TUserOptions>('/api/user_options', { params: q ? { q } : undefined }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

export function useRemoveTaskFile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => http.delete<unknown>(`/api/tasks/${id}/files/${fileId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKey(id) }),
  });
}
