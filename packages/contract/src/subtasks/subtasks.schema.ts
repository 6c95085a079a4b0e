import { z } from 'zod';
import {
  ZListQuery,
  ZPublicId,
  zOptionalDate,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
  ZUserRef,
} from '../common.schema.ts';
import { ZTaskStatus } from '../tasks/tasks.schema.ts';

export const ZSubtask = z.object({
  public_id: z.string(),
  task: z.object({ public_id: z.string(), title: z.string() }),
  title: z.string(),
  /** Plain text (shown as text, never as HTML). */
  description: z.string().nullable(),
  responsible: ZUserRef.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: ZTaskStatus,
  completed_at: z.string().nullable(),
  /** remainingDaysLabel(subtask, today) with the server's date. */
  remaining_days: z.string(),
  micro_tasks_total: z.number(),
  micro_tasks_done: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSubtask = z.infer<typeof ZSubtask>;

/**
 * The task the subtasks belong to, as the subtasks screen needs it: its dates bound the subtasks' dates, its
 * members (and creator) are the natural responsibles, and `can` says what this viewer may do.
 */
export const ZSubtaskTaskSummary = z.object({
  public_id: z.string(),
  title: z.string(),
  status: ZTaskStatus,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  remaining_days: z.string(),
  members: z.array(ZUserRef),
  created_by: ZUserRef.nullable(),
  can: z.object({ manage: z.boolean() }),
});
export type TSubtaskTaskSummary = z.infer<typeof ZSubtaskTaskSummary>;

/** GET /api/tasks/:task_id/subtasks: a page of subtasks plus the task they belong to. */
export const ZSubtaskPage = zPage(ZSubtask).extend({ task: ZSubtaskTaskSummary });
export type TSubtaskPage = z.infer<typeof ZSubtaskPage>;

export const SUBTASK_SORTS = ['end_date', 'start_date', 'status', 'title', 'created_at'] as const;
export const ZSubtaskListQuery = ZListQuery.extend({
  status: ZTaskStatus.optional(),
  sort: zSort(SUBTASK_SORTS).optional(),
});
export type TSubtaskListQuery = z.input<typeof ZSubtaskListQuery>;

const fields = {
  title: zRequiredText('El título', 3, 200),
  description: zOptionalText('La descripción', 5000),
  responsible_id: ZPublicId.nullish()
    .refine((v) => !!v, { error: 'Seleccione un responsable.' })
    .transform((v) => v as string),
  start_date: zOptionalDate('La fecha de inicio'),
  end_date: zOptionalDate('La fecha de fin'),
};
const endAfterStart = {
  path: ['end_date'],
  error: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
};

/** PUT /api/subtasks/:id. Dates must fall within the task's dates when it has them (checked by the server). */
export const ZSubtaskUpdateRequest = z
  .object(fields)
  .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, endAfterStart);
export type TSubtaskUpdateRequest = z.input<typeof ZSubtaskUpdateRequest>;

/** POST /api/subtasks. */
export const ZSubtaskCreateRequest = z
  .object({ ...fields, task_id: ZPublicId })
  .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, endAfterStart);
export type TSubtaskCreateRequest = z.input<typeof ZSubtaskCreateRequest>;

/** PUT /api/subtasks/:id/status; '5' (Finalizada) sets completed_at, any other clears it. */
export const ZSubtaskStatusRequest = z.object({ status: ZTaskStatus });
export type TSubtaskStatusRequest = z.infer<typeof ZSubtaskStatusRequest>;
