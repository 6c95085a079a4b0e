import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumns, keptRef, timestamps } from '../../db/columns.ts';

export const departments = pgTable(
  'departments',
  {
    ...idColumns(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by'),
    ...keptRef(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('departments_name_lower_uq').on(sql`lower(${t.name})`),
    index('departments_active_idx').on(t.active),
  ],
);
