import { useParams, useSearchParams } from 'react-router';
import { Skeleton } from '@mantine/core';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StageActivityForm } from './stage-activity-form.tsx';
import { useStageActivity, useStageInfo } from './stage-activities.queries.ts';

/**
 * /stage_activity/create 'Nueva actividad'. ?stage= (the stage detail's 'Nueva actividad') preselects the
 * stage and its project; the form waits for the stage so that both start filled.
 */
export function StageActivityCreatePage() {
  const [search] = useSearchParams();
  const stageId = search.get('stage');
  const stage = useStageInfo(stageId);
  const header = <PageHeader title="Nueva actividad" subtitle="Los campos marcados con * son obligatorios." />;
  if (stageId && stage.isPending) {
    return (
      <>
        {header}
        <Skeleton h={420} radius="md" aria-busy />
      </>
    );
  }
  const initial = stage.data ? { project_id: stage.data.project.public_id, stage_id: stage.data.public_id } : undefined;
  return (
    <>
      {header}
      <StageActivityForm activity={null} initial={initial} />
    </>
  );
}

/** /stage_activity/edit/:id: the same form, filled with the activity. */
export function StageActivityEditPage() {
  const { id } = useParams();
  const activity = useStageActivity(id);
  return (
    <>
      <PageHeader title="Editar actividad" subtitle={activity.data?.name} />
      {activity.error ? (
        <LoadError title="No se pudo cargar la actividad" error={activity.error} onRetry={() => activity.refetch()} />
      ) : activity.data ? (
        <StageActivityForm key={activity.data.updated_at} activity={activity.data} />
      ) : (
        <Skeleton h={420} radius="md" aria-busy />
      )}
    </>
  );
}
