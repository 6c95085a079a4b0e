import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumns, keptRef, timestamps } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/** A client (razón social) projects are done for. Deactivated, never deleted while projects point at it. */
export const clients = pgTable(
  'clients',
  {
    ...idColumns(),
    name: text('name').notNull(),
    taxId: text('tax_id'),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...keptRef(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('clients_name_lower_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('clients_tax_id_uq')
      .on(t.taxId)
      .where(sql`${t.taxId} is not null and ${t.deletedAt} is null`),
    index('clients_active_idx').on(t.active),
  ],
);
