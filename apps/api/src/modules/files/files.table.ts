import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumns } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * An uploaded file: the storage key (random, never the user's name on disk) and what the user called it.
 * Owners link to it through their own tables (task_files, …), so one mechanism serves every module.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...idColumns(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Uploader first: the day's upload volume (files-quota.service.ts) sums one user's rows since midnight.
  (t) => [index('stored_files_uploaded_by_idx').on(t.uploadedBy, t.createdAt)],
);
