import { z } from 'zod';
import { ZDateFilter, ZListQuery, ZPublicId, ZRef, ZUserRef, zPage, zSort } from '../common.schema.ts';
import { ZProjectStatus } from '../projects/projects.schema.ts';
import { ZTaskPriority, ZTaskStatus } from '../tasks/tasks.schema.ts';

/*
 * 'Informes' (PRODUCT.md, spec §4: status '5' counts lateness against its end date). The words, written once in SQL
 * and used by every figure and every list behind one:
 * - finished: status '5'; on time: finished on or before its end date (or without one); late: finished after it —
 *   the day of completed_at in the organisation's time zone (ORG_TIMEZONE) against end_date;
 * - open: not finished; overdue: open and its end date before today (the organisation's day).
 * A period (date_from, date_to) bounds the task's end date; tasks without an end date count only without a period.
 * Only the projects the user may see count ('Ver solo los proyectos creados por el usuarios' limits them).
 */

/** The figure a click opens: its tasks (the path's {filter} of /report/project/filter_task_in_project). */
export const REPORT_TASK_FILTERS = ['all', 'finished', 'on_time', 'late', 'open', 'overdue'] as const;
export type TReportTaskFilter = (typeof REPORT_TASK_FILTERS)[number];
export const ZReportTaskFilter = z.enum(REPORT_TASK_FILTERS, { error: 'El filtro no es válido.' });

/** The figures of a set of tasks; percentages rounded, 0 when there is nothing to divide. */
export const ZFulfilment = z.object({
  tasks: z.number(),
  finished: z.number(),
  on_time: z.number(),
  late: z.number(),
  open: z.number(),
  overdue: z.number(),
  /** Cumplimiento: finished ÷ tasks. */
  percent: z.number(),
  /** A tiempo: on time ÷ finished. */
  on_time_percent: z.number(),
});
export type TFulfilment = z.infer<typeof ZFulfilment>;

/** GET /api/report/project_fulfillment ('Porcentaje de cumplimiento en proyectos'). */
export const PROJECT_FULFILMENT_SORTS = ['name', 'tasks', 'percent', 'overdue', 'late'] as const;
export const ZProjectFulfilmentQuery = ZListQuery.merge(ZDateFilter).extend({
  client_id: ZPublicId.optional(),
  department_id: ZPublicId.optional(),
  status: ZProjectStatus.optional(),
  sort: zSort(PROJECT_FULFILMENT_SORTS).optional(),
});
export type TProjectFulfilmentQuery = z.infer<typeof ZProjectFulfilmentQuery>;

export const ZProjectFulfilmentRow = z.object({
  project: z.object({ public_id: z.string(), code: z.string(), name: z.string() }),
  client: ZRef.nullable(),
  department: ZRef.nullable(),
  status: ZProjectStatus,
  figures: ZFulfilment,
});
export type TProjectFulfilmentRow = z.infer<typeof ZProjectFulfilmentRow>;
/** A page of projects and the figures of every project the filters select (not only this page's). */
export const ZProjectFulfilmentPage = zPage(ZProjectFulfilmentRow).extend({ totals: ZFulfilment });
export type TProjectFulfilmentPage = z.infer<typeof ZProjectFulfilmentPage>;

/** GET /api/report/project/{public_id} (the web's /report/project/datail/{id}): by stage and activity. */
export const ZReportPeriodQuery = ZDateFilter;
export type TReportPeriodQuery = z.infer<typeof ZReportPeriodQuery>;
export const ZProjectReport = z.object({
  project: ZProjectFulfilmentRow,
  /** Every stage of the project in its order, and last one with `stage: null` for tasks without a stage, if any. */
  stages: z.array(
    z.object({
      stage: ZRef.nullable(),
      figures: ZFulfilment,
      /** Its activities in order, and last `activity: null` for its tasks without an activity, if any. */
      activities: z.array(z.object({ activity: ZRef.nullable(), figures: ZFulfilment })),
    }),
  ),
});
export type TProjectReport = z.infer<typeof ZProjectReport>;

/** A task behind a figure. */
export const ZReportTask = z.object({
  public_id: z.string(),
  title: z.string(),
  status: ZTaskStatus,
  priority: ZTaskPriority,
  end_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Days finished after its end date (late), or days past it while open (overdue); else 0. */
  days_late: z.number(),
  project: ZRef,
  stage: ZRef.nullable(),
  activity: ZRef.nullable(),
  members: z.array(ZUserRef),
  /** Its comments and files, as the task lists count them (the row is the task's kept list row). */
  comments_count: z.number(),
  files_count: z.number(),
});
export type TReportTask = z.infer<typeof ZReportTask>;
export const ZReportTaskPage = zPage(ZReportTask);
export type TReportTaskPage = z.infer<typeof ZReportTaskPage>;

export const REPORT_TASK_SORTS = ['end_date', 'title', 'status', 'days_late', 'completed_at'] as const;
/**
 * GET /api/report/project/{project_id}/tasks/{filter} (the web's /report/project/filter_task_in_project/{id}/
 * {filter}): exactly the tasks its figure counts — with the stage or activity of a figure of the detail, and the
 * period of the report.
 */
export const ZReportTaskQuery = ZListQuery.merge(ZDateFilter).extend({
  stage_id: z.union([ZPublicId, z.literal('none')]).optional(),
  activity_id: z.union([ZPublicId, z.literal('none')]).optional(),
  sort: zSort(REPORT_TASK_SORTS).optional(),
});
export type TReportTaskQuery = z.infer<typeof ZReportTaskQuery>;
export const ZReportTaskParams = z.object({ project_id: ZPublicId, filter: ZReportTaskFilter });

/** GET /api/report/responsible ('Informe por responsable'): a member's tasks in the projects the user may see. */
export const RESPONSIBLE_REPORT_SORTS = ['name', 'assigned', 'finished', 'overdue', 'on_time_percent'] as const;
export const ZResponsibleReportQuery = ZListQuery.merge(ZDateFilter).extend({
  department_id: ZPublicId.optional(),
  project_id: ZPublicId.optional(),
  sort: zSort(RESPONSIBLE_REPORT_SORTS).optional(),
});
export type TResponsibleReportQuery = z.infer<typeof ZResponsibleReportQuery>;
export const ZResponsibleReportRow = z.object({
  user: ZUserRef,
  department: ZRef.nullable(),
  /** tasks = assigned; on_time_percent = on time ÷ finished. */
  figures: ZFulfilment,
});
export type TResponsibleReportRow = z.infer<typeof ZResponsibleReportRow>;
export const ZResponsibleReportPage = zPage(ZResponsibleReportRow).extend({ totals: ZFulfilment });
export type TResponsibleReportPage = z.infer<typeof ZResponsibleReportPage>;

/** GET /api/report/responsible/{user_id}/tasks/{filter}: the tasks behind one person's figure (same period). */
export const ZResponsibleTaskParams = z.object({ user_id: ZPublicId, filter: ZReportTaskFilter });
export const ZResponsibleTaskQuery = ZListQuery.merge(ZDateFilter).extend({
  project_id: ZPublicId.optional(),
  sort: zSort(REPORT_TASK_SORTS).optional(),
});
export type TResponsibleTaskQuery = z.infer<typeof ZResponsibleTaskQuery>;
