import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_AVATAR } from '@gestora/contract/users/default-avatar';
import { idColumns, timestamps } from '../../db/columns.ts';
import { departments } from '../departments/departments.table.ts';
import { roles } from '../roles/roles.table.ts';

// Accent- and case-insensitive matching and ordering that needs no extension (unaccent is on neither PGlite nor
// every server): both sides are lowered and stripped of Spanish diacritics the same way. The letters are SQL
// literals, not parameters, so that the list's ORDER BY is the expression of users_name_order_idx.
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';
export const foldedSql = (column: SQL | AnyColumn) =>
  sql`translate(lower(${column}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/**
 * A user's avatar URL in SQL, the same text as avatarUrl() in users.presenter.ts writes: ?v= changes with the
 * stored file (a new random key on every upload), so a browser caches each picture until it is replaced.
 */
export const avatarUrlSql = (publicId: AnyColumn | SQL, avatarPath: AnyColumn | SQL) =>
  sql<string>`case when ${avatarPath} is null then ${DEFAULT_AVATAR}
    else '/api/users/' || ${publicId} || '/avatar?v=' || ('x' || left(md5(${avatarPath}), 8))::bit(32)::bigint end`;

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
    /**
     * The user as records point at them (userRef's JSON: public id, name, last name, avatar URL), written by a
     * trigger on every insert and update (migration 0023): a list reads one column per person instead of writing
     * that JSON for every row of every page. Never written by the app.
     */
    refJson: text('ref_json'),
    /**
     * The rest of the user's row in the users list (users.presenter.ts userJson): contact, state, department, roles
     * and dates as JSON members, kept by triggers on the user, its roles and departments (migration 0033) so that a
     * page reads one column instead of writing twenty members and a roles subquery per row. Never written by the app.
     */
    ownJson: text('own_json'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_department_idx').on(t.departmentId),
    // The list's default order (name, last name) read straight from an index, for live rows.
    index('users_name_order_idx')
      .on(foldedSql(t.name), foldedSql(t.lastName), t.id)
      .where(sql`${t.deletedAt} is null`),
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
