import type { TReportTaskFilter } from '@gestora/contract/reports/reports.schema';
import { formatDate } from '../../lib/dates.ts';

/*
 * The reports' words and numbers: Spanish figures ('12.345', '85 %'), the name of each figure and the address of
 * the task list behind it, so that every table, card and chart of the reports links the same way.
 */

const count = new Intl.NumberFormat('es');
const percent = new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 0 });

/** '12.345'. */
export const formatCount = (n: number) => count.format(n);

/** 85 → '85 %' (the server sends whole percentages). */
export const formatPercent = (n: number) => percent.format(n / 100);

/** The short name of each figure: a column's heading, a tab of the task list. */
export const FILTER_LABELS: Record<TReportTaskFilter, string> = {
  all: 'Todas',
  finished: 'Finalizadas',
  on_time: 'A tiempo',
  late: 'Con retraso',
  open: 'Abiertas',
  overdue: 'Vencidas',
};

/** The tasks behind a figure, as a title says them: 'Tareas vencidas' (of a project, of a person). */
export const FILTER_TITLES: Record<TReportTaskFilter, string> = {
  all: 'Todas las tareas',
  finished: 'Tareas finalizadas',
  on_time: 'Tareas finalizadas a tiempo',
  late: 'Tareas finalizadas con retraso',
  open: 'Tareas abiertas',
  overdue: 'Tareas vencidas',
};

export interface Period {
  date_from?: string;
  date_to?: string;
}

/** The period of a report's URL query (the contract's ZDateFilter), only what is set. */
export function periodOf(search: URLSearchParams | Record<string, string>): Period {
  const get = (k: string) => (search instanceof URLSearchParams ? search.get(k) : search[k]) || undefined;
  const out: Period = {};
  const from = get('date_from');
  const to = get('date_to');
  if (from) out.date_from = from;
  if (to) out.date_to = to;
  return out;
}

/** The period in words: 'Del 1 de marzo de 2026 al 31 de marzo de 2026', or 'Todo el periodo'. */
export function periodText({ date_from: from, date_to: to }: Period): string {
  if (from && to) return `Del ${formatDate(from)} al ${formatDate(to)}`;
  if (from) return `Desde el ${formatDate(from)}`;
  if (to) return `Hasta el ${formatDate(to)}`;
  return 'Todo el periodo';
}

/** A path with the values that are set as its query ('?date_from=…&stage_id=none'). */
export function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A narrowing of a project's figure to one stage or activity ('none': the tasks without one). */
export interface TaskScope {
  stage_id?: string;
  activity_id?: string;
}

/** /report/project/filter_task_in_project/{id}/{filter}: the tasks a project's figure counts, in its period. */
export const projectTasksUrl = (projectId: string, filter: TReportTaskFilter, period: Period, scope: TaskScope = {}) =>
  withQuery(`/report/project/filter_task_in_project/${projectId}/${filter}`, { ...period, ...scope });

/** /report/project/datail/{id} (the spec's spelling): the project's figures by stage and activity. */
export const projectReportUrl = (projectId: string, period: Period) =>
  withQuery(`/report/project/datail/${projectId}`, { ...period });

/** /report/responsible/tasks/{user_id}/{filter}: the tasks behind one person's figure, same period and project. */
export const responsibleTasksUrl = (
  userId: string,
  filter: TReportTaskFilter,
  query: Period & { project_id?: string; name?: string | null },
) => withQuery(`/report/responsible/tasks/${userId}/${filter}`, { ...query });
