import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { FormPage } from '../../components/form-page.tsx';
import { TaskForm } from './task-form.tsx';
import { useTask } from './tasks.queries.ts';

/**
 * /task/create 'Registrar tarea'. The route's ?project=&stage=&activity= (a project's or a stage's
 * 'Registrar tarea' link) arrive here as the form's starting values and preselect the chain.
 */
export function TaskCreatePage() {
  const [search] = useSearchParams();
  const initial = {
    project_id: search.get('project'),
    stage_id: search.get('project') ? search.get('stage') : null,
    stage_activity_id: search.get('project') && search.get('stage') ? search.get('activity') : null,
  };
  return (
    <FormPage title="Registrar tarea" subtitle="Los campos marcados con * son obligatorios.">
      <TaskForm task={null} initial={initial} />
    </FormPage>
  );
}

/** /task/edit/:id: the same form, filled with the task. */
export function TaskEditPage() {
  const { id } = useParams();
  const task = useTask(id);
  return (
    <FormPage
      title="Editar tarea"
      subtitle={task.data?.title}
      record={{ query: task, errorTitle: 'No se pudo cargar la tarea' }}
    >
      {(t) => <TaskForm key={t.updated_at} task={t} />}
    </FormPage>
  );
}
