import { useParams } from 'react-router';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../components/form-errors.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ProjectForm } from './project-form.tsx';
import { useProject } from './projects.queries.ts';

/** /project/create 'Nuevo proyecto'. */
export function ProjectCreatePage() {
  return (
    <>
      <PageHeader title="Nuevo proyecto" subtitle="Registre el proyecto; después podrá agregarle etapas y tareas." />
      <ProjectForm project={null} />
    </>
  );
}

/** /project/edit/:id 'Editar proyecto'. */
export function ProjectEditPage() {
  const { id } = useParams();
  const project = useProject(id);
  return (
    <>
      <PageHeader
        title="Editar proyecto"
        subtitle={project.data ? `${project.data.code} · ${project.data.name}` : undefined}
      />
      {project.error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No se pudo cargar el proyecto" maw={900}>
          {errorMessage(project.error)}
          <div>
            <Button variant="light" color="red" size="xs" mt="sm" onClick={() => project.refetch()}>
              Reintentar
            </Button>
          </div>
        </Alert>
      ) : project.data ? (
        <ProjectForm key={project.data.updated_at} project={project.data} />
      ) : (
        <Stack gap="md" maw={900} aria-busy>
          <Skeleton height={60} />
          <Skeleton height={60} />
          <Skeleton height={60} />
          <Skeleton height={100} />
        </Stack>
      )}
    </>
  );
}
