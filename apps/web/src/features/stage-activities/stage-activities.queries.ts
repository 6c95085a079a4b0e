import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessage, TPage } from '@gestora/contract/common.schema';
import type { TUserOptions } from '@gestora/contract/projects/projects.schema';
import type { TStageActivity, TStageActivityRequest } from '@gestora/contract/stage-activities/stage-activities.schema';
import type { TStageDetail, TStageOptions } from '@gestora/contract/stages/stages.schema';
import { http } from '../../lib/http.ts';

/** Every activity query (lists, records, the task form's options) lives under this key. */
export const STAGE_ACTIVITIES_KEY = ['stage-activities'] as const;

export function useStageActivities(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...STAGE_ACTIVITIES_KEY, 'list', query],
    queryFn: () => http.get<TPage<TStageActivity>>('/api/stage_activities', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useStageActivity(id: string | undefined) {
  return useQuery({
    queryKey: [...STAGE_ACTIVITIES_KEY, 'detail', id],
    queryFn: () => http.get<TStageActivity>(`/api/stage_activities/${id}`),
    enabled: Boolean(id),
  });
}

/** A project's stages, in order, for the stage select (the same cache as the task form's). */
export function useStageOptions(projectId: string | null) {
  return useQuery({
    queryKey: ['stages', 'options', projectId],
    queryFn: () => http.get<TStageOptions>('/api/stage_options', { params: { project_id: projectId } }),
    enabled: Boolean(projectId),
    staleTime: 60_000,
  });
}

/** A stage's detail (shared with /stage/detail): its project to preselect and its dates to bound the activity's. */
export function useStageInfo(stageId: string | null) {
  return useQuery({
    queryKey: ['stages', 'detail', stageId],
    queryFn: () => http.get<TStageDetail>(`/api/stages/${stageId}`),
    enabled: Boolean(stageId),
    staleTime: 60_000,
  });
}

export function useUserOptions(q: string) {
  return useQuery({
    queryKey: ['users', 'options', q],
    queryFn: () => http.get<TUserOptions>('/api/user_options', { params: q ? { q } : undefined }),
    staleTime: 60_000,
  });
}

/** An activity changes its stage's detail and progress too. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: STAGE_ACTIVITIES_KEY }),
      client.invalidateQueries({ queryKey: ['stages'] }),
    ]);
}

export function useSaveStageActivity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id?: string; body: TStageActivityRequest }) =>
      v.id
        ? http.put<TStageActivity>(`/api/stage_activities/${v.id}`, v.body)
        : http.post<TStageActivity>('/api/stage_activities', v.body),
    onSuccess: invalidate,
  });
}

export function useDeleteStageActivity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => http.delete<TMessage>(`/api/stage_activities/${id}`),
    onSuccess: invalidate,
  });
}
