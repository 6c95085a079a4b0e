import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../lib/uuid.ts';

/** Columns every entity has: an internal key that never leaves the server and a UUID v7 public id. */
export const idColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  publicId: uuid('public_id').notNull().unique().$defaultFn(uuidv7),
});

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
});
