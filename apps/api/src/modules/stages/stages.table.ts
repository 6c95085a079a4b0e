import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumns, keptRef, timestamps } from '../../db/columns.ts';
import { projects } from '../projects/projects.table.ts';
import { users } from '../users/users.table.ts';

/** A project's stage, in `position` order. status: 'Pendiente' | 'En proceso' | 'Finalizada'. */
export const stages = pgTable(
  'stages',
  {
    ...idColumns(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('Pendiente'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...keptRef(),
    ...timestamps(),
  },
  (t) => [index('stages_project_idx').on(t.projectId, t.position)],
);
