import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { FormPage } from '../../components/form-page.tsx';
import { Skeletons } from '../../components/loaded.tsx';
import { useStageRecord } from '../../lib/lookups.queries.ts';
import { StageActivityForm } from './stage-activity-form.tsx';
import { useStageActivity } from './stage-activities.queries.ts';

/**
 * /stage_activity/create 'Nueva actividad'. ?stage= (the stage detail's 'Nueva actividad') preselects the
 * stage and its project; the form waits for the stage so that both start filled.
 */
export function StageActivityCreatePage() {
  const [search] = useSearchParams();
  const stageId = search.get('stage');
  const stage = useStageRecord(stageId);
  const initial = stage.data ? { project_id: stage.data.project.public_id, stage_id: stage.data.public_id } : undefined;
  return (
    <FormPage title="Nueva actividad" subtitle="Los campos marcados con * son obligatorios.">
      {stageId && stage.isPending ? <Skeletons /> : <StageActivityForm activity={null} initial={initial} />}
    </FormPage>
  );
}

/** /stage_activity/edit/:id: the same form, filled with the activity. */
export function StageActivityEditPage() {
  const { id } = useParams();
  const activity = useStageActivity(id);
  return (
    <FormPage
      title="Editar actividad"
      subtitle={activity.data?.name}
      record={{ query: activity, errorTitle: 'No se pudo cargar la actividad' }}
    >
      {(a) => <StageActivityForm key={a.updated_at} activity={a} />}
    </FormPage>
  );
}
