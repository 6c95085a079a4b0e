import { useQuery } from '@tanstack/react-query';
import type { TTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import { http } from '../../lib/http.ts';
import { entityKeys } from '../../lib/query-keys.ts';

export const CHART_KEYS = entityKeys('home-chart');

/** The 'Gestión' tab's figures; a failure shows nothing (spec section 8: "returns false with no message"). */
export const useChart = () =>
  useQuery({
    queryKey: CHART_KEYS.all,
    queryFn: () => http.get<TTasksAndTicketsChart>('/api/tasks_and_tickets_chart'),
    retry: false,
  });
