import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TFulfilment, TReportTaskFilter } from '@gestora/contract/reports/reports.schema';
import { Link } from '../../lib/router/link.tsx';
import { FILTER_LABELS, formatCount, formatPercent } from './report-format.ts';

const CARDS: { key: keyof TFulfilment; title: string; filter?: TReportTaskFilter; percent?: boolean }[] = [
  { key: 'tasks', title: 'Tareas', filter: 'all' },
  { key: 'finished', title: FILTER_LABELS.finished, filter: 'finished' },
  { key: 'on_time', title: FILTER_LABELS.on_time, filter: 'on_time' },
  { key: 'late', title: FILTER_LABELS.late, filter: 'late' },
  { key: 'open', title: FILTER_LABELS.open, filter: 'open' },
  { key: 'overdue', title: FILTER_LABELS.overdue, filter: 'overdue' },
  { key: 'percent', title: '% cumplimiento', percent: true },
  { key: 'on_time_percent', title: '% a tiempo', percent: true },
];

interface FiguresSummaryProps {
  figures: TFulfilment;
  /** What the figures are of ('Total de los proyectos'): names the group for screen readers. */
  label: string;
  /** The tasks behind a count, when one list holds them (a project's); the totals of many projects have none. */
  link?: (filter: TReportTaskFilter) => string;
}

/** A report's figures as cards: the totals above a table, a project's own figures on its detail. */
export function FiguresSummary({ figures, label, link }: FiguresSummaryProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4, lg: 8 }} spacing="sm" mb="lg" role="group" aria-label={label}>
      {CARDS.map((c) => {
        const value = figures[c.key];
        const text = c.percent ? formatPercent(value) : formatCount(value);
        return (
          <Paper key={c.key} withBorder radius="md" p="sm" data-testid={`figure-${c.key}`}>
            <Text size="xs" c="dimmed">
              {c.title}
            </Text>
            {link && c.filter ? (
              <Anchor
                component={Link}
                to={link(c.filter)}
                fz="xl"
                fw={600}
                aria-label={`${c.title}: ${text}`}
                style={{ whiteSpace: 'nowrap' }}
              >
                {text}
              </Anchor>
            ) : (
              <Text fz="xl" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {text}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
