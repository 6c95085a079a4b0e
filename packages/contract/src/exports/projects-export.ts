import type { TProjectListItem } from '../projects/projects.schema.ts';
import { exportDeclaration, personName } from './export-columns.ts';

/** GET /api/projects/export. */
export const PROJECTS_EXPORT = exportDeclaration<TProjectListItem>('proyectos', [
  { header: 'Código', kind: 'text', value: (p) => p.code },
  { header: 'Proyecto', kind: 'text', value: (p) => p.name, width: 40 },
  { header: 'Cliente', kind: 'text', value: (p) => p.client?.name ?? null, width: 28 },
  { header: 'Responsable', kind: 'text', value: (p) => personName(p.manager), width: 28 },
  { header: 'Estado', kind: 'text', value: (p) => p.status },
  { header: 'Fecha de inicio', kind: 'date', value: (p) => p.start_date },
  { header: 'Fecha de fin', kind: 'date', value: (p) => p.end_date },
  { header: 'Avance', kind: 'percent', value: (p) => p.progress.percent },
]);
