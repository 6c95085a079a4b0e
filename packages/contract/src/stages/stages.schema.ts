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
  ZDateFilter,
  ZRefOptions,
} from '../common.schema.ts';

/** Statuses of stages and of stage activities (PRODUCT.md), stored as given. */
export const STAGE_STATUSES = ['Pendiente', 'En proceso', 'Finalizada'] as const;
export type TStageStatus = (typeof STAGE_STATUSES)[number];
export const ZStageStatus = z.enum(STAGE_STATUSES, { error: 'Seleccione un estado válido.' });

export const ZProjectRef = z.object({ public_id: z.string(), code: z.string(), name: z.string() });
export type TProjectRef = z.infer<typeof ZProjectRef>;

/**
 * What a stage and each of its activities show of their plan: their dates ('YYYY-MM-DD' or null), their status and
 * the progress of their tasks.
 */
export const ZPlanState = z.object({
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.string(),
  progress: ZProgress,
});

export const ZStage = z.object({
  public_id: z.string(),
  project: ZProjectRef,
  name: z.string(),
  description: z.string().nullable(),
  position: z.number(),
  ...ZPlanState.shape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TStage = z.infer<typeof ZStage>;
export const ZStagePage = zPage(ZStage);

/**
 * Filters: project, status, and a date window (`date_from`/`date_to`): stages whose dates overlap it. Default
 * order: project (code), then position.
 */
export const STAGE_SORTS = ['name', 'start_date', 'end_date', 'status', 'position', 'project', 'created_at'] as const;
export const ZStageListQuery = ZListQuery.extend({
  sort: zSort(STAGE_SORTS).optional(),
  project_id: ZPublicId.optional(),
  status: ZStageStatus.optional(),
  ...ZDateFilter.shape,
});
export type TStageListQuery = z.infer<typeof ZStageListQuery>;

export const ZStageRequest = z.object({
  project_id: z.uuid({ error: 'Seleccione un proyecto.' }),
  name: zRequiredText('El nombre', 2, 150),
  description: zOptionalText('La descripción', 2000),
  start_date: zOptionalDate('La fecha de inicio'),
  end_date: zOptionalDate('La fecha de fin'),
  status: ZStageStatus.default('Pendiente'),
  /** 1-based place among the project's stages; absent: at the end (create) or where it is (update). */
  position: z.coerce.number().int().min(1, { error: 'La posición debe ser 1 o más.' }).optional(),
});
export type TStageRequest = z.input<typeof ZStageRequest>;

export const ZStagePositionRequest = z.object({
  position: z.coerce.number().int().min(1, { error: 'La posición debe ser 1 o más.' }),
});

export const ZStageDetailActivity = z.object({
  public_id: z.string(),
  name: z.string(),
  responsible: ZUserRef.nullable(),
  ...ZPlanState.shape,
});

export const ZStageDetailTask = z.object({
  public_id: z.string(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  end_date: z.string().nullable(),
  members: z.array(z.object({ public_id: z.string(), name: z.string(), last_name: z.string() })),
});
export type TStageDetailTask = z.infer<typeof ZStageDetailTask>;

/** The /stage/detail payload: the stage, its activities, and its latest tasks (capped, with their total). */
export const ZStageDetail = ZStage.extend({
  project: ZProjectRef.extend({ start_date: z.string().nullable(), end_date: z.string().nullable() }),
  activities: z.array(ZStageDetailActivity),
  tasks: z.object({ data: z.array(ZStageDetailTask), total: z.number(), limit: z.number() }),
});
export type TStageDetail = z.infer<typeof ZStageDetail>;

export const ZStageOptionsQuery = z.object({ project_id: ZPublicId });
/** GET /api/stage_options?project_id: a visible project's stages, in order. */
export const ZStageOptions = ZRefOptions;
export type TStageOptions = z.infer<typeof ZStageOptions>;
