import { useParams, useSearchParams } from 'react-router';
import { Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError } from './load-error.tsx';
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
    <>
      <PageHeader title="Registrar tarea" subtitle="Los campos marcados con * son obligatorios." />
      <TaskForm task={null} initial={initial} />
    </>
  );
}

/** /task/edit/:id: the same form, filled with the task. */
export function TaskEditPage() {
  const { id } = useParams();
  const task = useTask(id);
  return (
    <>
      <PageHeader title="Editar tarea" subtitle={task.data?.title} />
      {task.error ? (
        <LoadError error={task.error} onRetry={() => task.refetch()} />
      ) : task.data ? (
        <TaskForm key={task.data.updated_at} task={task.data} />
      ) : (
        <Stack gap="lg" aria-busy>
          <Skeleton h={120} radius="md" />
          <Skeleton h={320} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      )}
    </>
  );
}
