import type { FastifyInstance } from 'fastify';
import {
  ZFindTicketParams,
  ZTicketPublic,
  ZTicketSolutionPage,
  ZTicketSolutionQuery,
} from '@gestora/contract/tickets/ticket-lookup.schema';
import { ZServiceLevels, ZServiceLevelsRequest } from '@gestora/contract/tickets/ticket-service-levels.schema';
import {
  ZTicketComment,
  ZTicketCommentPage,
  ZTicketCommentRequest,
  ZTicketFiles,
  ZTicketHistoryPage,
  ZTicketPageQuery,
} from '@gestora/contract/tickets/tickets.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { attachmentRoutes } from '../files/files.routes.ts';
import { addComment, listComments } from './ticket-comments.service.ts';
import { addFiles, removeFile } from './ticket-files.service.ts';
import { getTicketHistory } from './ticket-detail.service.ts';
import { findTicket, ticketSolutionsList } from './ticket-lookup.service.ts';
import { listServiceLevels, setServiceLevels } from './ticket-service-levels.service.ts';

/** A ticket's comments, files and history; finding tickets and their solutions; the service levels. */
export async function ticketRecordsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Tickets']);

  route.list('/api/tickets/:public_id/comments', LOGIN, ZTicketPageQuery, ZTicketCommentPage, listComments);
  route.create('/api/tickets/:public_id/comments', LOGIN, ZTicketCommentRequest, ZTicketComment, addComment);
  route.list('/api/tickets/:public_id/history', LOGIN, ZTicketPageQuery, ZTicketHistoryPage, getTicketHistory);
  attachmentRoutes(route, '/api/tickets/:public_id', LOGIN, ZTicketFiles, { add: addFiles, remove: removeFile });

  route.get(
    '/api/find_ticket/:id',
    LOGIN,
    { params: ZFindTicketParams, response: { 200: ZTicketPublic } },
    (ctx, _actor, { params }) => findTicket(ctx, params.id),
  );
  route.list('/api/ticket_solutions', LOGIN, ZTicketSolutionQuery, ZTicketSolutionPage, ticketSolutionsList.answer);

  route.read('/api/ticket_service_levels', LOGIN, ZServiceLevels, listServiceLevels);
  route.update(
    '/api/ticket_service_levels',
    needs('Configurar niveles de servicio'),
    ZServiceLevelsRequest,
    ZServiceLevels,
    setServiceLevels,
  );
}
