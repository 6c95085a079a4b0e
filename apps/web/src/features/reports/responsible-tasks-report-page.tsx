import { ZReportTaskFilter } from '@gestora/contract/reports/reports.schema';
import { useListPage } from '../../components/use-list-page.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { FILTER_TITLES, periodOf, periodText, responsibleTasksUrl, withQuery } from './report-format.ts';
import { ReportTasksView } from './report-tasks-view.tsx';
import { responsibleTasksQuery } from './reports.queries.ts';

const SCOPE = ['project_id', 'date_from', 'date_to'] as const;

/** /report/responsible/tasks/:user_id/:filter: the tasks behind one person's figure, in the report's period. */
export function ResponsibleTasksReportPage() {
  const { user_id: userId = '', filter: raw = 'all' } = useParams();
  const filter = ZReportTaskFilter.catch('all').parse(raw);
  const [search] = useSearchParams();
  const period = periodOf(search);
  const projectId = search.get('project_id') ?? undefined;
  const page = useListPage({
    filters: SCOPE,
    query: responsibleTasksQuery(userId, filter),
    exportPath: `/api/report/responsible/${userId}/tasks/${filter}`,
  });
  // The person is a member of every task listed; the report's link names them too, for an empty list.
  const member = page.table.page?.data.flatMap((t) => t.members).find((m) => m.public_id === userId);
  const name = member ? `${member.name} ${member.last_name}` : (search.get('name') ?? 'la persona');
  const words = [periodText(period)];

  return (
    <ReportTasksView
      title={`${FILTER_TITLES[filter]} de ${name}`}
      subtitle={words.join(' · ')}
      filter={filter}
      linkTo={(f) => responsibleTasksUrl(userId, f, { ...period, project_id: projectId, name: search.get('name') })}
      back={{
        to: withQuery('/report/responsible/tasks_in_responsible', { ...period, project_id: projectId }),
        label: 'Volver al informe por responsable',
      }}
      words={words}
      page={page}
    />
  );
}
