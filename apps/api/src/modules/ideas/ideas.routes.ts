import type { FastifyInstance } from 'fastify';
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
  type TMyIdea,
} from '@gestora/contract/ideas/ideas.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { analyseIdeaLater } from './ideas-analysis.service.ts';
import { ideasList, myIdeasList, similarIdeas } from './ideas-list.service.ts';
import { createIdea, deleteIdea, getOwnIdea, updateIdea, vote } from './ideas.service.ts';

// The /idea route of the spec's table: 'Gestionar cuenta'.
const OWN = needs('Gestionar cuenta');

/**
 * The ideas board (GET /api/idea, POST /api/idea_vote: any signed-in user) and /idea, the author's own ideas.
 * Once a create or an edit has committed, the idea's AI analysis is scheduled (when a model is configured).
 */
export async function ideasRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Ideas']);
  const analysedLater = <T extends TMyIdea>(idea: T) => {
    analyseIdeaLater(app.ctx, app.jobs, app.config.ai, idea);
    return idea;
  };

  route.list('/api/idea', LOGIN, ZBoardQuery, ZIdeaPage, ideasList.answer);
  route.post(
    '/api/idea_vote',
    LOGIN,
    { body: ZIdeaVoteRequest, response: { 200: ZIdeaVoteResponse } },
    (ctx, actor, { body }) => vote(ctx, actor, body),
  );
  route.list('/api/similar_ideas', LOGIN, ZSimilarIdeasQuery, ZSimilarIdeas, similarIdeas);
  route.list('/api/my_ideas', OWN, ZMyIdeasQuery, ZMyIdeaPage, myIdeasList.answer);
  route.read('/api/ideas/:public_id', OWN, ZMyIdea, getOwnIdea);
  route.create('/api/ideas', OWN, ZIdeaRequest, ZMyIdea, async (ctx, actor, body) =>
    analysedLater(await createIdea(ctx, actor, body)),
  );
  route.update('/api/ideas/:public_id', OWN, ZIdeaRequest, ZMyIdea, async (ctx, actor, id, body) =>
    analysedLater(await updateIdea(ctx, actor, id, body)),
  );
  route.remove('/api/ideas/:public_id', OWN, deleteIdea);
}
