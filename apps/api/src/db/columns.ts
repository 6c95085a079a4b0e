import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The record as others point at it ({public_id, name} as JSON text, json-sql.ts keptRefJson), written by a trigger
 * from its own row on every insert and update (migration 0035's ref_json_keep): a list reads one column per
 * reference instead of writing that JSON for every row of every page. Never written by the app.
 */
export const keptRef = () => ({ refJson: text('ref_json') });
