/** Task status codes (stored as strings) and their Spanish names, verbatim from PRODUCT.md. */
export const TASK_STATUSES = {
  '1': 'Pendiente',
  '2': 'En proceso',
  '3': 'En revisión',
  '4': 'Devuelta',
  '5': 'Finalizada',
} as const;
export type TTaskStatus = keyof typeof TASK_STATUSES;
export const TASK_STATUS_CODES = Object.keys(TASK_STATUSES) as [TTaskStatus, ...TTaskStatus[]];
/** The finished status: it sets completed_at and stops the remaining-days count. */
export const TASK_DONE: TTaskStatus = '5';

export const TASK_PRIORITIES = ['Baja', 'Media', 'Alta', 'Urgente'] as const;
export type TTaskPriority = (typeof TASK_PRIORITIES)[number];

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'), computed in UTC so DST never shifts a day. */
export function daysBetween(from: string, to: string): number {
  const a = Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10));
  const b = Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10));
  return Math.round((b - a) / 86_400_000);
}

/**
 * The remaining-days label of a task (PRODUCT.md). The double space in 'La fecha  de entrega terminó' is the
 * spec's text, kept verbatim.
 */
export function remainingDaysLabel(task: { status: string; end_date: string | null }, today: string): string {
  if (!task.end_date || task.status === TASK_DONE) return 'No aplica';
  const days = daysBetween(today, task.end_date);
  if (days === 0) return 'Finaliza hoy';
  if (days < 0) return 'La fecha  de entrega terminó';
  return days === 1 ? 'Falta 1 día' : `Faltan ${days} días`;
}

/**
 * Days a finished task was late: completed after its end date → N > 0; on time, unfinished or without an end
 * date → 0. `completed_at` is an ISO timestamp; only its calendar date counts.
 */
export function lateness(task: { status: string; end_date: string | null; completed_at: string | null }): number {
  if (task.status !== TASK_DONE || !task.end_date || !task.completed_at) return 0;
  return Math.max(0, daysBetween(task.end_date, task.completed_at.slice(0, 10)));
}
