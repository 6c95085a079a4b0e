import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../lib/uuid.ts';
import { users } from '../users/users.table.ts';

/**
 * One notification for one recipient. `seen_at` null is the spec's status '1' (unseen); set, status '0'.
 * `counted_at` is separate: opening a top-bar menu resets its unread count without marking items 'Visto'.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().$defaultFn(uuidv7),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every list reads one recipient's rows newest first; the partial indexes serve the unread counts.
    index('notifications_recipient_idx').on(t.recipientId, t.id.desc()),
    // A top-bar menu's page (one type, newest first) read in order, not all the recipient's rows sorted.
    index('notifications_recipient_type_idx').on(t.recipientId, t.type, t.id.desc()),
    index('notifications_unseen_idx')
      .on(t.recipientId)
      .where(sql`${t.seenAt} is null`),
    index('notifications_uncounted_idx')
      .on(t.recipientId, t.type)
      .where(sql`${t.countedAt} is null`),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Owned by @socket.io/postgres-adapter (large payloads travel through it between processes); created here so
 * that the migration, not the adapter, decides the schema. Its columns are the ones the adapter reads.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * How many notifications each recipient has, and how many unseen, kept by statement-level triggers on
 * notifications (migration 0029): the notifications page reads its total and unseen number here instead of
 * counting the recipient's notifications on every page (850 for the bench's administrator: two thirds of its
 * statement). Exact under any writer.
 */
export const notificationCounts = pgTable('notification_counts', {
  recipientId: integer('recipient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull(),
  unseen: integer('unseen').notNull(),
});
