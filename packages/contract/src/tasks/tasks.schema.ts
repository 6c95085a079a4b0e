import { z } from 'zod';
import {
  ZListQuery,
  ZPublicId,
  ZRef,
  zOptionalDate,
  zPage,
  zRequiredText,
  zSort,
  ZUserRef,
  ZDateFilter,
  ZComment,
  ZCommentRequest,
  ZHistoryEntry,
  ZHistoryPage,
  ZRecordPageQuery,
  zRichText,
} from '../common.schema.ts';
import { ZAttachment, ZAttachments, type TAttachment, type TAttachments } from '../files/files.schema.ts';
import { TASK_PRIORITIES, TASK_STATUS_CODES } from './remaining-days.ts';

export const ZTaskStatus = z.enum(TASK_STATUS_CODES, { error: 'Seleccione un estado válido.' });
export const ZTaskPriority = z.enum(TASK_PRIORITIES, { error: 'Seleccione una prioridad válida.' });

/** What this viewer may do with a task, on every row, card and detail: the screens never re-derive the rules. */
export const ZTaskCan = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  /** Move the status (the board's drag) and attach evidence. */
  change_status: z.boolean(),
});
export type TTaskCan = z.infer<typeof ZTaskCan>;

/**
 * A row of /api/tasks and /api/my_tasks: what the table and the cards show (the board's cards carry part of it:
 * ZTaskBoardCard), and what acting on it needs. The start date, completion, activity and timestamps are the
 * detail's alone (ZTaskDetail): a fifth less to write, send and read on every page.
 */
export const ZTaskListItem = z.object({
  public_id: z.string(),
  title: z.string(),
  status: ZTaskStatus,
  priority: ZTaskPriority,
  end_date: z.string().nullable(),
  /** remainingDaysLabel(task, today) computed by the server with its own date. */
  remaining_days: z.string(),
  project: ZRef.nullable(),
  stage: ZRef.nullable(),
  members: z.array(ZUserRef),
  comments_count: z.number(),
  files_count: z.number(),
  can: ZTaskCan,
});
export type TTaskListItem = z.infer<typeof ZTaskListItem>;
export const ZTaskPage = zPage(ZTaskListItem);
export type TTaskPage = z.infer<typeof ZTaskPage>;

/** /api/my_tasks rows also carry the number of subtasks of each task. */
export const ZMyTaskItem = ZTaskListItem.extend({ subtasks_count: z.number() });
export type TMyTaskItem = z.infer<typeof ZMyTaskItem>;
export const ZMyTaskPage = zPage(ZMyTaskItem);
export type TMyTaskPage = z.infer<typeof ZMyTaskPage>;

/** An attachment; download it from `url` (GET /api/files/:public_id, authorised against the task). */
export const ZTaskFile = ZAttachment;
export type TTaskFile = TAttachment;

/** GET /api/tasks/:id. `can` tells the screen which actions this viewer may take. */
export const ZTaskDetail = ZTaskListItem.extend({
  start_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  stage_activity: ZRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  description: z.string().nullable(),
  files: z.array(ZTaskFile),
  /** Days late when finished after end_date (0 otherwise). */
  lateness: z.number(),
  created_by: ZUserRef.nullable(),
  can: ZTaskCan.extend({ comment: z.boolean() }),
});
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

/**
 * POST /api/tasks and PUT /api/tasks/:id. project → stage → activity must form one chain (422 otherwise); a
 * missing parent is taken from the child given.
 */
export const ZTaskRequest = z
  .object({
    title: zRequiredText('El título', 3, 200),
    /** HTML; sanitised by the server. */
    description: zRichText('La descripción'),
    priority: ZTaskPriority.default('Media'),
    /** Omitted: '1' on create, unchanged on update. */
    status: ZTaskStatus.optional(),
    start_date: zOptionalDate('La fecha de inicio'),
    end_date: zOptionalDate('La fecha de fin'),
    project_id: ZPublicId.nullish().transform((v) => v ?? null),
    stage_id: ZPublicId.nullish().transform((v) => v ?? null),
    stage_activity_id: ZPublicId.nullish().transform((v) => v ?? null),
    /** Omitted: none on create, unchanged on update (a PUT that leaves it out keeps the members). */
    member_ids: z.array(ZPublicId).max(50).optional(),
  })
  .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
    path: ['end_date'],
    error: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  });
export type TTaskRequest = z.input<typeof ZTaskRequest>;

/** PUT /api/tasks/:id/status. */
export const ZTaskStatusRequest = z.object({ status: ZTaskStatus });
export type TTaskStatusRequest = z.infer<typeof ZTaskStatusRequest>;

export const TASK_SORTS = ['end_date', 'priority', 'status', 'created_at', 'title'] as const;

/** Filters shared by /api/tasks, /api/tasks/board and /api/my_tasks. date_from/date_to bound end_date. */
const taskFilters = {
  sort: zSort(TASK_SORTS).optional(),
  status: ZTaskStatus.optional(),
  priority: ZTaskPriority.optional(),
  project_id: ZPublicId.optional(),
  stage_id: ZPublicId.optional(),
  stage_activity_id: ZPublicId.optional(),
  ...ZDateFilter.shape,
};

/** GET /api/tasks and /api/tasks/board. q: Spanish full-text over title and description. */
export const ZTaskListQuery = ZListQuery.extend({ ...taskFilters, member_id: ZPublicId.optional() });
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

/** GET /api/my_tasks: the signed-in user's assigned tasks. */
export const ZMyTaskQuery = ZListQuery.extend(taskFilters);
export type TMyTaskQuery = z.input<typeof ZMyTaskQuery>;

/**
 * A card of the board: what the card shows and what moving it needs (the remaining-days label is computed by the
 * screen from status and end_date, so that it follows a move at once). Up to 100 cards travel in one answer.
 */
export const ZTaskBoardCard = ZTaskListItem.pick({
  public_id: true,
  title: true,
  status: true,
  priority: true,
  end_date: true,
  project: true,
  members: true,
  comments_count: true,
  files_count: true,
  can: true,
});
export type TTaskBoardCard = z.infer<typeof ZTaskBoardCard>;

/**
 * GET /api/tasks/board: one column per status, its first TASK_BOARD_COLUMN_CAP cards (`data`) with its full `total`.
 * A column's further cards are the next pages of GET /api/tasks with its status, the same filters and per_page
 * TASK_BOARD_COLUMN_CAP, which the server orders as the board ('Cargar más' on the screen).
 */
export const ZTaskBoard = z.object({
  columns: z.array(
    z.object({ status: ZTaskStatus, name: z.string(), total: z.number(), data: z.array(ZTaskBoardCard) }),
  ),
});
export type TTaskBoard = z.infer<typeof ZTaskBoard>;
export const TASK_BOARD_COLUMN_CAP = 20;

/** A task's comment also says when it was last edited. */
export const ZTaskComment = ZComment.extend({ updated_at: z.string() });
export type TTaskComment = z.infer<typeof ZTaskComment>;
export const ZTaskCommentPage = zPage(ZTaskComment);

/** POST /api/tasks/:id/comments; `mentions` are the public ids of the @mentioned users (each is notified). */
export const ZTaskCommentRequest = ZCommentRequest.extend({ mentions: z.array(ZPublicId).max(50).default([]) });
export type TTaskCommentRequest = z.input<typeof ZTaskCommentRequest>;

/** One history entry; action e.g. 'created', 'updated', 'status', 'files'. */
export const ZTaskHistoryEntry = ZHistoryEntry;
export type TTaskHistoryEntry = z.infer<typeof ZTaskHistoryEntry>;
export const ZTaskHistoryPage = ZHistoryPage;
export const ZTaskHistoryQuery = ZRecordPageQuery;

/** POST /api/tasks/:id/files answers the task's files after the upload. */
export const ZTaskFiles = ZAttachments;
export type TTaskFiles = TAttachments;
