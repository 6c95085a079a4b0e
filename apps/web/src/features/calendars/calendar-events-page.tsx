import type { TTaskDetail, TTaskRequest } from '@gestora/contract/tasks/tasks.schema';
import { PageHeader } from '../../components/page-header.tsx';
import { http } from '../../lib/http.ts';
import { CalendarView } from './calendar-view.tsx';

/**
 * A task dragged to new dates is saved through the task's own update (PUT /api/tasks/:id, 'Actualizar tareas'),
 * with every other field as it is now: the server applies the same rules as the task form.
 */
export async function moveTask(publicId: string, start: string, end: string) {
  const t = await http.get<TTaskDetail>(`/api/tasks/${publicId}`);
  const body: TTaskRequest = {
    title: t.title,
    description: t.description,
    priority: t.priority,
    start_date: start,
    end_date: end,
    project_id: t.project?.public_id ?? null,
    stage_id: t.stage?.public_id ?? null,
    stage_activity_id: t.stage_activity?.public_id ?? null,
  };
  return http.put<TTaskDetail>(`/api/tasks/${publicId}`, body);
}

/** /calendar_events 'Tickets y tareas': my tasks by their dates and my tickets by their due date. */
export function CalendarEventsPage() {
  return (
    <>
      <PageHeader
        title="Tickets y tareas"
        subtitle="Sus tareas por fechas de inicio y fin; sus tickets y sus tareas personales, por fecha de vencimiento. Arrastre una tarea para cambiar sus fechas."
      />
      <CalendarView kind="events" legend={['task', 'ticket', 'vehicle', 'self_task']} onMoveTask={moveTask} />
    </>
  );
}
