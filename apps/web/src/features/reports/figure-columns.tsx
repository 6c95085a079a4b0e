import { Anchor, Text } from '@mantine/core';
import type { TFulfilment, TReportTaskFilter } from '@gestora/contract/reports/reports.schema';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { Link } from '../../lib/router/link.tsx';
import { FILTER_LABELS, formatCount, formatPercent } from './report-format.ts';

/** A figure of a report: its number, a link to the tasks it counts ('Vencidas de Edificio central: 3'). */
export function FigureLink({ value, to, label }: { value: number; to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={500} aria-label={`${label}: ${formatCount(value)}`}>
      {formatCount(value)}
    </Anchor>
  );
}

/** A percentage of a report, dimmed when there was nothing to count. */
export function Percent({ value, of }: { value: number; of: number }) {
  return (
    <Text size="sm" fw={600} c={of === 0 ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatPercent(value)}
    </Text>
  );
}

type FigureKey = Exclude<keyof TFulfilment, 'percent' | 'on_time_percent'>;

/** Each count of TFulfilment and the list its link opens. */
const FIGURES: { key: FigureKey; filter: TReportTaskFilter; title: string }[] = [
  { key: 'tasks', filter: 'all', title: 'Tareas' },
  { key: 'finished', filter: 'finished', title: FILTER_LABELS.finished },
  { key: 'on_time', filter: 'on_time', title: FILTER_LABELS.on_time },
  { key: 'late', filter: 'late', title: FILTER_LABELS.late },
  { key: 'open', filter: 'open', title: FILTER_LABELS.open },
  { key: 'overdue', filter: 'overdue', title: FILTER_LABELS.overdue },
];

interface FigureColumnsOptions<T> {
  figures: (row: T) => TFulfilment;
  /** The address of the tasks behind a figure of the row. */
  link: (row: T, filter: TReportTaskFilter) => string;
  /** What the row is, for the links' names ('Edificio central'). */
  name: (row: T) => string;
  /** The counts to show (all by default) and their headings ('Asignadas' for a person's tasks). */
  only?: FigureKey[];
  titles?: Partial<Record<FigureKey | 'percent' | 'on_time_percent', string>>;
  /** The server's sort key of a column, where it sorts. */
  sorts?: Partial<Record<keyof TFulfilment, string>>;
  /** Without '% cumplimiento' (a person's report shows only '% a tiempo'). */
  withPercent?: boolean;
}

/** The figures' columns of a report table: counts as links to their tasks, then the percentages. */
export function figureColumns<T>({
  figures,
  link,
  name,
  only,
  titles = {},
  sorts = {},
  withPercent = true,
}: FigureColumnsOptions<T>): DataColumn<T>[] {
  const counts = FIGURES.filter((f) => !only || only.includes(f.key)).map((f): DataColumn<T> => ({
    key: f.key,
    title: titles[f.key] ?? f.title,
    align: 'right',
    sortKey: sorts[f.key],
    render: (row) => (
      <FigureLink
        value={figures(row)[f.key]}
        to={link(row, f.filter)}
        label={`${titles[f.key] ?? f.title} de ${name(row)}`}
      />
    ),
  }));
  const percents: DataColumn<T>[] = [
    ...(withPercent
      ? [
          {
            key: 'percent',
            title: titles.percent ?? '% cumplimiento',
            align: 'right' as const,
            sortKey: sorts.percent,
            render: (row: T) => <Percent value={figures(row).percent} of={figures(row).tasks} />,
          },
        ]
      : []),
    {
      key: 'on_time_percent',
      title: titles.on_time_percent ?? '% a tiempo',
      align: 'right',
      sortKey: sorts.on_time_percent,
      render: (row) => <Percent value={figures(row).on_time_percent} of={figures(row).finished} />,
    },
  ];
  return [...counts, ...percents];
}
