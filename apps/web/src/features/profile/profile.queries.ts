import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import type {
  TChangePasswordRequest,
  TEndOtherSessionsResponse,
  TSession,
  TUpdateProfileRequest,
} from '@gestora/contract/profile/profile.schema';
import { http } from '../../lib/http.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** My profile and my sessions; my name and picture also show in every person picker (under ['users']). */
export const PROFILE_KEYS = {
  all: entityKeys('profile').all,
  sessions: [...entityKeys('profile').all, 'sessions'] as const,
};

export const fetchProfile = () => http.get<TAuthUser>('/api/profile');

export function useProfile() {
  const { user } = useAuth();
  // The stored user shows the page at once; the server's copy replaces it a moment later.
  return useQuery({ queryKey: PROFILE_KEYS.all, queryFn: fetchProfile, placeholderData: user ?? undefined });
}

/** After a change of my data: the page and the top bar (name, picture) show the new values. */
function useProfileChanged() {
  const client = useQueryClient();
  const { refresh } = useAuth();
  return async (profile: TAuthUser) => {
    client.setQueryData(PROFILE_KEYS.all, profile);
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
    onSuccess: () => client.invalidateQueries({ queryKey: PROFILE_KEYS.sessions }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: PROFILE_KEYS.sessions,
    queryFn: () => http.get<TSession[]>('/api/profile/sessions'),
    staleTime: 0,
  });
}

/** Ends some of my sessions (one, or every one of a device and browser), one request each. */
export function useRevokeSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      Promise.all(ids.map((id) => http.delete<{ message: string }>(`/api/profile/sessions/${id}`))),
    // Also after a failure: some of them may have ended before it.
    onSettled: () => client.invalidateQueries({ queryKey: PROFILE_KEYS.sessions }),
  });
}

/** 'Cerrar las demás sesiones': the server ends every session but this one. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<TEndOtherSessionsResponse>('/api/profile/sessions'),
    onSettled: () => client.invalidateQueries({ queryKey: PROFILE_KEYS.sessions }),
  });
}
