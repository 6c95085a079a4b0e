import { useParams, useSearchParams } from 'react-router';
import { Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StageForm } from './stage-form.tsx';
import { useStage } from './stages.queries.ts';

/** /stage/create 'Nueva etapa'; ?project= (a project's 'Nueva etapa' link) preselects the project. */
export function StageCreatePage() {
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader title="Nueva etapa" subtitle="Los campos marcados con * son obligatorios." />
      <StageForm stage={null} projectId={search.get('project')} />
    </>
  );
}

/** /stage/edit/:id: the same form, filled with the stage. */
export function StageEditPage() {
  const { id } = useParams();
  const stage = useStage(id);
  return (
    <>
      <PageHeader title="Editar etapa" subtitle={stage.data?.name} />
      {stage.error ? (
        <LoadError title="No se pudo cargar la etapa" error={stage.error} onRetry={() => stage.refetch()} />
      ) : stage.data ? (
        <StageForm key={stage.data.updated_at} stage={stage.data} />
      ) : (
        <Stack gap="lg" aria-busy>
          <Skeleton h={360} radius="md" />
        </Stack>
      )}
    </>
  );
}
