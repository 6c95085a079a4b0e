import type { TSelfCategory, TSelfTask } from '../self-assigned/self-assigned.schema.ts';
import { exportDeclaration, yesNo } from './export-columns.ts';

/** GET /api/self_assigned_tasks/export: the owner's own tasks only, as the list. */
export const SELF_TASKS_EXPORT = exportDeclaration<TSelfTask>('tareas-personales', [
  { header: 'Tarea', kind: 'text', value: (t) => t.title, width: 40 },
  { header: 'Descripción', kind: 'text', value: (t) => t.description, width: 50 },
  { header: 'Categoría', kind: 'text', value: (t) => t.category?.name ?? null, width: 24 },
  { header: 'Vencimiento', kind: 'date', value: (t) => t.due_date },
  { header: 'Vencida', kind: 'text', value: (t) => yesNo(t.overdue) },
  { header: 'Prioridad', kind: 'text', value: (t) => t.priority },
  { header: 'Estado', kind: 'text', value: (t) => t.status },
  { header: 'Hecha el', kind: 'datetime', value: (t) => t.completed_at },
]);

/** GET /api/self_assigned_categories/export. */
export const SELF_CATEGORIES_EXPORT = exportDeclaration<TSelfCategory>('categorias', [
  { header: 'Categoría', kind: 'text', value: (c) => c.name, width: 30 },
  { header: 'Color', kind: 'text', value: (c) => c.colour },
  { header: 'Tareas', kind: 'number', value: (c) => c.tasks_count },
  { header: 'Registrada', kind: 'datetime', value: (c) => c.created_at },
]);
