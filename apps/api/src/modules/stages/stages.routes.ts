import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZStage,
  ZStageDetail,
  ZStageListQuery,
  ZStageOptions,
  ZStageOptionsQuery,
  ZStagePage,
  ZStagePositionRequest,
  ZStageRequest,
} from '@gestora/contract/stages/stages.schema';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { stageDetail } from './stage-detail.service.ts';
import { createStage, deleteStage, listStages, moveStage, stageOptions, updateStage } from './stages.service.ts';

const tags = ['Etapas'];

export async function stagesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // The task form's stage select follows its project: any signed-in user who sees the project fills it.
  app.get(
    '/api/stage_options',
    { config: LOGIN, schema: { tags, querystring: ZStageOptionsQuery, response: { 200: ZStageOptions } } },
    (request) => stageOptions(app.ctx, actorOf(request), request.query.project_id),
  );

  app.get(
    '/api/stages',
    { config: needs('Ver etapas'), schema: { tags, querystring: ZStageListQuery, response: { 200: ZStagePage } } },
    (request) => listStages(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/stages/:public_id',
    { config: needs('Ver etapas'), schema: { tags, params: ZPublicIdParams, response: { 200: ZStageDetail } } },
    (request) => stageDetail(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/stages',
    { config: needs('Registrar etapas'), schema: { tags, body: ZStageRequest, response: { 201: ZStage } } },
    async (request, reply) => reply.code(201).send(await createStage(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/stages/:public_id',
    {
      config: needs('Actualizar etapas'),
      schema: { tags, params: ZPublicIdParams, body: ZStageRequest, response: { 200: ZStage } },
    },
    (request) => updateStage(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.put(
    '/api/stages/:public_id/position',
    {
      config: needs('Actualizar etapas'),
      schema: { tags, params: ZPublicIdParams, body: ZStagePositionRequest, response: { 200: ZStage } },
    },
    (request) => moveStage(app.ctx, actorOf(request), request.params.public_id, request.body.position),
  );
  app.delete(
    '/api/stages/:public_id',
    { config: needs('Eliminar etapas'), schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteStage(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
