import { z } from 'zod';
import { ZListQuery, ZPublicId, zDate, zOptionalDate, zPage, zRequiredText, ZUserRef } from '../common.schema.ts';
import { ZTaskStatus } from '../tasks/tasks.schema.ts';

export const ZMicroTask = z.object({
  public_id: z.string(),
  subtask_public_id: z.string(),
  title: z.string(),
  responsible: ZUserRef.nullable(),
  due_date: z.string().nullable(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  /** Open and past its due date (server's date). */
  overdue: z.boolean(),
  /** Whether this viewer may tick it, edit it and delete it. */
  can: z.object({ toggle: z.boolean(), edit: z.boolean() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMicroTask = z.infer<typeof ZMicroTask>;

/** GET /api/subtasks/:id/micro_tasks: the whole checklist of a subtask (bounded by MICRO_TASKS_PER_SUBTASK). */
export const ZMicroTaskList = z.object({ data: z.array(ZMicroTask), total: z.number(), done: z.number() });
export type TMicroTaskList = z.infer<typeof ZMicroTaskList>;
/** A checklist is short by nature; the list answers at most this many items (the totals count them all). */
export const MICRO_TASKS_PER_SUBTASK = 200;

const fields = {
  title: zRequiredText('El título', 1, 200),
  /** Blank: the subtask's responsible. */
  responsible_id: ZPublicId.nullish().transform((v) => v ?? null),
  due_date: zOptionalDate('La fecha límite'),
};

/** POST /api/micro_tasks. The due date must fall within the subtask's dates when it has them. */
export const ZMicroTaskCreateRequest = z.object({ ...fields, subtask_id: ZPublicId });
export type TMicroTaskCreateRequest = z.input<typeof ZMicroTaskCreateRequest>;

/** PUT /api/micro_tasks/:id. */
export const ZMicroTaskUpdateRequest = z.object(fields);
export type TMicroTaskUpdateRequest = z.input<typeof ZMicroTaskUpdateRequest>;

/** PUT /api/micro_tasks/:id/done. */
export const ZMicroTaskDoneRequest = z.object({ done: z.boolean({ error: 'Indique si la microtarea está hecha.' }) });
export type TMicroTaskDoneRequest = z.infer<typeof ZMicroTaskDoneRequest>;

export const MY_MICRO_TASK_STATES = ['pending', 'done', 'all'] as const;

/**
 * GET /api/my_micro_tasks: the signed-in user's micro-tasks grouped by subtask (and its task), paginated by
 * group. `state` defaults to 'pending'; `due_from`/`due_to` bound the due date; q searches the titles.
 */
export const ZMyMicroTaskQuery = ZListQuery.extend({
  state: z.enum(MY_MICRO_TASK_STATES, { error: 'El filtro no es válido.' }).default('pending'),
  due_from: zDate('La fecha desde').optional(),
  due_to: zDate('La fecha hasta').optional(),
});
export type TMyMicroTaskQuery = z.input<typeof ZMyMicroTaskQuery>;
/** Items shown per group; `total` of the group says how many match in all. */
export const MY_MICRO_TASKS_PER_GROUP = 50;

export const ZMyMicroTaskGroup = z.object({
  task: z.object({ public_id: z.string(), title: z.string() }),
  subtask: z.object({ public_id: z.string(), title: z.string(), status: ZTaskStatus }),
  items: z.array(ZMicroTask),
  /** Items of this group that match the filters (items holds at most MY_MICRO_TASKS_PER_GROUP). */
  total: z.number(),
});
export type TMyMicroTaskGroup = z.infer<typeof ZMyMicroTaskGroup>;

/** A page of groups; `counts` are the user's pending and done micro-tasks overall (for the filter's labels). */
export const ZMyMicroTaskPage = zPage(ZMyMicroTaskGroup).extend({
  counts: z.object({ pending: z.number(), done: z.number() }),
});
export type TMyMicroTaskPage = z.infer<typeof ZMyMicroTaskPage>;
