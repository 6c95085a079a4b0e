import { z } from 'zod';
import {
  ZListQuery,
  ZPublicId,
  zOptionalDate,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
  ZDateFilter,
} from '../common.schema.ts';
import { TASK_PRIORITIES } from '../tasks/remaining-days.ts';

/*
 * 'Autogestión' (PRODUCT.md): each user's own categories and self-assigned tasks, private to their owner — anyone
 * else, an administrator included, gets a 404 for them. Every signed-in user has them ('Gestionar cuenta').
 */

/** The columns of the personal board, in order. */
export const SELF_TASK_STATUSES = ['Pendiente', 'En proceso', 'Hecha'] as const;
export type TSelfTaskStatus = (typeof SELF_TASK_STATUSES)[number];
export const ZSelfTaskStatus = z.enum(SELF_TASK_STATUSES, { error: 'Seleccione un estado válido.' });
export const ZSelfTaskPriority = z.enum(TASK_PRIORITIES, { error: 'Seleccione una prioridad válida.' });

/** A colour as the colour picker writes it: '#rrggbb' (stored in lower case). */
export const ZColour = z
  .string({ error: 'Seleccione un color.' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'El color debe tener la forma #RRGGBB.' })
  .transform((v) => v.toLowerCase());

/** A category as a task carries it. */
export const ZSelfCategoryRef = z.object({ public_id: z.string(), name: z.string(), colour: z.string() });
export type TSelfCategoryRef = z.infer<typeof ZSelfCategoryRef>;

export const ZSelfCategory = ZSelfCategoryRef.extend({
  /** The owner's live tasks in it (the delete dialog asks what to do with them while above 0). */
  tasks_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSelfCategory = z.infer<typeof ZSelfCategory>;
export const ZSelfCategoryPage = zPage(ZSelfCategory);
export type TSelfCategoryPage = z.infer<typeof ZSelfCategoryPage>;

export const SELF_CATEGORY_SORTS = ['name', 'created_at', 'tasks_count'] as const;
export const ZSelfCategoryListQuery = ZListQuery.extend({ sort: zSort(SELF_CATEGORY_SORTS).optional() });
export type TSelfCategoryListQuery = z.infer<typeof ZSelfCategoryListQuery>;

/** Name unique per owner, case and accents aside: 'Ya tiene una categoría con ese nombre.' (422 on name). */
export const ZSelfCategoryRequest = z.object({
  name: zRequiredText('El nombre', 1, 60),
  colour: ZColour,
});
export type TSelfCategoryRequest = z.input<typeof ZSelfCategoryRequest>;

/**
 * DELETE /api/self_assigned_categories/{public_id}?tasks=…: what becomes of the category's tasks. Without `tasks`
 * a category that holds tasks is refused (409, 'La categoría tiene N tareas: indique qué hacer con ellas.');
 * 'uncategorize' leaves them without category, 'move' moves them to `to` (another of the owner's categories,
 * required then), 'delete' deletes them with it. All in one transaction.
 */
export const SELF_CATEGORY_DELETE_MODES = ['uncategorize', 'move', 'delete'] as const;
export const ZSelfCategoryDeleteQuery = z.object({
  tasks: z.enum(SELF_CATEGORY_DELETE_MODES, { error: 'Indique qué hacer con las tareas.' }).optional(),
  to: ZPublicId.optional(),
});
export type TSelfCategoryDeleteQuery = z.infer<typeof ZSelfCategoryDeleteQuery>;

/** A self-assigned task: a row of the list, a card of the board and the detail alike. */
export const ZSelfTask = z.object({
  public_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: ZSelfCategoryRef.nullable(),
  due_date: z.string().nullable(),
  priority: ZSelfTaskPriority,
  status: ZSelfTaskStatus,
  /** Its place in its status's column, ascending (the board's order; comparable within a status only). */
  position: z.number(),
  /** Set when it moves to 'Hecha', cleared when it leaves it. */
  completed_at: z.string().nullable(),
  /** Not 'Hecha' and its due date before today (the organisation's day). */
  overdue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSelfTask = z.infer<typeof ZSelfTask>;
export const ZSelfTaskPage = zPage(ZSelfTask);
export type TSelfTaskPage = z.infer<typeof ZSelfTaskPage>;

export const SELF_TASK_SORTS = ['due_date', 'priority', 'status', 'title', 'created_at', 'position'] as const;
/** GET /api/self_assigned_tasks: q (title, description), status, category ('none': without one), priority, due dates. */
export const ZSelfTaskListQuery = ZListQuery.merge(ZDateFilter).extend({
  status: ZSelfTaskStatus.optional(),
  category_id: z.union([ZPublicId, z.literal('none')]).optional(),
  priority: ZSelfTaskPriority.optional(),
  overdue: z.union([z.literal('true'), z.literal('false'), z.boolean()]).optional(),
  sort: zSort(SELF_TASK_SORTS).optional(),
});
export type TSelfTaskListQuery = z.infer<typeof ZSelfTaskListQuery>;

/** Created at the end of its status's column. */
export const ZSelfTaskRequest = z.object({
  title: zRequiredText('El título', 1, 200),
  description: zOptionalText('La descripción', 5000),
  category_id: ZPublicId.nullish().transform((v) => v ?? null),
  due_date: zOptionalDate('La fecha de vencimiento'),
  priority: ZSelfTaskPriority.default('Media'),
  status: ZSelfTaskStatus.default('Pendiente'),
});
export type TSelfTaskRequest = z.input<typeof ZSelfTaskRequest>;

/**
 * POST /api/self_assigned_tasks/{public_id}/move: into `status`'s column, right after `after_id` (a card of that
 * column), or first when it is null. Answers the moved task; the board reloads the column.
 */
export const ZSelfTaskMove = z.object({
  status: ZSelfTaskStatus,
  after_id: ZPublicId.nullable(),
});
export type TSelfTaskMove = z.infer<typeof ZSelfTaskMove>;

/** The board's most cards per column, by position (the rest are reached in the list). */
export const SELF_BOARD_COLUMN_LIMIT = 200;

/** GET /api/self_assigned_task_board (q, category_id, priority of the list query): the three columns in order. */
export const ZSelfTaskBoard = z.object({
  columns: z.array(
    z.object({
      status: ZSelfTaskStatus,
      /** Every task of the column under the filters, though at most SELF_BOARD_COLUMN_LIMIT are in `tasks`. */
      total: z.number(),
      tasks: z.array(ZSelfTask),
    }),
  ),
});
export type TSelfTaskBoard = z.infer<typeof ZSelfTaskBoard>;
export const ZSelfTaskBoardQuery = ZSelfTaskListQuery.pick({ q: true, category_id: true, priority: true });
export type TSelfTaskBoardQuery = z.infer<typeof ZSelfTaskBoardQuery>;

/** The owner's categories for the task form's select and the filters: by name. */
export const ZSelfCategoryOptions = z.array(ZSelfCategoryRef);
export type TSelfCategoryOptions = z.infer<typeof ZSelfCategoryOptions>;
