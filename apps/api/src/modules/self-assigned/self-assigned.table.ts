import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * A user's own category of personal tasks (PRODUCT.md "Autogestión"): private to its owner. `name_key` is the name
 * folded (selfCategoryNameKey in self-assigned.rules.ts: lower case, accents off, ñ kept, spaces collapsed), unique
 * per owner among the live categories, so that 'Casa' and 'casá ' are one name. Soft-deleted (deleted_at).
 */
export const selfAssignedCategories = pgTable(
  'self_assigned_categories',
  {
    ...idColumns(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    colour: text('colour').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('self_assigned_categories_owner_name_uq')
      .on(t.ownerId, t.nameKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A personal task's column as a rank (Pendiente, En proceso, Hecha): the list's order and its index spell it alike. */
export const selfTaskStatusRank = (status: AnyPgColumn): SQL<number> =>
  sql`(case ${status} when 'Pendiente' then 1 when 'En proceso' then 2 else 3 end)`;

/**
 * A task a user set themself, private to its owner. status: 'Pendiente' | 'En proceso' | 'Hecha' (the board's
 * columns); priority as the project tasks'. `position` orders a column: an integer, 1..n with no gaps, written again
 * for the whole column under the owner's advisory lock on every move (self-assigned-board.service.ts). A person's
 * column holds tens or a few hundred cards, so renumbering it is one cheap UPDATE, and the order can never hold ties
 * or run out of room between two cards as fractional positions would after many moves.
 */
export const selfAssignedTasks = pgTable(
  'self_assigned_tasks',
  {
    ...idColumns(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => selfAssignedCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority').notNull().default('Media'),
    status: text('status').notNull().default('Pendiente'),
    position: integer('position').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // The board and the list's default order: the owner's live cards of a column by position.
    index('self_assigned_tasks_board_idx')
      .on(t.ownerId, t.status, t.position)
      .where(sql`${t.deletedAt} is null`),
    // The calendar and the due-date filters and sort.
    index('self_assigned_tasks_owner_due_idx')
      .on(t.ownerId, t.dueDate)
      .where(sql`${t.deletedAt} is null`),
    index('self_assigned_tasks_category_idx').on(t.categoryId),
    // The list's default order (the owner's live tasks by column and position): its first page is the index's first
    // entries instead of a sort of all the owner's tasks.
    index('self_assigned_tasks_list_idx')
      .on(t.ownerId, selfTaskStatusRank(t.status), t.position, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);
