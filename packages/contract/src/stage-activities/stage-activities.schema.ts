import { z } from 'zod';
import {
  ZListQuery,
  ZPublicId,
  zOptionalDate,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
  ZProgress,
  ZUserRef,
} from '../common.schema.ts';
import { ZProjectRef, ZStageStatus } from '../stages/stages.schema.ts';

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
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.string(),
  progress: ZProgress,
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

export const ZStageActivityRequest = z.object({
  stage_id: z.uuid({ error: 'Seleccione una etapa.' }),
  name: zRequiredText('El nombre', 2, 150),
  description: zOptionalText('La descripción', 2000),
  responsible_id: ZPublicId.nullish().transform((v) => v ?? null),
  start_date: zOptionalDate('La fecha de inicio'),
  end_date: zOptionalDate('La fecha de fin'),
  status: ZStageStatus.default('Pendiente'),
});
export type TStageActivityRequest = z.input<typeof ZStageActivityRequest>;

export const ZStageActivityOptionsQuery = z.object({ stage_id: ZPublicId });
/** GET /api/stage_activity_options?stage_id: the activities of a visible stage. */
export const ZStageActivityOptions = z.array(z.object({ public_id: z.string(), name: z.string() }));
export type TStageActivityOptions = z.infer<typeof ZStageActivityOptions>;
