import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TDepartment, TDepartmentRequest } from '@gestora/contract/departments/departments.schema';
import { http } from '../../lib/http.ts';
import { ACTIVE_DEPARTMENTS_KEY } from '../../components/department-select.tsx';

export const DEPARTMENTS_KEY = ['departments'] as const;

export const fetchDepartments = (query: Record<string, string | number>) =>
  http.get<TPage<TDepartment>>('/api/departments', { params: query });

export function useDepartments(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...DEPARTMENTS_KEY, 'list', query],
    queryFn: () => fetchDepartments(query),
    placeholderData: keepPreviousData,
  });
}

/** Every change to an area also changes the department selects of other screens. */
function useInvalidateDepartments() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: DEPARTMENTS_KEY }),
      client.invalidateQueries({ queryKey: ACTIVE_DEPARTMENTS_KEY }),
    ]);
}

export function useSaveDepartment() {
  const invalidate = useInvalidateDepartments();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TDepartmentRequest }) =>
      id ? http.put<TDepartment>(`/api/departments/${id}`, body) : http.post<TDepartment>('/api/departments', body),
    onSuccess: invalidate,
  });
}

export function useDeleteDepartment() {
  const invalidate = useInvalidateDepartments();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ message: string }>(`/api/departments/${id}`),
    onSuccess: invalidate,
  });
}
