import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumns, keptRef, timestamps } from '../../db/columns.ts';
import { clients } from '../clients/clients.table.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';

/** status: 'Planificado' | 'En curso' | 'Pausado' | 'Finalizado' | 'Cancelado' (PRODUCT.md). Soft-deleted. */
export const projects = pgTable(
  'projects',
  {
    ...idColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('Planificado'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...keptRef(),
    /**
     * The project's own members of its list row (projects.presenter.ts projectJson), kept by a trigger (migration
     * 0036) as tickets.own_json is; its client, department, people and progress are joined. Never written by the app.
     */
    ownJson: text('own_json'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('projects_code_lower_uq')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    index('projects_client_idx').on(t.clientId),
    index('projects_department_idx').on(t.departmentId),
    index('projects_manager_idx').on(t.managerId),
    index('projects_created_by_idx').on(t.createdBy),
    index('projects_status_idx').on(t.status),
    // The list's default order (newest first) read straight from an index, for live rows.
    index('projects_live_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The few deleted projects: 'Ver todos los proyectos' reaches a task's project as "not a deleted one"
    // (inProjectScope in projects.access.ts), a hash of these instead of every live project.
    index('projects_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
    index('projects_search_idx').using(
      'gin',
      sql`to_tsvector('spanish', ${t.code} || ' ' || ${t.name} || ' ' || coalesce(${t.description}, ''))`,
    ),
  ],
);
