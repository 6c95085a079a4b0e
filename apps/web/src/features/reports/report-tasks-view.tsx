import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  REPORT_TASK_FILTERS,
  type TReportTask,
  type TReportTaskFilter,
} from '@gestora/contract/reports/reports.schema';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { ListPage } from '../../components/use-list-page.tsx';
import { Link } from '../../lib/router/link.tsx';
import { FILTER_LABELS } from './report-format.ts';
import { PrintButton, PrintHeading, ReportFrame, ScreenOnly } from './report-print.tsx';
import { reportTaskColumns } from './report-tasks-columns.tsx';

interface ReportTasksViewProps {
  title: string;
  subtitle?: ReactNode;
  filter: TReportTaskFilter;
  /** The same list under another figure (the tabs). */
  linkTo: (filter: TReportTaskFilter) => string;
  back: { to: string; label: string };
  words: string[];
  page: ListPage<TReportTask, never>;
}

/** A list of the tasks behind a figure: its title, the other figures as tabs, the paged and sortable table. */
export function ReportTasksView({ title, subtitle, filter, linkTo, back, words, page }: ReportTasksViewProps) {
  return (
    <ReportFrame>
      <ScreenOnly>
        <Button
          variant="subtle"
          size="xs"
          component={Link}
          to={back.to}
          leftSection={<IconArrowLeft size={14} />}
          mb="xs"
        >
          {back.label}
        </Button>
      </ScreenOnly>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<PrintButton />}
        tools={<ScreenOnly>{page.exportButton}</ScreenOnly>}
      />
      <PrintHeading filters={words} />
      <ScreenOnly>
        <Group gap="xs" mb="md" wrap="wrap" role="navigation" aria-label="Otras cifras">
          {REPORT_TASK_FILTERS.map((f) => (
            <Button
              key={f}
              size="compact-sm"
              variant={f === filter ? 'filled' : 'default'}
              component={Link}
              to={linkTo(f)}
              aria-current={f === filter ? 'page' : undefined}
            >
              {FILTER_LABELS[f]}
            </Button>
          ))}
        </Group>
      </ScreenOnly>
      <DataTable {...page.table} label={title} columns={reportTaskColumns} rowLabel={(t) => t.title} minWidth={1000} />
    </ReportFrame>
  );
}
