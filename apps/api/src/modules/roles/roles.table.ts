import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';

/** The catalogue of packages/contract, mirrored so that role_permissions can reference it. */
export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  section: text('section').notNull(),
  position: integer('position').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    ...idColumns(),
    name: text('name').notNull(),
    /**
     * The role's permission names joined by chr(31), kept by triggers on role_permissions (migration 0031): every
     * request's session lookup (sessions.service.ts) reads the user's roles' texts instead of aggregating their
     * hundred permission rows, which cost PostgreSQL as much as the whole of /healthz.
     */
    permissionNames: text('permission_names').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roles_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] }), index('role_permissions_permission_idx').on(t.permission)],
);
