import {
  MEETING_SORTS,
  MEETING_STATUSES,
  ZMeetingListItem,
  ZMeetingPage,
  ZMeetingTicket,
  ZMeetingTickets,
} from '@gestora/contract/meetings/meetings.schema';
import { ZTicketSolution, ZTicketSolutionPage } from '@gestora/contract/tickets/ticket-lookup.schema';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@gestora/contract/tickets/ticket-states';
import {
  TICKET_SORTS,
  ZTicketCommentPage,
  ZTicketHistoryPage,
  ZTicketListItem,
  ZTicketPage,
} from '@gestora/contract/tickets/tickets.schema';
import { fieldIs, refIs, wholeAnswer, type FilterSpec, type ListSpec } from './list-spec.test-utils.ts';
import { WORD } from './world-people.test-utils.ts';
import { ticketDay } from './world-tickets.test-utils.ts';
import { UNKNOWN_ID, type World } from './world.test-utils.ts';

const ALL = ['admin', 'narrow', 'own'] as const;

/** The filters of the three ticket lists. */
function ticketFilters(w: World): Record<string, FilterSpec> {
  const { people, tickets } = w;
  return {
    q: { values: [WORD, 'ticket', 'arranca', tickets.tickets[5].code] },
    status: { values: TICKET_STATUSES, holds: fieldIs('status') },
    priority: { values: TICKET_PRIORITIES, holds: fieldIs('priority') },
    department_id: {
      values: [people.areaA.publicId, people.areaB.publicId, UNKNOWN_ID],
      holds: refIs('department'),
    },
    overdue: { values: ['true', 'false'], holds: fieldIs('overdue') },
    date_from: { values: [ticketDay(20), ticketDay(50)] },
    date_to: { values: [ticketDay(30), ticketDay(70)] },
  };
}

/**
 * The kept counters of my tickets and my requests answer a status alone (or nothing); these add one more filter
 * each, which must be counted: the case issue 44 found with a category filter.
 */
const statusWithOthers = (w: World): Record<string, string>[] => [
  { status: 'Abierto' },
  { status: 'Abierto', priority: 'Alta' },
  { status: 'En proceso', department_id: w.people.areaA.publicId },
  { status: 'Abierto', overdue: 'true' },
  { status: 'Resuelto', q: WORD },
  { status: 'Cerrado', date_from: ticketDay(20) },
  { priority: 'Baja' },
];

/** The ticket lists and the meetings (whose agreements are tickets): URL, filters, sorts, callers. */
export function ticketLists(w: World): ListSpec[] {
  const { people, tickets, board } = w;
  const { narrow, own, admin } = people.actors;
  const filters = ticketFilters(w);
  const ticketDetail = { url: (r: Record<string, unknown>) => `/api/tickets/${r.public_id}`, fields: ZTicketListItem };
  const solved = tickets.tickets.find((t) => t.solution && t.status === 'Cerrado')!;
  const meetingDate = { values: ['2025-01-05', '2025-01-20', '2031-01-10', '2031-01-25'] };
  const meetingFilters = {
    q: { values: [WORD, 'reunión'] },
    status: { values: MEETING_STATUSES, holds: fieldIs('status') },
    date_from: meetingDate,
    date_to: meetingDate,
  };
  return [
    {
      route: 'GET /api/tickets',
      url: '/api/tickets',
      actors: ['admin', 'narrow'],
      filters: {
        ...filters,
        responsible_id: {
          values: [narrow.user.publicId, own.user.publicId, admin.user.publicId, UNKNOWN_ID],
          holds: refIs('responsible'),
        },
      },
      sorts: TICKET_SORTS,
      page: wholeAnswer(ZTicketPage),
      detail: ticketDetail,
      // Overdue alone is answered from kept counts; with anything more it must be counted.
      examples: [
        { overdue: 'true' },
        { overdue: 'true', status: 'Abierto' },
        { overdue: 'true', department_id: people.areaB.publicId },
        { overdue: 'true', q: WORD },
        { q: WORD },
        { q: tickets.tickets[5].code },
      ],
    },
    // My tickets (as responsible) and my requests (as requester): the same list of one's own, checked alike.
    ...['/api/my_tickets', '/api/my_requested_tickets'].map((url) => ({
      route: `GET ${url}`,
      url,
      actors: ALL,
      filters,
      sorts: TICKET_SORTS,
      page: wholeAnswer(ZTicketPage),
      detail: ticketDetail,
      examples: statusWithOthers(w),
    })),
    {
      route: 'GET /api/ticket_solutions',
      url: '/api/ticket_solutions',
      actors: ALL,
      sameForAll: true,
      filters: { q: { values: [WORD, 'pieza', solved.code, 'inexistente'] } },
      page: wholeAnswer(ZTicketSolutionPage),
      detail: {
        url: (r) => `/api/find_ticket/${r.public_id}`,
        fields: ZTicketSolution.pick({ public_id: true, code: true, title: true, status: true, solved_at: true }),
      },
    },
    {
      route: 'GET /api/tickets/:public_id/comments',
      url: `/api/tickets/${tickets.discussed.publicId}/comments`,
      actors: ALL,
      sameForAll: true,
      filters: {},
      page: wholeAnswer(ZTicketCommentPage),
    },
    {
      route: 'GET /api/tickets/:public_id/history',
      url: `/api/tickets/${tickets.discussed.publicId}/history`,
      actors: ALL,
      sameForAll: true,
      filters: {},
      page: wholeAnswer(ZTicketHistoryPage),
      key: (r) => String(r.id),
    },
    {
      route: 'GET /api/meetings',
      url: '/api/meetings',
      actors: ['admin', 'narrow'],
      filters: meetingFilters,
      sorts: MEETING_SORTS,
      page: wholeAnswer(ZMeetingPage),
      detail: { url: (r) => `/api/meetings/${r.public_id}`, fields: ZMeetingListItem },
      // A status alone (or nothing) is answered from kept counts; anything more must be counted.
      examples: [
        {},
        { status: 'Programada' },
        { status: 'Programada', q: WORD },
        { status: 'Cancelada', date_from: '2025-01-05' },
      ],
    },
    {
      route: 'GET /api/my_meetings',
      url: '/api/my_meetings',
      actors: ALL,
      filters: meetingFilters,
      sorts: MEETING_SORTS,
      page: wholeAnswer(ZMeetingPage),
      detail: { url: (r) => `/api/meetings/${r.public_id}`, fields: ZMeetingListItem },
      examples: [{}, { status: 'Programada' }, { q: WORD }],
    },
    {
      route: 'GET /api/meetings/:public_id/tickets',
      url: `/api/meetings/${board.withAgreements.publicId}/tickets`,
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: {},
      page: wholeAnswer(ZMeetingTickets),
      detail: {
        url: (r) => `/api/tickets/${r.public_id}`,
        fields: ZMeetingTicket.omit({ carried_over: true }),
      },
    },
  ];
}
