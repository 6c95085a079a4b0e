import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TSecurityLogEntry } from '@gestora/contract/security-log/security-log.schema';
import { http } from '../../lib/http.ts';

export const fetchSecurityLog = (query: Record<string, string | number>) =>
  http.get<TPage<TSecurityLogEntry>>('/api/security_log', { params: query });

export function useSecurityLog(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['security_log', query],
    queryFn: () => fetchSecurityLog(query),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: never trust a cached page.
    staleTime: 0,
  });
}
