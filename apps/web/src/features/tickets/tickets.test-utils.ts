import type { TTicketPublic } from '@gestora/contract/tickets/ticket-lookup.schema';
import type { TTicketDetail, TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import { people, uid } from '../../test/factories.ts';

/** The ticket screens' fixtures, built on the shared factories' people; the dates are relative to now. */
export const { camila, pedro } = people;
export const soporte = { public_id: uid(4101), name: 'Soporte técnico' };
export const finanzas = { public_id: uid(4102), name: 'Finanzas' };

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
let n = 0;

/** A list row: open, unassigned, due in a day, with every right (the administration's). */
export function ticketItem(over: Partial<TTicketListItem> = {}): TTicketListItem {
  n += 1;
  return {
    public_id: uid(4200 + n),
    code: `TCK-2026-${String(n).padStart(5, '0')}`,
    title: `Ticket ${n}`,
    priority: 'Media',
    status: 'Abierto',
    department: soporte,
    requester: camila,
    responsible: null,
    due_at: hoursFromNow(24),
    overdue: false,
    can: { update: true, work: true, close: true, comment: true, attach: true },
    ...over,
  };
}

export function ticketDetail(over: Partial<TTicketDetail> = {}): TTicketDetail {
  return {
    ...ticketItem(over),
    category: null,
    solved_at: null,
    closed_at: null,
    comments_count: 0,
    files_count: 0,
    created_at: hoursFromNow(-2),
    updated_at: hoursFromNow(-2),
    description: '<p>No enciende.</p>',
    solution: null,
    files: [],
    ...over,
  };
}

export function publicTicket(over: Partial<TTicketPublic> = {}): TTicketPublic {
  return {
    public_id: uid(4300),
    code: 'TCK-2026-00042',
    title: 'La impresora no imprime',
    priority: 'Alta',
    status: 'Resuelto',
    department: soporte,
    created_at: hoursFromNow(-30),
    due_at: hoursFromNow(-6),
    overdue: false,
    solved_at: hoursFromNow(-8),
    closed_at: null,
    solution: '<p>Se cambió el <strong>tóner</strong>.</p>',
    history: [
      { action: 'created', from_status: null, to_status: 'Abierto', created_at: hoursFromNow(-30) },
      { action: 'assigned', from_status: null, to_status: null, created_at: hoursFromNow(-29) },
      { action: 'status', from_status: 'Abierto', to_status: 'Resuelto', created_at: hoursFromNow(-8) },
    ],
    ...over,
  };
}

export const emptyPage = { data: [], current_page: 1, per_page: 100, total: 0, last_page: 1 };
