import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessage, TPage } from '@gestora/contract/common.schema';
import type { TStage, TStageDetail, TStageRequest } from '@gestora/contract/stages/stages.schema';
import { http } from '../../lib/http.ts';

/** Every stage query (lists, details, the task form's options) lives under this key. */
export const STAGES_KEY = ['stages'] as const;

export function useStages(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...STAGES_KEY, 'list', query],
    queryFn: () => http.get<TPage<TStage>>('/api/stages', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useStage(id: string | undefined) {
  return useQuery({
    queryKey: [...STAGES_KEY, 'detail', id],
    queryFn: () => http.get<TStageDetail>(`/api/stages/${id}`),
    enabled: Boolean(id),
  });
}

/** Saving a stage changes project progress and pickers too: their queries are refreshed as well. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: STAGES_KEY }),
      client.invalidateQueries({ queryKey: ['projects'] }),
    ]);
}

export function useSaveStage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id?: string; body: TStageRequest }) =>
      v.id ? http.put<TStage>(`/api/stages/${v.id}`, v.body) : http.post<TStage>('/api/stages', v.body),
    onSuccess: invalidate,
  });
}

export function useDeleteStage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => http.delete<TMessage>(`/api/stages/${id}`),
    onSuccess: invalidate,
  });
}

export function useMoveStage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) =>
      http.put<TStage>(`/api/stages/${id}/position`, { position }),
    onSuccess: invalidate,
  });
}
