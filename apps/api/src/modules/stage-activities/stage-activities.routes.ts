import type { FastifyInstance } from 'fastify';
import {
  ZStageActivity,
  ZStageActivityListQuery,
  ZStageActivityOptions,
  ZStageActivityOptionsQuery,
  ZStageActivityPage,
  ZStageActivityRequest,
} from '@gestora/contract/stage-activities/stage-activities.schema';
import { STAGE_ACTIVITIES_EXPORT } from '@gestora/contract/exports/stages-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { pagedExportRoute } from '../../lib/export/export-route.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import {
  createStageActivity,
  deleteStageActivity,
  getStageActivity,
  listStageActivities,
  stageActivityOptions,
  updateStageActivity,
} from './stage-activities.service.ts';

const VIEW = needs('Ver actividades en etapa');

export async function stageActivitiesRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Actividades en etapa']);

  // The task form's activity select follows its stage: any signed-in user who sees the stage's project fills it.
  route.list(
    '/api/stage_activity_options',
    LOGIN,
    ZStageActivityOptionsQuery,
    ZStageActivityOptions,
    (ctx, actor, query) => stageActivityOptions(ctx, actor, query.stage_id),
  );

  route.list('/api/stage_activities', VIEW, ZStageActivityListQuery, ZStageActivityPage, listStageActivities);
  pagedExportRoute(
    app,
    '/api/stage_activities',
    VIEW,
    ZStageActivityListQuery,
    listStageActivities,
    STAGE_ACTIVITIES_EXPORT,
    ['Actividades en etapa'],
  );
  route.read('/api/stage_activities/:public_id', VIEW, ZStageActivity, getStageActivity);
  route.create(
    '/api/stage_activities',
    needs('Registrar actividades en etapa'),
    ZStageActivityRequest,
    ZStageActivity,
    createStageActivity,
  );
  route.update(
    '/api/stage_activities/:public_id',
    needs('Actualizar actividades en etapa'),
    ZStageActivityRequest,
    ZStageActivity,
    updateStageActivity,
  );
  route.remove('/api/stage_activities/:public_id', needs('Eliminar actividades en etapa'), deleteStageActivity);
}
