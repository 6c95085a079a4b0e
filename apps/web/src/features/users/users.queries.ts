import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TRoleOptions } from '@gestora/contract/roles/roles.schema';
import type {
  TAdminPasswordRequest,
  TCreateUserRequest,
  TCreateUserResponse,
  TUpdateUserRequest,
  TUser,
} from '@gestora/contract/users/users.schema';
import { http } from '../../lib/http.ts';

export const USERS_KEY = ['users'] as const;

export const fetchUsers = (query: Record<string, string | number>) =>
  http.get<TPage<TUser>>('/api/users', { params: query });

export function useUsers(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: () => fetchUsers(query),
    placeholderData: keepPreviousData,
  });
}

/** The roles to choose from, by name (GET /api/role_options: open to those who manage users). */
export function useRoleOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: () => http.get<TRoleOptions>('/api/role_options'),
    select: (roles) => roles.map((r) => ({ value: r.public_id, label: r.name })),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; body: TUpdateUserRequest } | { id?: undefined; body: TCreateUserRequest }) =>
      v.id ? http.put<TUser>(`/api/users/${v.id}`, v.body) : http.post<TCreateUserResponse>('/api/users', v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      http.put<TUser>(`/api/users/${id}/active`, { active }),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAdminPasswordRequest }) =>
      http.post<{ message: string }>(`/api/users/${id}/password`, body),
  });
}
