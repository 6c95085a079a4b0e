import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TClient, TClientRequest } from '@gestora/contract/clients/clients.schema';
import { http } from '../../lib/http.ts';

export const CLIENTS_KEY = ['clients'] as const;
/** The project form's client select (features/projects) reads this key: a saved client shows up there too. */
export const CLIENT_OPTIONS_KEY = ['client_options'] as const;

export const fetchClients = (query: Record<string, string | number>) =>
  http.get<TPage<TClient>>('/api/clients', { params: query });

export function useClients(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'list', query],
    queryFn: () => fetchClients(query),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateClients() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: CLIENTS_KEY }),
      client.invalidateQueries({ queryKey: CLIENT_OPTIONS_KEY }),
    ]);
}

export function useSaveClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TClientRequest }) =>
      id ? http.put<TClient>(`/api/clients/${id}`, body) : http.post<TClient>('/api/clients', body),
    onSuccess: invalidate,
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ message: string }>(`/api/clients/${id}`),
    onSuccess: invalidate,
  });
}
