import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZStageActivity,
  ZStageActivityListQuery,
  ZStageActivityOptions,
  ZStageActivityOptionsQuery,
  ZStageActivityPage,
  ZStageActivityRequest,
} from '@gestora/contract/stage-activities/stage-activities.schema';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import {
  createStageActivity,
  deleteStageActivity,
  getStageActivity,
  listStageActivities,
  stageActivityOptions,
  updateStageActivity,
} from './stage-activities.service.ts';

const tags = ['Actividades en etapa'];

export async function stageActivitiesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // The task form's activity select follows its stage: any signed-in user who sees the stage's project fills it.
  app.get(
    '/api/stage_activity_options',
    {
      config: LOGIN,
      schema: { tags, querystring: ZStageActivityOptionsQuery, response: { 200: ZStageActivityOptions } },
    },
    (request) => stageActivityOptions(app.ctx, actorOf(request), request.query.stage_id),
  );

  app.get(
    '/api/stage_activities',
    {
      config: needs('Ver actividades en etapa'),
      schema: { tags, querystring: ZStageActivityListQuery, response: { 200: ZStageActivityPage } },
    },
    (request) => listStageActivities(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/stage_activities/:public_id',
    {
      config: needs('Ver actividades en etapa'),
      schema: { tags, params: ZPublicIdParams, response: { 200: ZStageActivity } },
    },
    (request) => getStageActivity(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/stage_activities',
    {
      config: needs('Registrar actividades en etapa'),
      schema: { tags, body: ZStageActivityRequest, response: { 201: ZStageActivity } },
    },
    async (request, reply) => reply.code(201).send(await createStageActivity(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/stage_activities/:public_id',
    {
      config: needs('Actualizar actividades en etapa'),
      schema: { tags, params: ZPublicIdParams, body: ZStageActivityRequest, response: { 200: ZStageActivity } },
    },
    (request) => updateStageActivity(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.delete(
    '/api/stage_activities/:public_id',
    {
      config: needs('Eliminar actividades en etapa'),
      schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } },
    },
    async (request) => {
      await deleteStageActivity(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
