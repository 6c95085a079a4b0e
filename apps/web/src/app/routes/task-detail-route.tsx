import { TaskSubtasksSection } from '../../features/subtasks/task-subtasks-section.tsx';
import { TaskDetailPage } from '../../features/tasks/task-detail-page.tsx';

/** /task/:id: the task's page with the subtasks section (two features, composed here where both may be known). */
export function TaskDetailRoute() {
  return <TaskDetailPage subtasks={(taskId) => <TaskSubtasksSection taskId={taskId} />} />;
}
