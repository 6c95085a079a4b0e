import { useNavigate } from '../../lib/router/history-router.tsx';
import type { TStageActivity } from '@gestora/contract/stage-activities/stage-activities.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { stageActivityColumns } from './stage-activities-columns.tsx';
import { STAGE_ACTIVITY_FILTERS, StageActivitiesFilters } from './stage-activities-filters.tsx';
import { stageActivitiesQueryOptions, useDeleteStageActivity } from './stage-activities.queries.ts';

/** /stage_activity 'Actividades': the activities of every stage the user may see. */
export function StageActivitiesPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const page = useListPage({
    filters: STAGE_ACTIVITY_FILTERS,
    query: stageActivitiesQueryOptions,
    exportPath: '/api/stage_activities',
    remove: { kind: 'actividad', name: (a: TStageActivity) => a.name, mutation: useDeleteStageActivity() },
  });
  const canUpdate = can('Actualizar actividades en etapa');
  const seesStages = can('Ver etapas');
  const edit = (a: TStageActivity) => navigate(`/stage_activity/edit/${a.public_id}`);
  const actions = useRowActions<TStageActivity>([
    viewAction((a) => navigate(`/stage/detail/${a.stage.public_id}`), { label: 'Ver etapa', allow: seesStages }),
    editAction(edit, canUpdate),
    deleteAction(page.askDelete, 'Eliminar actividades en etapa'),
  ]);
  const stageId = page.list.filters.stage_id;
  const newButton = useNewButton({
    label: 'Nueva actividad',
    allow: 'Registrar actividades en etapa',
    to: stageId ? `/stage_activity/create?stage=${stageId}` : '/stage_activity/create',
  });

  return (
    <ListScreen
      page={page}
      title="Actividades"
      subtitle="Las actividades de cada etapa, con su responsable y su avance."
      newButton={newButton}
      filters={<StageActivitiesFilters list={page.list} rows={page.table.page?.data ?? []} />}
      label="Actividades"
      columns={stageActivityColumns(seesStages)}
      rowLabel={(a) => a.name}
      onRowClick={canUpdate ? edit : undefined}
      actions={actions}
      minWidth={960}
    />
  );
}
