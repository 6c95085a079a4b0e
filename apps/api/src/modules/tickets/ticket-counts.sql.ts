import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { cameWentMovedTriggers, countsPerKeyFunction } from '../../db/sql/row-triggers.ts';

/** The tickets' kept counters, which the ticket lists take their totals from. */
export const ticketCountsSql: SqlDeclaration[] = [
  // Keeps each responsible's tickets per status in ticket_status_counts, for the totals of the tickets they answer
  // for and the home chart.
  countsPerKeyFunction('ticket_status_count_change', {
    counts: 'ticket_status_counts',
    key: (row) => ({ responsible_id: `${row}.responsible_id`, status: `${row}.status` }),
    counted: (row) => `${row}.responsible_id IS NOT NULL`,
  }),
  // Keeps each requester's tickets per status in ticket_requester_counts: /my_requested_tickets takes its total from
  // there.
  countsPerKeyFunction('ticket_requester_count_change', {
    counts: 'ticket_requester_counts',
    key: (row) => ({ requester_id: `${row}.requester_id`, status: `${row}.status` }),
    counted: (row) => `${row}.requester_id IS NOT NULL`,
  }),
  // Keeps the open tickets per UTC due day in ticket_open_due_days (the two open states of tickets.presenter.ts
  // overdueSql), for the overdue counts.
  countsPerKeyFunction('ticket_open_due_day_change', {
    counts: 'ticket_open_due_days',
    key: (row) => ({ due_day: `(${row}.due_at AT TIME ZONE 'UTC')::date` }),
    counted: (row) => `${row}.status IN ('Abierto', 'En proceso') AND ${row}.due_at IS NOT NULL`,
  }),
  // tickets_status_count, _move: a ticket came, went or changed responsible or status: its responsible's counts
  // follow (on both sides, for a change).
  ...cameWentMovedTriggers({
    name: 'tickets_status_count',
    on: 'tickets',
    call: 'ticket_status_count_change()',
    movedBy: ['responsible_id', 'status'],
  }),
  // tickets_requester_count, _move: a ticket came, went or changed requester or status: its requester's counts follow.
  ...cameWentMovedTriggers({
    name: 'tickets_requester_count',
    on: 'tickets',
    call: 'ticket_requester_count_change()',
    movedBy: ['requester_id', 'status'],
  }),
  // tickets_open_due_day, _move: a ticket came, went, opened, closed or moved its due date: the days' open counts
  // follow.
  ...cameWentMovedTriggers({
    name: 'tickets_open_due_day',
    on: 'tickets',
    call: 'ticket_open_due_day_change()',
    movedBy: ['status', 'due_at'],
  }),
];
