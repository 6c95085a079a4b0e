import { sql, type SQL } from 'drizzle-orm';
import { customType, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A record's Spanish full-text vector of `text`, stored by PostgreSQL (a generated column: never written by the app)
 * for a GIN index on it. A search matches the column, not `to_tsvector(text)`: a prefix search ('impre:*') makes GIN
 * recheck every candidate row, and the recheck then reads the stored vector instead of parsing the row's text again
 * (on the bench, counting the 6,000 tickets matching 'impresora' takes half the time, and its page, which walks the
 * newest tickets until 20 match, a tenth).
 */
export const searchVector = (name: string, text: () => SQL) =>
  tsvector(name).generatedAlwaysAs((): SQL => sql`to_tsvector('spanish', ${text()})`);
