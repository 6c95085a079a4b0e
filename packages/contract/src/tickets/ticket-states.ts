/**
 * Ticket statuses and priorities (PRODUCT.md "Tickets"). The status names are the stored values: a ticket's
 * status reads the same on the wire, in the database and on the screen.
 */
export const TICKET_STATUSES = ['Abierto', 'En proceso', 'Resuelto', 'Cerrado', 'Rechazado'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

/** Statuses in which the ticket is still being worked on: only these can be overdue. */
export const TICKET_OPEN_STATUSES = ['Abierto', 'En proceso'] as const satisfies readonly TTicketStatus[];

/** Statuses whose ticket carries a solution anyone may read ('Soluciones a tickets'). */
export const TICKET_SOLVED_STATUSES = ['Resuelto', 'Cerrado'] as const satisfies readonly TTicketStatus[];

/**
 * The statuses the responsible moves a ticket to from /ticket/manage_ticket. 'Cerrado' belongs to the
 * administration (/ticket), which closes a ticket once its requester is served.
 */
export const TICKET_WORK_STATUSES = [
  'Abierto',
  'En proceso',
  'Resuelto',
  'Rechazado',
] as const satisfies readonly TTicketStatus[];

/** Statuses that need a solution (the answer for a resolved ticket, the reason for a rejected one). */
export const TICKET_STATUSES_NEEDING_SOLUTION: readonly TTicketStatus[] = ['Resuelto', 'Rechazado'];

export const TICKET_PRIORITIES = ['Baja', 'Media', 'Alta', 'Urgente'] as const;
export type TTicketPriority = (typeof TICKET_PRIORITIES)[number];

/**
 * Hours from a ticket's creation to its due date per priority, until an administrator sets the service
 * levels (PUT /api/ticket_service_levels).
 */
export const DEFAULT_SERVICE_LEVEL_HOURS: Record<TTicketPriority, number> = {
  Urgente: 4,
  Alta: 24,
  Media: 72,
  Baja: 168,
};
export const SERVICE_LEVEL_MAX_HOURS = 24 * 365;

/** TCK-YYYY-NNNNN: the year of creation and a number counted per year from 1. */
export const TICKET_CODE_PATTERN = /^TCK-\d{4}-\d{5,}$/;
export const ticketCode = (year: number, n: number) => `TCK-${year}-${String(n).padStart(5, '0')}`;
