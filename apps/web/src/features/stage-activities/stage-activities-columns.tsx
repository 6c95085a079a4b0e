import { Link } from '../../lib/router/link.tsx';
import { Anchor, Stack, Text } from '@mantine/core';
import type { TStageActivity } from '@gestora/contract/stage-activities/stage-activities.schema';
import { PersonCell, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { DateRange } from '../../components/date-range.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

export const stageActivityColumns = (linkStages: boolean): DataColumn<TStageActivity>[] => [
  nameColumn('name', 'Actividad', (a) => (
    <Text fw={600} size="sm">
      {a.name}
    </Text>
  )),
  {
    key: 'stage',
    title: 'Etapa',
    sortKey: 'stage',
    width: 230,
    render: (a) => (
      <Stack gap={0} miw={0} title={`${a.project.code} · ${a.project.name}`}>
        {linkStages ? (
          <Anchor
            component={Link}
            to={`/stage/detail/${a.stage.public_id}`}
            size="sm"
            onClick={(e) => e.stopPropagation()}
          >
            {a.stage.name}
          </Anchor>
        ) : (
          <Text size="sm">{a.stage.name}</Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={1}>
          {a.project.code}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'responsible',
    title: 'Responsable',
    render: (a) => <PersonCell user={a.responsible} size={24} none="Sin responsable" />,
  },
  {
    key: 'dates',
    title: 'Fechas',
    sortKey: 'start_date',
    render: (a) => <DateRange start={a.start_date} end={a.end_date} />,
  },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (a) => <StatusBadge status={a.status} /> },
  { key: 'progress', title: 'Avance', width: 190, render: (a) => <ProgressMeter progress={a.progress} /> },
];
