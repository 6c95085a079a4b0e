import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import type { TChangePasswordRequest, TSession, TUpdateProfileRequest } from '@gestora/contract/profile/profile.schema';
import { http } from '../../lib/http.ts';
import { useAuth } from '../../lib/auth-store.ts';

export const PROFILE_KEY = ['profile'] as const;
export const SESSIONS_KEY = ['profile', 'sessions'] as const;

export const fetchProfile = () => http.get<TAuthUser>('/api/profile');

export function useProfile() {
  const { user } = useAuth();
  // The stored user shows the page at once; the server's copy replaces it a moment later.
  return useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, placeholderData: user ?? undefined });
}

/** After a change of my data: the page and the top bar (name, picture) show the new values. */
function useProfileChanged() {
  const client = useQueryClient();
  const { refresh } = useAuth();
  return async (profile: TAuthUser) => {
    client.setQueryData(PROFILE_KEY, profile);
    await refresh().catch(() => undefined);
  };
}

export function useUpdateProfile() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => http.put<TAuthUser>('/api/profile', body),
    onSuccess: changed,
  });
}

export function useUploadAvatar() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return http.post<TAuthUser>('/api/profile/avatar', body);
    },
    onSuccess: changed,
  });
}

export function useRemoveAvatar() {
  const changed = useProfileChanged();
  return useMutation({ mutationFn: () => http.delete<TAuthUser>('/api/profile/avatar'), onSuccess: changed });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => http.put<{ message: string }>('/api/profile/password', body),
    // The server ends my other sessions.
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => http.get<TSession[]>('/api/profile/sessions'),
    staleTime: 0,
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ message: string }>(`/api/profile/sessions/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
