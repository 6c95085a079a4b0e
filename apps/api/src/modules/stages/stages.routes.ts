import type { FastifyInstance } from 'fastify';
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
import { STAGES_EXPORT } from '@gestora/contract/exports/stages-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { pagedExportRoute } from '../../lib/export/export-route.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { stageDetail } from './stage-detail.service.ts';
import { createStage, deleteStage, listStages, moveStage, stageOptions, updateStage } from './stages.service.ts';

export async function stagesRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Etapas']);

  // The task form's stage select follows its project: any signed-in user who sees the project fills it.
  route.list('/api/stage_options', LOGIN, ZStageOptionsQuery, ZStageOptions, (ctx, actor, query) =>
    stageOptions(ctx, actor, query.project_id),
  );

  route.list('/api/stages', needs('Ver etapas'), ZStageListQuery, ZStagePage, listStages);
  pagedExportRoute(app, '/api/stages', needs('Ver etapas'), ZStageListQuery, listStages, STAGES_EXPORT, ['Etapas']);
  route.read('/api/stages/:public_id', needs('Ver etapas'), ZStageDetail, stageDetail);
  route.create('/api/stages', needs('Registrar etapas'), ZStageRequest, ZStage, createStage);
  route.update('/api/stages/:public_id', needs('Actualizar etapas'), ZStageRequest, ZStage, updateStage);
  route.update(
    '/api/stages/:public_id/position',
    needs('Actualizar etapas'),
    ZStagePositionRequest,
    ZStage,
    (ctx, actor, id, body) => moveStage(ctx, actor, id, body.position),
  );
  route.remove('/api/stages/:public_id', needs('Eliminar etapas'), deleteStage);
}
