import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_WORK_STATUSES,
  type TTicketStatus,
} from '@gestora/contract/tickets/ticket-states';

export const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: s }));
export const WORK_STATUS_OPTIONS = TICKET_WORK_STATUSES.map((s) => ({ value: s, label: s }));
export const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((p) => ({ value: p, label: p }));
export const OVERDUE_OPTIONS = [
  { value: 'true', label: 'Vencidos' },
  { value: 'false', label: 'Al día' },
];

/** A ticket is done with once solved, closed or rejected: its due date no longer counts. */
export const isFinished = (status: TTicketStatus) => status !== 'Abierto' && status !== 'En proceso';

const ACTIONS: Record<string, string> = {
  created: 'registró el ticket',
  updated: 'editó el ticket',
  assigned: 'asignó el responsable',
  status: 'cambió el estado',
  closed: 'cerró el ticket',
  files: 'adjuntó archivos',
  overdue: 'El ticket venció',
};
export const actionName = (action: string) => ACTIONS[action] ?? action;

/** The public steps of /find_ticket: what happened, without who did it. */
const STEPS: Record<string, string> = {
  created: 'Ticket registrado',
  assigned: 'Responsable asignado',
  status: 'Cambio de estado',
  closed: 'Ticket cerrado',
};
export const stepName = (action: string) => STEPS[action] ?? action;

const FIELDS: Record<string, string> = {
  code: 'Código',
  title: 'Título',
  description: 'Descripción',
  category: 'Categoría',
  priority: 'Prioridad',
  status: 'Estado',
  department: 'Departamento',
  responsible: 'Responsable',
  due_at: 'Vence',
  solution: 'Solución',
  files: 'Archivos',
};
export const fieldName = (field: string) => FIELDS[field] ?? field;
