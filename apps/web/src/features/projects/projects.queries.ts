import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TClientOptions } from '@gestora/contract/clients/clients.schema';
import type {
  TProject,
  TProjectDetail,
  TProjectRequest,
  TUserOptions,
} from '@gestora/contract/projects/projects.schema';
import { http } from '../../lib/http.ts';

/** Every project query (list, detail, the pickers' options) lives under this key: a save refreshes them all. */
export const PROJECTS_KEY = ['projects'] as const;

export const fetchProjects = (query: Record<string, string | number>) =>
  http.get<TPage<TProject>>('/api/projects', { params: query });

export function useProjects(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'list', query],
    queryFn: () => fetchProjects(query),
    placeholderData: keepPreviousData,
  });
}

export const projectQuery = (id: string) => ({
  queryKey: [...PROJECTS_KEY, 'detail', id],
  queryFn: () => http.get<TProjectDetail>(`/api/projects/${id}`),
});

export function useProject(id: string | undefined) {
  return useQuery({ ...projectQuery(id ?? ''), enabled: Boolean(id) });
}

export function useSaveProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TProjectRequest }) =>
      id ? http.put<TProjectDetail>(`/api/projects/${id}`, body) : http.post<TProjectDetail>('/api/projects', body),
    onSuccess: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ message: string }>(`/api/projects/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

/** Same key as the clients screen invalidates after a save, so a new client shows up here at once. */
export function useClientOptions() {
  return useQuery({
    queryKey: ['client_options'],
    queryFn: () => http.get<TClientOptions>('/api/client_options'),
    staleTime: 5 * 60_000,
  });
}

export function useUserOptions(q: string) {
  return useQuery({
    queryKey: ['user_options', q],
    queryFn: () => http.get<TUserOptions>('/api/user_options', { params: q ? { q } : undefined }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
