import type { FastifyInstance } from 'fastify';
import {
  ZMyTicketQuery,
  ZTicketAssignRequest,
  ZTicketCreateRequest,
  ZTicketDetail,
  ZTicketListQuery,
  ZTicketPage,
  ZTicketStatusRequest,
  ZTicketUpdateRequest,
} from '@gestora/contract/tickets/tickets.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { getTicket } from './ticket-detail.service.ts';
import { notifyOverdueTickets, scheduleOverdueTickets } from './ticket-overdue.service.ts';
import { myTicketsList, requestedTicketsList, ticketsList } from './tickets-list.service.ts';
import { assignTicket, changeStatus, closeTicket, createTicket, updateTicket } from './tickets.service.ts';
import { MY_TICKETS_EXPORT, REQUESTED_TICKETS_EXPORT, TICKETS_EXPORT } from '@gestora/contract/exports/tickets-export';
import { exportRoute } from '../../lib/export/export-route.ts';

const UPDATE = needs('Actualizar ticket');

/**
 * Tickets: the administration (/ticket, 'Ver ticket'), mine as responsible (/ticket/manage_ticket, 'Gestionar
 * ticket asignados'), the ones I raised and raising one (any signed-in user). Routes reached by the requester or the responsible
 * without an administration permission declare LOGIN and the service decides with the ticket's own rights
 * (tickets.access.ts): 404 when not visible, 403 when visible but not theirs to change.
 */
export async function ticketsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Tickets']);

  // The overdue notice runs in the server, not in the tests: they call notifyOverdueTickets at the moment they choose.
  if (process.env.NODE_ENV !== 'test') {
    const stop = scheduleOverdueTickets(app.ctx, app.jobs);
    app.addHook('onReady', async () =>
      app.jobs.run('tickets-overdue', async () => void (await notifyOverdueTickets(app.ctx))),
    );
    app.addHook('onClose', async () => stop());
  }

  route.list('/api/tickets', needs('Ver ticket'), ZTicketListQuery, ZTicketPage, ticketsList.answer);
  route.list('/api/my_tickets', needs('Gestionar ticket asignados'), ZMyTicketQuery, ZTicketPage, myTicketsList.answer);
  route.list('/api/my_requested_tickets', LOGIN, ZMyTicketQuery, ZTicketPage, requestedTicketsList.answer);
  const tags = ['Tickets'];
  exportRoute(app, '/api/tickets', needs('Ver ticket'), ZTicketListQuery, ticketsList, TICKETS_EXPORT, tags);
  exportRoute(
    app,
    '/api/my_tickets',
    needs('Gestionar ticket asignados'),
    ZMyTicketQuery,
    myTicketsList,
    MY_TICKETS_EXPORT,
    tags,
  );
  exportRoute(
    app,
    '/api/my_requested_tickets',
    LOGIN,
    ZMyTicketQuery,
    requestedTicketsList,
    REQUESTED_TICKETS_EXPORT,
    tags,
  );
  route.read('/api/tickets/:public_id', LOGIN, ZTicketDetail, getTicket);
  route.create('/api/tickets', LOGIN, ZTicketCreateRequest, ZTicketDetail, createTicket);
  route.update('/api/tickets/:public_id', UPDATE, ZTicketUpdateRequest, ZTicketDetail, updateTicket);
  route.update(
    '/api/tickets/:public_id/responsible',
    UPDATE,
    ZTicketAssignRequest,
    ZTicketDetail,
    (ctx, actor, id, body) => assignTicket(ctx, actor, id, body.responsible_id),
  );
  route.action('/api/tickets/:public_id/close', UPDATE, ZTicketDetail, closeTicket);
  route.update('/api/tickets/:public_id/status', LOGIN, ZTicketStatusRequest, ZTicketDetail, changeStatus);
}
