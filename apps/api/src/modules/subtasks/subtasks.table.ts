import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';

/** A task's subtask; status uses the task codes '1'…'5'. */
export const subtasks = pgTable(
  'subtasks',
  {
    ...idColumns(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('1'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('subtasks_task_idx').on(t.taskId), index('subtasks_responsible_idx').on(t.responsibleId)],
);
