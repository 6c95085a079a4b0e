import type { TCalendarItem } from '@gestora/contract/meetings/meetings.schema';

/** UI.md's status colours (Mantine palette names), for the calendars' event blocks. */
const STATUS: Record<string, string> = {
  Programada: 'gray',
  'En curso': 'blue',
  Finalizada: 'green',
  Cancelada: 'red',
  // A meeting past its end still Programada or En curso (display_status): UI.md's derived 'overdue' orange.
  'Sin iniciar': 'orange',
  'Sin finalizar': 'orange',
  Pendiente: 'gray',
  // A vehicle's due maintenance or expiring document (DUE_STATES).
  Vencido: 'red',
  Próximo: 'orange',
  'Al día': 'green',
  'En proceso': 'blue',
  'En revisión': 'violet',
  Devuelta: 'red',
  Hecha: 'green',
  Abierto: 'gray',
  Resuelto: 'green',
  Cerrado: 'green',
  Rechazado: 'red',
};

/** The kind shows in the block's edge: meetings teal, tasks indigo, tickets orange, personal tasks grape. */
export const KIND_COLORS: Record<TCalendarItem['kind'], string> = {
  meeting: 'teal',
  task: 'indigo',
  ticket: 'orange',
  vehicle: 'cyan',
  self_task: 'grape',
};
export const KIND_LABELS: Record<TCalendarItem['kind'], string> = {
  meeting: 'Reunión',
  task: 'Tarea',
  ticket: 'Ticket',
  vehicle: 'Vehículo',
  self_task: 'Tarea personal',
};

const shade = (color: string, n: number) => `var(--mantine-color-${color}-${n})`;

/** Background by status, border by kind. */
export function eventColors(item: Pick<TCalendarItem, 'kind' | 'status'>) {
  const status = STATUS[item.status] ?? 'gray';
  return {
    backgroundColor: shade(status, 1),
    borderColor: shade(KIND_COLORS[item.kind], 6),
    textColor: shade(status, 9),
  };
}
