import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { UserAvatar } from '../../components/user-avatar.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { DateWindowFilter } from '../../components/date-field.tsx';
import { FILTER_WIDTH, FilterBar } from '../../components/filter-bar.tsx';
import { DepartmentFilter } from '../../components/lookup-selects.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { bindFilter } from '../../components/use-list-params.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { departmentOptionsQuery } from '../../lib/lookups.queries.ts';
import { figureColumns } from './figure-columns.tsx';
import { FiguresSummary } from './figures-summary.tsx';
import { PrintButton, PrintHeading, ReportFrame, ScreenOnly } from './report-print.tsx';
import { periodOf, periodText, responsibleTasksUrl } from './report-format.ts';
import { responsibleQuery, totalsOf, type ResponsibleRow } from './reports.queries.ts';

const FILTERS = ['department_id', 'project_id', 'date_from', 'date_to'] as const;
const personName = (r: ResponsibleRow) => `${r.user.name} ${r.user.last_name}`;

/**
 * /report/responsible/tasks_in_responsible 'Informe por responsable': each person's tasks (those they are a member
 * of) assigned, finished, on time, late and overdue in the period; each count opens those tasks.
 */
export function ResponsibleReportPage() {
  const page = useListPage({ filters: FILTERS, query: responsibleQuery, exportPath: '/api/report/responsible' });
  const report = useQuery(responsibleQuery(page.list.query));
  const { filters, q } = page.list;
  const period = periodOf(filters);
  const departments = useQuery({ ...departmentOptionsQuery(), enabled: Boolean(filters.department_id) });
  const words = [periodText(period)];
  if (filters.department_id)
    words.push(
      `Área: ${departments.data?.find((d) => d.public_id === filters.department_id)?.name ?? filters.department_id}`,
    );
  if (filters.project_id) words.push('Un proyecto');
  if (q) words.push(`Búsqueda: «${q}»`);

  const columns: DataColumn<ResponsibleRow>[] = [
    {
      key: 'name',
      title: 'Responsable',
      sortKey: 'name',
      card: 'title',
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <UserAvatar user={r.user} size={28} />
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {personName(r)}
            </Text>
            {r.department ? (
              <Text size="xs" c="dimmed">
                {r.department.name}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    ...figureColumns<ResponsibleRow>({
      figures: (r) => r.figures,
      link: (r, filter) =>
        responsibleTasksUrl(r.user.public_id, filter, {
          ...period,
          project_id: filters.project_id || undefined,
          name: personName(r),
        }),
      name: personName,
      only: ['tasks', 'finished', 'on_time', 'late', 'overdue'],
      titles: { tasks: 'Asignadas' },
      sorts: { tasks: 'assigned', finished: 'finished', overdue: 'overdue', on_time_percent: 'on_time_percent' },
      withPercent: false,
    }),
  ];

  return (
    <ReportFrame>
      <PageHeader
        title="Informe por responsable"
        subtitle="Tareas asignadas a cada persona y cuántas cumplió a tiempo."
        actions={<PrintButton />}
        tools={<ScreenOnly>{page.exportButton}</ScreenOnly>}
      />
      <PrintHeading filters={words} />
      <ScreenOnly>
        <FilterBar list={page.list} search="Buscar por nombre" searchWidth={260}>
          <DepartmentFilter list={page.list} name="department_id" label="Área" w={FILTER_WIDTH} />
          <ProjectPicker
            aria-label="Proyecto"
            placeholder="Todos los proyectos"
            {...bindFilter(page.list, 'project_id')}
            w={FILTER_WIDTH}
          />
          <DateWindowFilter list={page.list} labels={['Desde', 'Hasta']} />
        </FilterBar>
      </ScreenOnly>
      {totalsOf(report.data) ? <FiguresSummary figures={totalsOf(report.data)!} label="Total de las personas" /> : null}
      <DataTable
        {...page.table}
        label="Tareas por responsable"
        columns={columns}
        rowLabel={personName}
        minWidth={900}
      />
    </ReportFrame>
  );
}
