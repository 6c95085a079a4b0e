import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../lib/uuid.ts';
import { users } from '../users/users.table.ts';

/**
 * A device that receives push messages. `address` is the web push endpoint URL or the FCM registration
 * token, unique: a browser or phone that signs in as someone else moves to that user.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().$defaultFn(uuidv7),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['web', 'native'] }).notNull(),
    address: text('address').notNull(),
    /** Web: the PushSubscription JSON (endpoint and keys). Native: null. */
    subscription: jsonb('subscription').$type<{ endpoint: string; keys: { p256dh: string; auth: string } }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_devices_address_uq').on(t.address), index('push_devices_user_idx').on(t.userId)],
);
