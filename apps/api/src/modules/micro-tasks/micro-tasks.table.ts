import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { subtasks } from '../subtasks/subtasks.table.ts';
import { users } from '../users/users.table.ts';

/** A micro-task (micro-activity) of a subtask: a checklist item with a responsible and a due date. */
export const microTasks = pgTable(
  'micro_tasks',
  {
    ...idColumns(),
    subtaskId: integer('subtask_id')
      .notNull()
      .references(() => subtasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('micro_tasks_subtask_idx').on(t.subtaskId),
    index('micro_tasks_responsible_idx').on(t.responsibleId, t.done),
  ],
);
