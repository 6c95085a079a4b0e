import { useQuery } from '@tanstack/react-query';
import { ZReportTaskFilter } from '@gestora/contract/reports/reports.schema';
import { useListPage } from '../../components/use-list-page.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import {
  FILTER_TITLES,
  periodOf,
  periodText,
  projectReportUrl,
  projectTasksUrl,
  type TaskScope,
} from './report-format.ts';
import { ReportTasksView } from './report-tasks-view.tsx';
import { projectReportQuery, projectTasksQuery } from './reports.queries.ts';

const SCOPE = ['stage_id', 'activity_id', 'date_from', 'date_to'] as const;

/**
 * /report/project/filter_task_in_project/:project_id/:filter: exactly the tasks a figure of the fulfilment report
 * or of the project's detail counts, with its period and its stage or activity.
 */
export function ProjectTasksReportPage() {
  const { project_id: projectId = '', filter: raw = 'all' } = useParams();
  const filter = ZReportTaskFilter.catch('all').parse(raw);
  const [search] = useSearchParams();
  const period = periodOf(search);
  const scope: TaskScope = {};
  const stageId = search.get('stage_id');
  const activityId = search.get('activity_id');
  if (stageId) scope.stage_id = stageId;
  if (activityId) scope.activity_id = activityId;
  const page = useListPage({
    filters: SCOPE,
    query: projectTasksQuery(projectId, filter),
    exportPath: `/api/report/project/${projectId}/tasks/${filter}`,
  });
  // The project's name and its stages' names, from its report in the same period (shared with its detail page).
  const report = useQuery(projectReportQuery(projectId, period));
  const name = report.data?.project.project.name ?? page.table.page?.data[0]?.project.name ?? 'el proyecto';
  const stage = report.data?.stages.find((s) => (s.stage?.public_id ?? 'none') === stageId);
  const activity = stage?.activities.find((a) => (a.activity?.public_id ?? 'none') === activityId);
  const words = [periodText(period)];
  if (stageId) words.push(`Etapa: ${stage?.stage?.name ?? (stageId === 'none' ? 'Sin etapa' : '…')}`);
  if (activityId)
    words.push(`Actividad: ${activity?.activity?.name ?? (activityId === 'none' ? 'Sin actividad' : '…')}`);

  return (
    <ReportTasksView
      title={`${FILTER_TITLES[filter]} de ${name}`}
      subtitle={words.join(' · ')}
      filter={filter}
      linkTo={(f) => projectTasksUrl(projectId, f, period, scope)}
      back={{ to: projectReportUrl(projectId, period), label: 'Ver el informe del proyecto' }}
      words={words}
      page={page}
    />
  );
}
