import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { FormPage } from '../../components/form-page.tsx';
import { StageForm } from './stage-form.tsx';
import { useStage } from './stages.queries.ts';

/** /stage/create 'Nueva etapa'; ?project= (a project's 'Nueva etapa' link) preselects the project. */
export function StageCreatePage() {
  const [search] = useSearchParams();
  return (
    <FormPage title="Nueva etapa" subtitle="Los campos marcados con * son obligatorios.">
      <StageForm stage={null} projectId={search.get('project')} />
    </FormPage>
  );
}

/** /stage/edit/:id: the same form, filled with the stage. */
export function StageEditPage() {
  const { id } = useParams();
  const stage = useStage(id);
  return (
    <FormPage
      title="Editar etapa"
      subtitle={stage.data?.name}
      record={{ query: stage, errorTitle: 'No se pudo cargar la etapa' }}
    >
      {(s) => <StageForm key={s.updated_at} stage={s} />}
    </FormPage>
  );
}
