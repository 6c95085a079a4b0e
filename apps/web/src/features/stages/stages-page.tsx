import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Select, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { STAGE_STATUSES, type TStage } from '@gestora/contract/stages/stages.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table.tsx';
import { FILTER_WIDTH, FilterBar, SEARCH_WIDTH } from '../../components/filter-bar.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { notifyError } from '../../lib/notify.ts';
import { DateRange } from '../../components/date-range.tsx';
import { ProjectLabel } from './stage-cells.tsx';
import { useDeleteStage, useMoveStage, useStages } from './stages.queries.ts';

const FILTERS = ['project_id', 'status'] as const;

const columns: DataColumn<TStage>[] = [
  {
    key: 'name',
    title: 'Etapa',
    sortKey: 'name',
    card: 'title',
    render: (s) => (
      <Anchor
        component={Link}
        to={`/stage/detail/${s.public_id}`}
        fw={600}
        size="sm"
        onClick={(e) => e.stopPropagation()}
      >
        {s.name}
      </Anchor>
    ),
  },
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

/** /stage 'Etapas': every stage of the projects the user may see, by project and order. */
export function StagesPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const stages = useStages(list.query);
  const remove = useDeleteStage();
  const move = useMoveStage();
  const [target, setTarget] = useState<TStage | null>(null);
  const canCreate = can('Registrar etapas');
  const canUpdate = can('Actualizar etapas');
  const canDelete = can('Eliminar etapas');
  const projectId = list.filters.project_id || null;
  const filteredProject = stages.data?.data.find((s) => s.project.public_id === projectId)?.project ?? null;

  const reorder = (s: TStage, position: number) =>
    move.mutate({ id: s.public_id, position }, { onError: (e) => notifyError(errorMessage(e)) });

  const actions = (s: TStage): RowAction<TStage>[] => [
    { label: 'Ver', icon: <IconEye size={16} />, onClick: () => navigate(`/stage/detail/${s.public_id}`) },
    ...(canUpdate
      ? [
          { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => navigate(`/stage/edit/${s.public_id}`) },
          ...(s.position > 1
            ? [
                {
                  label: 'Subir en el orden',
                  icon: <IconArrowUp size={16} />,
                  onClick: () => reorder(s, s.position - 1),
                },
              ]
            : []),
          { label: 'Bajar en el orden', icon: <IconArrowDown size={16} />, onClick: () => reorder(s, s.position + 1) },
        ]
      : []),
    ...(canDelete
      ? [{ label: 'Eliminar', icon: <IconTrash size={16} />, color: 'red', onClick: () => setTarget(s) }]
      : []),
  ];

  const newButton = canCreate ? (
    <Button
      component={Link}
      to={projectId ? `/stage/create?project=${projectId}` : '/stage/create'}
      leftSection={<IconPlus size={18} />}
    >
      Nueva etapa
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Etapas"
        subtitle="Las fases de cada proyecto, en su orden, con su avance."
        actions={newButton}
      />
      <FilterBar onClear={list.filtered ? list.clear : undefined}>
        <SearchInput value={list.q} onChange={list.setQ} placeholder="Buscar por etapa o proyecto" w={SEARCH_WIDTH} />
        <ProjectPicker
          aria-label="Proyecto"
          placeholder="Todos los proyectos"
          value={projectId}
          current={filteredProject}
          onChange={(v) => list.setFilter('project_id', v)}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          aria-label="Estado"
          placeholder="Todos los estados"
          data={[...STAGE_STATUSES]}
          value={list.filters.status || null}
          onChange={(v) => list.setFilter('status', v)}
          clearable
          w={FILTER_WIDTH}
        />
      </FilterBar>
      <DataTable
        label="Etapas"
        columns={columns}
        rowKey={(s) => s.public_id}
        rowLabel={(s) => s.name}
        page={stages.data}
        loading={stages.isPending}
        fetching={stages.isPlaceholderData || move.isPending}
        error={stages.error}
        onRetry={() => stages.refetch()}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onRowClick={(s) => navigate(`/stage/detail/${s.public_id}`)}
        actions={actions}
        emptyAction={newButton}
        filtered={list.filtered}
        minWidth={900}
      />
      <ConfirmDelete
        target={target ? { kind: 'etapa', name: target.name } : null}
        onClose={() => setTarget(null)}
        onConfirm={() => remove.mutateAsync(target!.public_id)}
      />
    </>
  );
}
