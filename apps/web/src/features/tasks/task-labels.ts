import dayjs from 'dayjs';
import {
  remainingDaysLabel,
  TASK_DONE,
  TASK_PRIORITIES,
  TASK_STATUS_CODES,
  TASK_STATUSES,
  type TTaskStatus,
} from '@gestora/contract/tasks/remaining-days';

export const statusName = (code: string): string => TASK_STATUSES[code as TTaskStatus] ?? code;

export const STATUS_OPTIONS = TASK_STATUS_CODES.map((code) => ({ value: code, label: TASK_STATUSES[code] }));
export const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: p }));

/** Today as the contract's date functions expect it ('YYYY-MM-DD', the browser's calendar day). */
export const todayIso = (): string => dayjs().format('YYYY-MM-DD');

export type RemainingTone = 'none' | 'today' | 'late' | 'open';

/**
 * The remaining-days label computed here with the contract's own function (not the server's copy): after an
 * optimistic status change the label must follow at once ('Finalizada' shows 'No aplica').
 */
export function remaining(task: { status: string; end_date: string | null }, today = todayIso()) {
  const label = remainingDaysLabel(task, today);
  const tone: RemainingTone =
    !task.end_date || task.status === TASK_DONE
      ? 'none'
      : label === 'Finaliza hoy'
        ? 'today'
        : label.startsWith('La fecha')
          ? 'late'
          : 'open';
  return { label, tone };
}

/** Field names of the task history, in Spanish words. */
const FIELD_NAMES: Record<string, string> = {
  title: 'Título',
  description: 'Descripción',
  priority: 'Prioridad',
  status: 'Estado',
  start_date: 'Fecha de inicio',
  end_date: 'Fecha de fin',
  project: 'Proyecto',
  project_id: 'Proyecto',
  stage: 'Etapa',
  stage_id: 'Etapa',
  stage_activity: 'Actividad',
  stage_activity_id: 'Actividad',
  members: 'Miembros',
  member_ids: 'Miembros',
  files: 'Archivos adjuntos',
  completed_at: 'Fecha de finalización',
};
export const fieldName = (field: string): string => FIELD_NAMES[field] ?? field.replace(/_/g, ' ');

const ACTION_NAMES: Record<string, string> = {
  created: 'creó la tarea',
  updated: 'actualizó la tarea',
  status: 'cambió el estado',
  files: 'adjuntó archivos',
  file_removed: 'quitó un archivo',
  members: 'cambió los miembros',
  deleted: 'eliminó la tarea',
  comment: 'comentó',
};
export const actionName = (action: string): string => ACTION_NAMES[action] ?? action.replace(/_/g, ' ');
