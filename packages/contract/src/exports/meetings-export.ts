import type { TMeetingListItem } from '../meetings/meetings.schema.ts';
import { exportDeclaration, personName } from './export-columns.ts';

const columns = [
  { header: 'Reunión', kind: 'text', value: (m: TMeetingListItem) => m.title, width: 40 },
  { header: 'Inicio', kind: 'datetime', value: (m: TMeetingListItem) => m.start_at },
  { header: 'Fin', kind: 'datetime', value: (m: TMeetingListItem) => m.end_at },
  { header: 'Lugar', kind: 'text', value: (m: TMeetingListItem) => m.place, width: 28 },
  { header: 'Videollamada', kind: 'text', value: (m: TMeetingListItem) => m.video_url, width: 32 },
  { header: 'Organizador', kind: 'text', value: (m: TMeetingListItem) => personName(m.organizer), width: 28 },
  { header: 'Participantes', kind: 'number', value: (m: TMeetingListItem) => m.participants_count },
  { header: 'Acuerdos', kind: 'number', value: (m: TMeetingListItem) => m.tickets_count },
  { header: 'Estado', kind: 'text', value: (m: TMeetingListItem) => m.display_status },
] as const;

/** GET /api/meetings/export. */
export const MEETINGS_EXPORT = exportDeclaration<TMeetingListItem>('reuniones', columns);
/** GET /api/my_meetings/export. */
export const MY_MEETINGS_EXPORT = exportDeclaration<TMeetingListItem>('mis-reuniones', columns);
