import { z } from 'zod';
import { ZListQuery, ZPublicId, zPage, zSort, ZUserRef, ZRefOptions } from '../common.schema.ts';
import { ZPlanState, ZProjectRef, ZStageRequest, ZStageStatus } from '../stages/stages.schema.ts';

export const ZStageActivity = z.object({
  public_id: z.string(),
  project: ZProjectRef,
  stage: z.object({
    public_id: z.string(),
    name: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
  }),
  name: z.string(),
  description: z.string().nullable(),
  responsible: ZUserRef.nullable(),
  ...ZPlanState.shape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TStageActivity = z.infer<typeof ZStageActivity>;
export const ZStageActivityPage = zPage(ZStageActivity);

export const STAGE_ACTIVITY_SORTS = [
  'name',
  'start_date',
  'end_date',
  'status',
  'stage',
  'project',
  'created_at',
] as const;
export const ZStageActivityListQuery = ZListQuery.extend({
  sort: zSort(STAGE_ACTIVITY_SORTS).optional(),
  stage_id: ZPublicId.optional(),
  project_id: ZPublicId.optional(),
  responsible_id: ZPublicId.optional(),
  status: ZStageStatus.optional(),
});
export type TStageActivityListQuery = z.infer<typeof ZStageActivityListQuery>;

/** An activity is planned as its stage is: the same rules for its name, description, dates and status. */
const { name, description, start_date, end_date, status } = ZStageRequest.shape;
export const ZStageActivityRequest = z.object({
  stage_id: z.uuid({ error: 'Seleccione una etapa.' }),
  name,
  description,
  responsible_id: ZPublicId.nullish().transform((v) => v ?? null),
  start_date,
  end_date,
  status,
});
export type TStageActivityRequest = z.input<typeof ZStageActivityRequest>;

export const ZStageActivityOptionsQuery = z.object({ stage_id: ZPublicId });
/** GET /api/stage_activity_options?stage_id: the activities of a visible stage. */
export const ZStageActivityOptions = ZRefOptions;
export type TStageActivityOptions = z.infer<typeof ZStageActivityOptions>;
