import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { departments } from '../departments/departments.table.ts';
import { roles } from '../roles/roles.table.ts';

export const users = pgTable(
  'users',
  {
    ...idColumns(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    position: text('position'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    avatarPath: text('avatar_path'),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_department_idx').on(t.departmentId),
    index('users_search_idx').using(
      'gin',
      sql`to_tsvector('spanish', ${t.name} || ' ' || ${t.lastName} || ' ' || ${t.email})`,
    ),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
