import type { TStageActivity } from '../stage-activities/stage-activities.schema.ts';
import type { TStage } from '../stages/stages.schema.ts';
import { exportDeclaration, personName } from './export-columns.ts';

/** GET /api/stages/export: the page's 'Fechas' cell is its two dates. */
export const STAGES_EXPORT = exportDeclaration<TStage>('etapas', [
  { header: 'Etapa', kind: 'text', value: (s) => s.name, width: 30 },
  { header: 'Código del proyecto', kind: 'text', value: (s) => s.project.code },
  { header: 'Proyecto', kind: 'text', value: (s) => s.project.name, width: 32 },
  { header: 'Orden', kind: 'number', value: (s) => s.position },
  { header: 'Fecha de inicio', kind: 'date', value: (s) => s.start_date },
  { header: 'Fecha de fin', kind: 'date', value: (s) => s.end_date },
  { header: 'Estado', kind: 'text', value: (s) => s.status },
  { header: 'Avance', kind: 'percent', value: (s) => s.progress.percent },
]);

/** GET /api/stage_activities/export. */
export const STAGE_ACTIVITIES_EXPORT = exportDeclaration<TStageActivity>('actividades-en-etapa', [
  { header: 'Actividad', kind: 'text', value: (a) => a.name, width: 30 },
  { header: 'Etapa', kind: 'text', value: (a) => a.stage.name, width: 26 },
  { header: 'Código del proyecto', kind: 'text', value: (a) => a.project.code },
  { header: 'Responsable', kind: 'text', value: (a) => personName(a.responsible), width: 28 },
  { header: 'Fecha de inicio', kind: 'date', value: (a) => a.start_date },
  { header: 'Fecha de fin', kind: 'date', value: (a) => a.end_date },
  { header: 'Estado', kind: 'text', value: (a) => a.status },
  { header: 'Avance', kind: 'percent', value: (a) => a.progress.percent },
]);
