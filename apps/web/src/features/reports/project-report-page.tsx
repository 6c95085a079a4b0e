import { Button, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFulfilment } from '@gestora/contract/reports/reports.schema';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { Link } from '../../lib/router/link.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { figureColumns } from './figure-columns.tsx';
import { FiguresSummary } from './figures-summary.tsx';
import { PrintButton, PrintHeading, ReportFrame, ScreenOnly } from './report-print.tsx';
import { periodOf, periodText, projectTasksUrl, withQuery, type TaskScope } from './report-format.ts';
import { projectReportQuery } from './reports.queries.ts';

/** A line of the detail: a stage, or one of its activities (indented), with what narrows its task lists. */
interface Line {
  public_id: string;
  name: string;
  activity: boolean;
  scope: TaskScope;
  figures: TFulfilment;
}

/** /report/project/datail/:id: the project's figures, then each stage's and each of its activities'. */
export function ProjectReportPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const period = periodOf(search);
  const report = useQuery(projectReportQuery(id, period));
  const back = withQuery('/report/project_fulfillment', { ...period });

  return (
    <ReportFrame>
      <ScreenOnly>
        <Button variant="subtle" size="xs" component={Link} to={back} leftSection={<IconArrowLeft size={14} />} mb="xs">
          Volver al cumplimiento de proyectos
        </Button>
      </ScreenOnly>
      <Loaded query={report} errorTitle="No se pudo cargar el informe del proyecto" skeleton={[40, 80, 240]}>
        {({ project, stages }) => {
          const lines: Line[] = stages.flatMap((s, i) => {
            const stageId = s.stage?.public_id ?? 'none';
            const stageName = s.stage?.name ?? 'Sin etapa';
            return [
              {
                public_id: `s-${stageId}-${i}`,
                name: stageName,
                activity: false,
                scope: { stage_id: stageId },
                figures: s.figures,
              },
              ...s.activities.map((a, j) => ({
                public_id: `a-${stageId}-${a.activity?.public_id ?? 'none'}-${j}`,
                name: a.activity?.name ?? 'Sin actividad',
                activity: true,
                scope: { stage_id: stageId, activity_id: a.activity?.public_id ?? 'none' },
                figures: a.figures,
              })),
            ];
          });
          const columns: DataColumn<Line>[] = [
            {
              key: 'name',
              title: 'Etapa / actividad',
              card: 'title',
              render: (l) => (
                <Text size="sm" fw={l.activity ? 400 : 600} pl={l.activity ? 'lg' : 0}>
                  {l.name}
                </Text>
              ),
            },
            ...figureColumns<Line>({
              figures: (l) => l.figures,
              link: (l, filter) => projectTasksUrl(project.project.public_id, filter, period, l.scope),
              name: (l) => l.name,
            }),
          ];
          return (
            <>
              <PageHeader
                title={`Informe de ${project.project.name}`}
                subtitle={`${project.project.code} · ${project.client?.name ?? 'Sin cliente'} · ${periodText(period)}`}
                actions={<PrintButton />}
              />
              <PrintHeading filters={[periodText(period)]} />
              <FiguresSummary
                figures={project.figures}
                label={`Cifras de ${project.project.name}`}
                link={(filter) => projectTasksUrl(project.project.public_id, filter, period)}
              />
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <Title order={2} size="h4" mb="sm">
                  Por etapa y actividad
                </Title>
                <ResponsiveTable
                  label="Cifras por etapa y actividad"
                  columns={columns}
                  rows={lines}
                  rowKey={(l) => l.public_id}
                  rowLabel={(l) => l.name}
                  minWidth={1000}
                  empty="El proyecto no tiene tareas en el periodo."
                />
              </Paper>
            </>
          );
        }}
      </Loaded>
    </ReportFrame>
  );
}
