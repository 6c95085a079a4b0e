import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicIdParams } from '@gestora/contract/common.schema';
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
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { getTicket } from './ticket-detail.service.ts';
import { notifyOverdueTickets, scheduleOverdueTickets } from './ticket-overdue.service.ts';
import { myTicketsList, requestedTicketsList, ticketsList } from './tickets-list.service.ts';
import { assignTicket, changeStatus, closeTicket, createTicket, updateTicket } from './tickets.service.ts';

const tags = ['Tickets'];

/**
 * Tickets: the administration (/ticket, 'Ver ticket'), mine as responsible (/ticket/manage_ticket, 'Gestionar
 * ticket asignados'), the ones I raised and raising one (any signed-in user). Routes reached by the requester or the responsible
 * without an administration permission declare LOGIN and the service decides with the ticket's own rights
 * (tickets.access.ts): 404 when not visible, 403 when visible but not theirs to change.
 */
export async function ticketsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // The overdue notice runs in the server, not in the tests: they call notifyOverdueTickets at the moment they choose.
  if (process.env.NODE_ENV !== 'test') {
    const stop = scheduleOverdueTickets(app.ctx, app.jobs);
    app.addHook('onReady', async () =>
      app.jobs.run('tickets-overdue', async () => void (await notifyOverdueTickets(app.ctx))),
    );
    app.addHook('onClose', async () => stop());
  }

  app.get(
    '/api/tickets',
    { config: needs('Ver ticket'), schema: { tags, querystring: ZTicketListQuery, response: { 200: ZTicketPage } } },
    (request) => ticketsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/my_tickets',
    {
      config: needs('Gestionar ticket asignados'),
      schema: { tags, querystring: ZMyTicketQuery, response: { 200: ZTicketPage } },
    },
    (request) => myTicketsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/my_requested_tickets',
    { config: LOGIN, schema: { tags, querystring: ZMyTicketQuery, response: { 200: ZTicketPage } } },
    (request) => requestedTicketsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/tickets/:public_id',
    { config: LOGIN, schema: { tags, params: ZPublicIdParams, response: { 200: ZTicketDetail } } },
    (request) => getTicket(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/tickets',
    { config: LOGIN, schema: { tags, body: ZTicketCreateRequest, response: { 201: ZTicketDetail } } },
    async (request, reply) => reply.code(201).send(await createTicket(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/tickets/:public_id',
    {
      config: needs('Actualizar ticket'),
      schema: { tags, params: ZPublicIdParams, body: ZTicketUpdateRequest, response: { 200: ZTicketDetail } },
    },
    (request) => updateTicket(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.put(
    '/api/tickets/:public_id/responsible',
    {
      config: needs('Actualizar ticket'),
      schema: { tags, params: ZPublicIdParams, body: ZTicketAssignRequest, response: { 200: ZTicketDetail } },
    },
    (request) => assignTicket(app.ctx, actorOf(request), request.params.public_id, request.body.responsible_id),
  );
  app.post(
    '/api/tickets/:public_id/close',
    { config: needs('Actualizar ticket'), schema: { tags, params: ZPublicIdParams, response: { 200: ZTicketDetail } } },
    (request) => closeTicket(app.ctx, actorOf(request), request.params.public_id),
  );
  app.put(
    '/api/tickets/:public_id/status',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, body: ZTicketStatusRequest, response: { 200: ZTicketDetail } },
    },
    (request) => changeStatus(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
}
