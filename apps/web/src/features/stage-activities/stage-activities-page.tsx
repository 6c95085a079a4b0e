import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TStageActivity } from '@gestora/contract/stage-activities/stage-activities.schema';
import { STAGE_STATUSES } from '@gestora/contract/stages/stages.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table.tsx';
import { DateRange } from '../../components/date-range.tsx';
import { FILTER_WIDTH, FilterBar } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { ResponsiblePicker, StagePicker } from './activity-pickers.tsx';
import { useDeleteStageActivity, useStageActivities } from './stage-activities.queries.ts';

const FILTERS = ['project_id', 'stage_id', 'responsible_id', 'status'] as const;

const columns = (linkStages: boolean): DataColumn<TStageActivity>[] => [
  {
    key: 'name',
    title: 'Actividad',
    sortKey: 'name',
    card: 'title',
    render: (a) => (
      <Text fw={600} size="sm">
        {a.name}
      </Text>
    ),
  },
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
    render: (a) =>
      a.responsible ? (
        <Group gap="xs" wrap="nowrap">
          <UserAvatar user={a.responsible} size={24} />
          <Text size="sm">{`${a.responsible.name} ${a.responsible.last_name}`}</Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Sin responsable
        </Text>
      ),
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

/** /stage_activity 'Actividades': the activities of every stage the user may see. */
export function StageActivitiesPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const [, setSearch] = useSearchParams();
  const activities = useStageActivities(list.query);
  const remove = useDeleteStageActivity();
  const [target, setTarget] = useState<TStageActivity | null>(null);
  const canCreate = can('Registrar actividades en etapa');
  const canUpdate = can('Actualizar actividades en etapa');
  const canDelete = can('Eliminar actividades en etapa');
  const seesStages = can('Ver etapas');
  const rows = activities.data?.data ?? [];
  const projectId = list.filters.project_id || null;
  const stageId = list.filters.stage_id || null;
  const responsibleId = list.filters.responsible_id || null;

  const actions = (a: TStageActivity): RowAction<TStageActivity>[] => [
    ...(seesStages
      ? [
          {
            label: 'Ver etapa',
            icon: <IconEye size={16} />,
            onClick: () => navigate(`/stage/detail/${a.stage.public_id}`),
          },
        ]
      : []),
    ...(canUpdate
      ? [
          {
            label: 'Editar',
            icon: <IconEdit size={16} />,
            onClick: () => navigate(`/stage_activity/edit/${a.public_id}`),
          },
        ]
      : []),
    ...(canDelete
      ? [{ label: 'Eliminar', icon: <IconTrash size={16} />, color: 'red', onClick: () => setTarget(a) }]
      : []),
  ];

  const newButton = canCreate ? (
    <Button
      component={Link}
      to={stageId ? `/stage_activity/create?stage=${stageId}` : '/stage_activity/create'}
      leftSection={<IconPlus size={18} />}
    >
      Nueva actividad
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Actividades"
        subtitle="Las actividades de cada etapa, con su responsable y su avance."
        actions={newButton}
      />
      <FilterBar onClear={list.filtered ? list.clear : undefined}>
        <SearchInput
          value={list.q}
          onChange={list.setQ}
          placeholder="Buscar actividad o etapa"
          w={{ base: '100%', sm: 220 }}
        />
        <ProjectPicker
          aria-label="Proyecto"
          placeholder="Todos los proyectos"
          value={projectId}
          current={rows.find((a) => a.project.public_id === projectId)?.project ?? null}
          onChange={(v) =>
            // One URL change: a stage of the previous project would leave the list empty.
            setSearch((prev) => {
              const next = new URLSearchParams(prev);
              for (const key of ['project_id', 'stage_id', 'page']) next.delete(key);
              if (v) next.set('project_id', v);
              return next;
            })
          }
          w={{ base: '100%', sm: 230 }}
        />
        {projectId ? (
          <StagePicker
            aria-label="Etapa"
            placeholder="Todas las etapas"
            projectId={projectId}
            value={stageId}
            onChange={(v) => list.setFilter('stage_id', v)}
            w={FILTER_WIDTH}
          />
        ) : null}
        <ResponsiblePicker
          aria-label="Responsable"
          placeholder="Todos los responsables"
          value={responsibleId}
          current={rows.find((a) => a.responsible?.public_id === responsibleId)?.responsible ?? null}
          onChange={(v) => list.setFilter('responsible_id', v)}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          aria-label="Estado"
          placeholder="Todos los estados"
          data={[...STAGE_STATUSES]}
          value={list.filters.status || null}
          onChange={(v) => list.setFilter('status', v)}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
      </FilterBar>
      <DataTable
        label="Actividades"
        columns={columns(seesStages)}
        rowKey={(a) => a.public_id}
        rowLabel={(a) => a.name}
        page={activities.data}
        loading={activities.isPending}
        fetching={activities.isPlaceholderData}
        error={activities.error}
        onRetry={() => activities.refetch()}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onRowClick={canUpdate ? (a) => navigate(`/stage_activity/edit/${a.public_id}`) : undefined}
        actions={actions}
        emptyAction={newButton}
        filtered={list.filtered}
        minWidth={960}
      />
      <ConfirmDelete
        target={target ? { kind: 'actividad', name: target.name } : null}
        onClose={() => setTarget(null)}
        onConfirm={() => remove.mutateAsync(target!.public_id)}
      />
    </>
  );
}
