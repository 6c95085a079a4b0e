import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TProjectFulfilmentPage,
  TProjectFulfilmentRow,
  TProjectReport,
  TReportTask,
  TReportTaskFilter,
  TReportTaskPage,
  TResponsibleReportPage,
  TResponsibleReportRow,
} from '@gestora/contract/reports/reports.schema';
import type { TPage } from '@gestora/contract/common.schema';
import type { TFulfilment } from '@gestora/contract/reports/reports.schema';
import { http } from '../../lib/http.ts';
import { entityKeys, type ListQuery } from '../../lib/query-keys.ts';
import type { Period } from './report-format.ts';

/** Every report lives under ['reports']: read-only figures, refreshed when they go stale. */
export const REPORT_KEYS = entityKeys('reports');

/** A row of a report with the id the kit's tables key their rows by. */
export type FulfilmentRow = TProjectFulfilmentRow & { public_id: string };
export type ResponsibleRow = TResponsibleReportRow & { public_id: string };
/** A report's page: its rows and the figures of every row the filters select. */
export type ReportPage<T> = TPage<T> & { totals: TFulfilment };

/** The totals a report's page carries beside its rows (kept by the query, typed as a plain page for the kit). */
export const totalsOf = (page: TPage<unknown> | undefined): TFulfilment | undefined =>
  (page as ReportPage<unknown> | undefined)?.totals;

export const fulfilmentQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: REPORT_KEYS.list({ report: 'projects', ...query }),
    queryFn: () =>
      http
        .get<TProjectFulfilmentPage>('/api/report/project_fulfillment', { params: query })
        .then((page): TPage<FulfilmentRow> => ({
          ...page,
          data: page.data.map((r) => ({ ...r, public_id: r.project.public_id })),
        })),
    placeholderData: keepPreviousData,
  });

export const responsibleQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: REPORT_KEYS.list({ report: 'responsible', ...query }),
    queryFn: () =>
      http
        .get<TResponsibleReportPage>('/api/report/responsible', { params: query })
        .then((page): TPage<ResponsibleRow> => ({
          ...page,
          data: page.data.map((r) => ({ ...r, public_id: r.user.public_id })),
        })),
    placeholderData: keepPreviousData,
  });

export const projectReportQuery = (id: string, period: Period) =>
  queryOptions({
    queryKey: [...REPORT_KEYS.detail(id), period] as const,
    queryFn: () => http.get<TProjectReport>(`/api/report/project/${id}`, { params: { ...period } }),
  });

export const projectTasksQuery = (projectId: string, filter: TReportTaskFilter) => (query: ListQuery) =>
  queryOptions({
    queryKey: REPORT_KEYS.list({ report: 'project-tasks', project: projectId, filter, ...query }),
    queryFn: () => http.get<TReportTaskPage>(`/api/report/project/${projectId}/tasks/${filter}`, { params: query }),
    placeholderData: keepPreviousData,
  });

export const responsibleTasksQuery = (userId: string, filter: TReportTaskFilter) => (query: ListQuery) =>
  queryOptions({
    queryKey: REPORT_KEYS.list({ report: 'responsible-tasks', user: userId, filter, ...query }),
    queryFn: (): Promise<TPage<TReportTask>> =>
      http.get<TReportTaskPage>(`/api/report/responsible/${userId}/tasks/${filter}`, { params: query }),
    placeholderData: keepPreviousData,
  });
