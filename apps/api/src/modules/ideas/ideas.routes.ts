import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { ZBoardQuery } from '@gestora/contract/information-board/information-board.schema';
import {
  ZIdeaPage,
  ZIdeaRequest,
  ZIdeaVoteRequest,
  ZIdeaVoteResponse,
  ZMyIdea,
  ZMyIdeaPage,
  ZMyIdeasQuery,
  ZSimilarIdeas,
  ZSimilarIdeasQuery,
} from '@gestora/contract/ideas/ideas.schema';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { analyseIdeaLater } from './ideas-analysis.service.ts';
import { ideasList, myIdeasList, similarIdeas } from './ideas-list.service.ts';
import { createIdea, deleteIdea, getOwnIdea, updateIdea, vote } from './ideas.service.ts';

const tags = ['Ideas'];
// The /idea route of the spec's table: 'Gestionar cuenta'.
const OWN = needs('Gestionar cuenta');

/**
 * The ideas board (GET /api/idea, POST /api/idea_vote: any signed-in user) and /idea, the author's own ideas.
 * Once a create or an edit has committed, the idea's AI analysis is scheduled (when a model is configured).
 */
export async function ideasRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/idea',
    { config: LOGIN, schema: { tags, querystring: ZBoardQuery, response: { 200: ZIdeaPage } } },
    (request) => ideasList.answer(app.ctx, actorOf(request), request.query),
  );
  app.post(
    '/api/idea_vote',
    { config: LOGIN, schema: { tags, body: ZIdeaVoteRequest, response: { 200: ZIdeaVoteResponse } } },
    (request) => vote(app.ctx, actorOf(request), request.body),
  );
  app.get(
    '/api/similar_ideas',
    { config: LOGIN, schema: { tags, querystring: ZSimilarIdeasQuery, response: { 200: ZSimilarIdeas } } },
    (request) => similarIdeas(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/my_ideas',
    { config: OWN, schema: { tags, querystring: ZMyIdeasQuery, response: { 200: ZMyIdeaPage } } },
    (request) => myIdeasList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/ideas/:public_id',
    { config: OWN, schema: { tags, params: ZPublicIdParams, response: { 200: ZMyIdea } } },
    (request) => getOwnIdea(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/ideas',
    { config: OWN, schema: { tags, body: ZIdeaRequest, response: { 201: ZMyIdea } } },
    async (request, reply) => {
      const idea = await createIdea(app.ctx, actorOf(request), request.body);
      analyseIdeaLater(app.ctx, app.jobs, app.config.ai, idea);
      return reply.code(201).send(idea);
    },
  );
  app.put(
    '/api/ideas/:public_id',
    { config: OWN, schema: { tags, params: ZPublicIdParams, body: ZIdeaRequest, response: { 200: ZMyIdea } } },
    async (request) => {
      const idea = await updateIdea(app.ctx, actorOf(request), request.params.public_id, request.body);
      analyseIdeaLater(app.ctx, app.jobs, app.config.ai, idea);
      return idea;
    },
  );
  app.delete(
    '/api/ideas/:public_id',
    { config: OWN, schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteIdea(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
