import { useParams } from '../../lib/router/routes.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { ProjectForm } from './project-form.tsx';
import { useProject } from './projects.queries.ts';

/** /project/create 'Nuevo proyecto'. */
export function ProjectCreatePage() {
  return (
    <FormPage title="Nuevo proyecto" subtitle="Registre el proyecto; después podrá agregarle etapas y tareas.">
      <ProjectForm project={null} />
    </FormPage>
  );
}

/** /project/edit/:id 'Editar proyecto'. */
export function ProjectEditPage() {
  const { id } = useParams();
  const project = useProject(id);
  return (
    <FormPage
      title="Editar proyecto"
      subtitle={project.data ? `${project.data.code} · ${project.data.name}` : undefined}
      record={{ query: project, errorTitle: 'No se pudo cargar el proyecto' }}
    >
      {(p) => <ProjectForm key={p.updated_at} project={p} />}
    </FormPage>
  );
}
