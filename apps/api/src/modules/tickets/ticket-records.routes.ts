import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
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
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { readUploads, ZFileParams, ZFilesUpload } from '../files/files.routes.ts';
import { addComment, listComments } from './ticket-comments.service.ts';
import { addFiles, removeFile } from './ticket-files.service.ts';
import { getTicketHistory } from './ticket-detail.service.ts';
import { findTicket, ticketSolutionsList } from './ticket-lookup.service.ts';
import { listServiceLevels, setServiceLevels } from './ticket-service-levels.service.ts';

const tags = ['Tickets'];

/** A ticket's comments, files and history; finding tickets and their solutions; the service levels. */
export async function ticketRecordsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tickets/:public_id/comments',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, querystring: ZTicketPageQuery, response: { 200: ZTicketCommentPage } },
    },
    (request) => listComments(app.ctx, actorOf(request), request.params.public_id, request.query),
  );
  app.post(
    '/api/tickets/:public_id/comments',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, body: ZTicketCommentRequest, response: { 201: ZTicketComment } },
    },
    async (request, reply) =>
      reply.code(201).send(await addComment(app.ctx, actorOf(request), request.params.public_id, request.body)),
  );
  app.get(
    '/api/tickets/:public_id/history',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, querystring: ZTicketPageQuery, response: { 200: ZTicketHistoryPage } },
    },
    (request) => getTicketHistory(app.ctx, actorOf(request), request.params.public_id, request.query),
  );
  app.post(
    '/api/tickets/:public_id/files',
    {
      config: LOGIN,
      schema: {
        tags,
        params: ZPublicIdParams,
        consumes: ['multipart/form-data'],
        body: ZFilesUpload,
        response: { 201: ZTicketFiles },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addFiles(app.ctx, actorOf(request), request.params.public_id, () => readUploads(request, 'files'))),
  );
  app.delete(
    '/api/tickets/:public_id/files/:file_id',
    { config: LOGIN, schema: { tags, params: ZFileParams, response: { 200: ZMessage } } },
    async (request) => {
      await removeFile(app.ctx, actorOf(request), request.params.public_id, request.params.file_id);
      return { message: MSG.deleted };
    },
  );

  app.get(
    '/api/find_ticket/:id',
    { config: LOGIN, schema: { tags, params: ZFindTicketParams, response: { 200: ZTicketPublic } } },
    (request) => findTicket(app.ctx, request.params.id),
  );
  app.get(
    '/api/ticket_solutions',
    {
      config: LOGIN,
      schema: { tags, querystring: ZTicketSolutionQuery, response: { 200: ZTicketSolutionPage } },
    },
    (request) => ticketSolutionsList.answer(app.ctx, actorOf(request), request.query),
  );

  app.get('/api/ticket_service_levels', { config: LOGIN, schema: { tags, response: { 200: ZServiceLevels } } }, () =>
    listServiceLevels(app.ctx),
  );
  app.put(
    '/api/ticket_service_levels',
    {
      config: needs('Configurar niveles de servicio'),
      schema: { tags, body: ZServiceLevelsRequest, response: { 200: ZServiceLevels } },
    },
    (request) => setServiceLevels(app.ctx, actorOf(request), request.body),
  );
}
