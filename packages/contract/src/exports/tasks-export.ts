import { TASK_STATUSES } from '../tasks/remaining-days.ts';
import type { TMyTaskItem, TTaskListItem } from '../tasks/tasks.schema.ts';
import { exportDeclaration, joinedNames, personName, type ExportColumn } from './export-columns.ts';

const taskColumns: ExportColumn<TTaskListItem>[] = [
  { header: 'Tarea', kind: 'text', value: (t) => t.title, width: 40 },
  { header: 'Proyecto', kind: 'text', value: (t) => t.project?.name ?? null, width: 30 },
  { header: 'Etapa', kind: 'text', value: (t) => t.stage?.name ?? null, width: 24 },
  { header: 'Estado', kind: 'text', value: (t) => TASK_STATUSES[t.status] },
  { header: 'Prioridad', kind: 'text', value: (t) => t.priority },
  { header: 'Fecha de fin', kind: 'date', value: (t) => t.end_date },
  { header: 'Días restantes', kind: 'text', value: (t) => t.remaining_days || null },
  { header: 'Miembros', kind: 'text', value: (t) => joinedNames(t.members.map(personName)), width: 40 },
];

/** GET /api/tasks/export. */
export const TASKS_EXPORT = exportDeclaration<TTaskListItem>('tareas', taskColumns);
/** GET /api/my_tasks/export. */
export const MY_TASKS_EXPORT = exportDeclaration<TMyTaskItem>('mis-tareas', [
  ...taskColumns,
  { header: 'Subtareas', kind: 'number', value: (t) => t.subtasks_count },
]);
