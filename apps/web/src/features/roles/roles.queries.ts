import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TPermissionCatalogue, TRole, TRoleRequest } from '@gestora/contract/roles/roles.schema';
import { http } from '../../lib/http.ts';

export const ROLES_KEY = ['roles'] as const;

export const fetchRoles = (query: Record<string, string | number>) =>
  http.get<TPage<TRole>>('/api/roles', { params: query });

export function useRoles(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'list', query],
    queryFn: () => fetchRoles(query),
    placeholderData: keepPreviousData,
  });
}

export const fetchPermissionCatalogue = () => http.get<TPermissionCatalogue>('/api/permissions');

/** The catalogue changes only with a new release: fetched once per visit. */
export function usePermissionCatalogue(enabled = true) {
  return useQuery({ queryKey: ['permissions'], queryFn: fetchPermissionCatalogue, staleTime: Infinity, enabled });
}

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TRoleRequest }) =>
      id ? http.put<TRole>(`/api/roles/${id}`, body) : http.post<TRole>('/api/roles', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ message: string }>(`/api/roles/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}
