import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumns, keptRef, timestamps } from '../../db/columns.ts';
import { stages } from '../stages/stages.table.ts';
import { users } from '../users/users.table.ts';

/** An activity within a stage. status: 'Pendiente' | 'En proceso' | 'Finalizada'. */
export const stageActivities = pgTable(
  'stage_activities',
  {
    ...idColumns(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('Pendiente'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...keptRef(),
    ...timestamps(),
  },
  (t) => [
    index('stage_activities_stage_idx').on(t.stageId),
    index('stage_activities_responsible_idx').on(t.responsibleId),
  ],
);
