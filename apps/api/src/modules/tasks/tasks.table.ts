import { sql, type SQL } from 'drizzle-orm';
import { TASK_DONE } from '@gestora/contract/tasks/remaining-days';
import type { TUserRef } from '@gestora/contract/common.schema';
import { boolean, date, index, integer, json, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumns, searchVector, timestamps } from '../../db/columns.ts';
import { storedFiles } from '../files/files.table.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A task; project, stage and activity are each optional but form one chain (the service keeps it consistent).
 * status codes (strings, PRODUCT.md): '1' Pendiente, '2' En proceso, '3' En revisión, '4' Devuelta, '5' Finalizada.
 * priority: 'Baja' | 'Media' | 'Alta' | 'Urgente'. description is sanitised HTML.
 */
export const tasks = pgTable(
  'tasks',
  {
    ...idColumns(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    stageId: integer('stage_id').references(() => stages.id, { onDelete: 'restrict' }),
    stageActivityId: integer('stage_activity_id').references(() => stageActivities.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority').notNull().default('Media'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('1'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
    // Kept by triggers (migration 0017) for the lists and the board, which read them instead of aggregating the
    // members and counting the comments and files of every row: the members as the wire shows them (ZUserRef, in
    // assignment order), and the numbers of comments and files. Never written by the services.
    members: json('members')
      .$type<TUserRef[]>()
      .notNull()
      .default(sql`'[]'::json`),
    commentsCount: integer('comments_count').notNull().default(0),
    filesCount: integer('files_count').notNull().default(0),
    /** Its subtasks, kept by triggers on subtasks (migration 0035) for my tasks' list. */
    subtasksCount: integer('subtasks_count').notNull().default(0),
    /**
     * The task's own members of its list row as JSON text without braces (public_id … updated_at, with the members
     * above, then its project, stage and activity as they point at them), kept by a trigger from `task_own_json`
     * (migrations 0026 and 0038; a renamed project, stage or activity writes it again); the remaining days and
     * `can` are added per request.
     */
    ownJson: text('own_json'),
    /**
     * The task's own members of its board card (public_id … files_count) as JSON text without the opening brace
     * and with the closing one, kept by a trigger from `task_card_json` (migration 0032): the board writes the
     * project and `can` before it, so that its longest part is copied once (tasks-board.service.ts).
     */
    cardJson: text('card_json'),
    /**
     * The start of the task's item on the calendar of tasks and tickets ({"kind":"task", public_id, title, start,
     * end, up to "status":), kept with card_json by `task_card_keep` (migration 0040); null without dates, which
     * keeps a task off the calendar anyway. The status name and `editable` (the viewer's) are written per request.
     */
    calendarJson: text('calendar_json'),
    /** What the task lists' search reads: title and description. */
    searchVector: searchVector(
      'search_vector',
      (): SQL => sql`${tasks.title} || ' ' || coalesce(${tasks.description}, '')`,
    ),
  },
  (t) => [
    index('tasks_project_idx').on(t.projectId, t.status),
    index('tasks_stage_idx').on(t.stageId),
    index('tasks_activity_idx').on(t.stageActivityId),
    index('tasks_status_idx').on(t.status, t.endDate),
    // The default order of every task list (nearest end date first; ascending puts nulls last) read straight from
    // an index, for live rows.
    index('tasks_live_end_date_idx')
      .on(t.endDate.asc(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('tasks_live_status_end_date_idx')
      .on(t.status, t.endDate.asc(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // A project's board (each status in the default order, read from the index), and its progress (tasks and
    // finished ones counted from the index alone), for live rows.
    index('tasks_live_project_status_idx')
      .on(t.projectId, t.status, t.endDate.asc(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // A project's task list in the default order, read from the index.
    index('tasks_live_project_end_date_idx')
      .on(t.projectId, t.endDate.asc(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The reports' figures of every project (modules/reports): each live task's project, status, end date,
    // completion and id from the index alone, for the counts grouped by project and the join to the memberships.
    index('tasks_live_report_idx')
      .on(t.projectId, t.status, t.endDate, t.completedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('tasks_created_by_idx').on(t.createdBy),
    index('tasks_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * The finished status (TASK_DONE, '5') as an SQL literal, for counts and orders written in SQL: a literal, not a
 * bound parameter, so that the planner matches it against the status indexes as before.
 */
export const TASK_DONE_SQL = sql.raw(`'${TASK_DONE}'`);

/** The users a task is assigned to. */
export const taskMembers = pgTable(
  'task_members',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    // The task's end date and liveness, copied by triggers (migration 0017) so that /api/my_tasks reads a page of
    // the member's live tasks in its default order from one index instead of fetching all of them to sort them;
    // its start date too (0018), so that the calendar fetches only the tasks within its range.
    taskEndDate: date('task_end_date', { mode: 'string' }),
    taskStartDate: date('task_start_date', { mode: 'string' }),
    taskLive: boolean('task_live').notNull().default(true),
    // And its status (0028): the home chart counts a member's live tasks by status from the index below alone.
    taskStatus: text('task_status').notNull().default('1'),
    // And its project and calendar item (0042): the calendar of tasks and tickets writes a member's items and
    // whether they may move them from the memberships alone, without fetching each task's row (the month's
    // statement then reads one index and no task).
    taskProjectId: integer('task_project_id'),
    taskCalendarJson: text('task_calendar_json'),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_members_user_idx').on(t.userId, t.taskId),
    index('task_members_live_end_date_idx')
      .on(t.userId, t.taskEndDate.asc(), t.taskId.desc().nullsFirst())
      .where(sql`${t.taskLive}`),
    index('task_members_live_status_idx')
      .on(t.userId, t.taskStatus)
      .where(sql`${t.taskLive}`),
    // The responsible report (reports-responsible.service.ts) counts each person's live tasks by project, status
    // and end date from this index alone, in the order of the people.
    index('task_members_live_report_idx')
      .on(t.userId, t.taskProjectId, t.taskStatus, t.taskEndDate)
      .where(sql`${t.taskLive}`),
  ],
);

export const taskFiles = pgTable(
  'task_files',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.fileId] })],
);

/** Comments (sanitised HTML); @mentions notify the users they name. */
export const taskComments = pgTable(
  'task_comments',
  {
    ...idColumns(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.id)],
);

/** Every change of a task: who, when, and each field from what to what (`changes`: {field: [from, to]}). */
export const taskHistory = pgTable(
  'task_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_history_task_idx').on(t.taskId, t.id)],
);
