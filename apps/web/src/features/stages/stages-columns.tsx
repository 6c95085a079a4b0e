import { Link } from '../../lib/router/link.tsx';
import { Anchor, Text } from '@mantine/core';
import type { TStage } from '@gestora/contract/stages/stages.schema';
import { nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { DateRange } from '../../components/date-range.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ProjectLabel } from './stage-cells.tsx';

export const stageColumns: DataColumn<TStage>[] = [
  nameColumn('name', 'Etapa', (s) => (
    <Anchor
      component={Link}
      to={`/stage/detail/${s.public_id}`}
      fw={600}
      size="sm"
      onClick={(e) => e.stopPropagation()}
    >
      {s.name}
    </Anchor>
  )),
  {
    key: 'project',
    title: 'Proyecto',
    sortKey: 'project',
    width: 240,
    render: (s) => <ProjectLabel project={s.project} />,
  },
  {
    key: 'position',
    title: 'Orden',
    sortKey: 'position',
    align: 'center',
    width: 80,
    render: (s) => <Text size="sm">{s.position}</Text>,
  },
  {
    key: 'dates',
    title: 'Fechas',
    sortKey: 'start_date',
    render: (s) => <DateRange start={s.start_date} end={s.end_date} />,
  },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (s) => <StatusBadge status={s.status} /> },
  { key: 'progress', title: 'Avance', width: 200, render: (s) => <ProgressMeter progress={s.progress} /> },
];
