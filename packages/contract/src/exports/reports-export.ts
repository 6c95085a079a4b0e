import type {
  TFulfilment,
  TProjectFulfilmentRow,
  TReportTask,
  TResponsibleReportRow,
} from '../reports/reports.schema.ts';
import { TASK_STATUSES } from '../tasks/remaining-days.ts';
import { exportDeclaration, joinedNames, personName, type ExportColumn } from './export-columns.ts';

/** The figures' columns, as the report tables head them (apps/web/src/features/reports/figure-columns.tsx). */
function figureColumns<R>(figures: (r: R) => TFulfilment, tasks = 'Tareas'): ExportColumn<R>[] {
  return [
    { header: tasks, kind: 'number', value: (r) => figures(r).tasks },
    { header: 'Finalizadas', kind: 'number', value: (r) => figures(r).finished },
    { header: 'A tiempo', kind: 'number', value: (r) => figures(r).on_time },
    { header: 'Con retraso', kind: 'number', value: (r) => figures(r).late },
    { header: 'Abiertas', kind: 'number', value: (r) => figures(r).open },
    { header: 'Vencidas', kind: 'number', value: (r) => figures(r).overdue },
    { header: '% cumplimiento', kind: 'percent', value: (r) => figures(r).percent },
    { header: '% a tiempo', kind: 'percent', value: (r) => figures(r).on_time_percent },
  ];
}

/** GET /api/report/project_fulfillment/export. */
export const FULFILMENT_EXPORT = exportDeclaration<TProjectFulfilmentRow>('cumplimiento-de-proyectos', [
  { header: 'Código', kind: 'text', value: (r) => r.project.code },
  { header: 'Proyecto', kind: 'text', value: (r) => r.project.name, width: 40 },
  { header: 'Cliente', kind: 'text', value: (r) => r.client?.name ?? null, width: 28 },
  { header: 'Área', kind: 'text', value: (r) => r.department?.name ?? null, width: 24 },
  { header: 'Estado', kind: 'text', value: (r) => r.status },
  ...figureColumns<TProjectFulfilmentRow>((r) => r.figures),
]);

/** GET /api/report/responsible/export. */
export const RESPONSIBLE_EXPORT = exportDeclaration<TResponsibleReportRow>('informe-por-responsable', [
  { header: 'Responsable', kind: 'text', value: (r) => personName(r.user), width: 30 },
  { header: 'Área', kind: 'text', value: (r) => r.department?.name ?? null, width: 24 },
  // The page shows neither the open tasks nor the fulfilment percent of a person.
  ...figureColumns<TResponsibleReportRow>((r) => r.figures, 'Asignadas').filter(
    (c) => c.header !== 'Abiertas' && c.header !== '% cumplimiento',
  ),
]);

/** GET /api/report/project/{id}/tasks/{filter}/export and /api/report/responsible/{id}/tasks/{filter}/export. */
export const REPORT_TASKS_EXPORT = exportDeclaration<TReportTask>('tareas-del-informe', [
  { header: 'Tarea', kind: 'text', value: (t) => t.title, width: 40 },
  { header: 'Proyecto', kind: 'text', value: (t) => t.project.name, width: 30 },
  { header: 'Etapa', kind: 'text', value: (t) => t.stage?.name ?? null, width: 24 },
  { header: 'Actividad', kind: 'text', value: (t) => t.activity?.name ?? null, width: 24 },
  { header: 'Estado', kind: 'text', value: (t) => TASK_STATUSES[t.status] },
  { header: 'Prioridad', kind: 'text', value: (t) => t.priority },
  { header: 'Fecha de fin', kind: 'date', value: (t) => t.end_date },
  { header: 'Finalizada el', kind: 'datetime', value: (t) => t.completed_at },
  { header: 'Días de retraso', kind: 'number', value: (t) => t.days_late },
  { header: 'Miembros', kind: 'text', value: (t) => joinedNames(t.members.map(personName)), width: 40 },
]);
