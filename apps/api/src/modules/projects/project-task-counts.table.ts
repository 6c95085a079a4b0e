import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { projects } from './projects.table.ts';

/**
 * How many live tasks each project has, per status, kept by triggers on tasks (migration 0016): a projects page
 * reads a few counters per row for its progress instead of counting each project's tasks (400 index entries a
 * project in the bench: most of the page's time). Exact under any writer — the services, the demo data and the
 * bench's bulk loads alike; a soft-deleted task leaves its project's counts.
 */
export const projectTaskCounts = pgTable(
  'project_task_counts',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.status] })],
);
