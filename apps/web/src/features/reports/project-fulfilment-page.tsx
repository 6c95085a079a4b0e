import { Suspense } from 'react';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_OPTIONS_PERMISSIONS } from '@gestora/contract/clients/clients.schema';
import { Dash } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { deferredComponent } from '../../lib/deferred-component.tsx';
import { clientOptionsQuery, departmentOptionsQuery } from '../../lib/lookups.queries.ts';
import { Link } from '../../lib/router/link.tsx';
import { figureColumns } from './figure-columns.tsx';
import { FiguresSummary } from './figures-summary.tsx';
import { FULFILMENT_FILTERS, FulfilmentFilters } from './fulfilment-filters.tsx';
import { PrintButton, PrintHeading, ReportFrame, ScreenOnly } from './report-print.tsx';
import { periodOf, periodText, projectReportUrl, projectTasksUrl } from './report-format.ts';
import { fulfilmentQuery, totalsOf, type FulfilmentRow } from './reports.queries.ts';

// The chart library loads after the page's first code, as the home page's charts do.
const FulfilmentChart = deferredComponent(() => import('./fulfilment-chart.tsx').then((m) => m.FulfilmentChart));

function columns(period: ReturnType<typeof periodOf>): DataColumn<FulfilmentRow>[] {
  return [
    {
      key: 'name',
      title: 'Proyecto',
      sortKey: 'name',
      card: 'title',
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={projectReportUrl(r.project.public_id, period)} size="sm" fw={500}>
            {r.project.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.project.code}
          </Text>
        </Stack>
      ),
    },
    { key: 'client', title: 'Cliente', render: (r) => r.client?.name ?? <Dash /> },
    { key: 'status', title: 'Estado', render: (r) => <StatusBadge status={r.status} /> },
    ...figureColumns<FulfilmentRow>({
      figures: (r) => r.figures,
      link: (r, filter) => projectTasksUrl(r.project.public_id, filter, period),
      name: (r) => r.project.name,
      sorts: { tasks: 'tasks', late: 'late', overdue: 'overdue', percent: 'percent' },
    }),
  ];
}

/** The filters in words, for the printed report. */
function useFilterWords(filters: Record<string, string>, q: string): string[] {
  const { can } = useAuth();
  const clients = useQuery({
    ...clientOptionsQuery(),
    enabled: Boolean(filters.client_id) && can(...CLIENT_OPTIONS_PERMISSIONS),
  });
  const departments = useQuery({ ...departmentOptionsQuery(), enabled: Boolean(filters.department_id) });
  const nameOf = (list: { public_id: string; name: string }[] | undefined, id: string) =>
    list?.find((x) => x.public_id === id)?.name ?? id;
  const words = [periodText(periodOf(filters))];
  if (filters.client_id) words.push(`Cliente: ${nameOf(clients.data, filters.client_id)}`);
  if (filters.department_id) words.push(`Área: ${nameOf(departments.data, filters.department_id)}`);
  if (filters.status) words.push(`Estado: ${filters.status}`);
  if (q) words.push(`Búsqueda: «${q}»`);
  return words;
}

/**
 * /report/project_fulfillment 'Cumplimiento de proyectos': each project's tasks finished, on time, late, open and
 * overdue in the period, the totals of every project the filters select, and a chart of the page's projects.
 * Every count opens the tasks it counts.
 */
export function ProjectFulfilmentPage() {
  const page = useListPage({
    filters: FULFILMENT_FILTERS,
    query: fulfilmentQuery,
    exportPath: '/api/report/project_fulfillment',
  });
  // The same query as the table's (one request): its totals.
  const report = useQuery(fulfilmentQuery(page.list.query));
  const period = periodOf(page.list.filters);
  const words = useFilterWords(page.list.filters, page.list.q);
  const rows = report.data?.data ?? [];

  return (
    <ReportFrame>
      <PageHeader
        title="Cumplimiento de proyectos"
        subtitle="Tareas finalizadas a tiempo, con retraso, abiertas y vencidas de cada proyecto."
        actions={<PrintButton />}
        tools={<ScreenOnly>{page.exportButton}</ScreenOnly>}
      />
      <PrintHeading filters={words} />
      <ScreenOnly>
        <FulfilmentFilters list={page.list} />
      </ScreenOnly>
      {totalsOf(report.data) ? (
        <FiguresSummary figures={totalsOf(report.data)!} label="Total de los proyectos" />
      ) : null}
      {rows.length > 0 ? (
        <Suspense fallback={<Skeleton height={220} radius="md" mb="lg" />}>
          <FulfilmentChart
            projects={rows.map((r) => ({ label: r.project.code || r.project.name, figures: r.figures }))}
          />
        </Suspense>
      ) : null}
      <DataTable
        {...page.table}
        label="Cumplimiento por proyecto"
        columns={columns(period)}
        rowLabel={(r) => r.project.name}
        minWidth={1100}
      />
    </ReportFrame>
  );
}
