import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { TFulfilment } from '@gestora/contract/reports/reports.schema';
import { FILTER_LABELS, formatCount, formatPercent } from './report-format.ts';

export interface ChartProject {
  /** The project's code or name: the bar's label. */
  label: string;
  figures: TFulfilment;
}

const STATE_SERIES = [
  { name: 'on_time', label: FILTER_LABELS.on_time, color: 'green.6' },
  { name: 'late', label: FILTER_LABELS.late, color: 'yellow.6' },
  { name: 'open_in_time', label: 'Abiertas en plazo', color: 'blue.5' },
  { name: 'overdue', label: FILTER_LABELS.overdue, color: 'orange.7' },
];

/**
 * The page's projects in two bar charts: % cumplimiento of each, and its tasks by state, stacked so that a bar is
 * its tasks (an overdue task is open: the open part counts only the open tasks still in time). The chart library
 * loads with this file only, after the table.
 */
export function FulfilmentChart({ projects }: { projects: ChartProject[] }) {
  const height = Math.max(160, 36 * projects.length + 60);
  const data = projects.map((p) => ({
    project: p.label,
    percent: p.figures.percent,
    on_time: p.figures.on_time,
    late: p.figures.late,
    open_in_time: p.figures.open - p.figures.overdue,
    overdue: p.figures.overdue,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="lg">
      <Stack gap="xs" component="figure" m={0} aria-label="Porcentaje de cumplimiento por proyecto">
        <Text fw={600} size="sm">
          % cumplimiento por proyecto
        </Text>
        <BarChart
          h={height}
          data={data}
          dataKey="project"
          orientation="vertical"
          series={[{ name: 'percent', label: '% cumplimiento', color: 'brand.6' }]}
          valueFormatter={formatPercent}
          xAxisProps={{ domain: [0, 100] }}
          yAxisProps={{ width: 110 }}
          gridAxis="x"
          withTooltip
        />
      </Stack>
      <Stack gap="xs" component="figure" m={0} aria-label="Tareas por estado y proyecto">
        <Text fw={600} size="sm">
          Tareas por estado
        </Text>
        <BarChart
          h={height}
          data={data}
          dataKey="project"
          orientation="vertical"
          type="stacked"
          series={STATE_SERIES}
          valueFormatter={formatCount}
          yAxisProps={{ width: 110 }}
          gridAxis="x"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          withTooltip
        />
      </Stack>
    </SimpleGrid>
  );
}
