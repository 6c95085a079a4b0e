import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../lib/uuid.ts';
import { authSessions } from '../auth/auth.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A device that receives push messages. `address` is the web push endpoint URL or the FCM registration
 * token, unique, and belongs to one user: another user registering it is refused. It lives as long as the
 * session that registered it: signing out there (or any other end of that session) forgets it, so that the
 * next person to sign in on that browser or phone may register it as theirs.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().$defaultFn(uuidv7),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session or token that registered it; null for devices registered before sessions owned them. */
    sessionId: text('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['web', 'native'] }).notNull(),
    address: text('address').notNull(),
    /** Web: the PushSubscription JSON (endpoint and keys). Native: null. */
    subscription: jsonb('subscription').$type<{ endpoint: string; keys: { p256dh: string; auth: string } }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_devices_address_uq').on(t.address),
    index('push_devices_user_idx').on(t.userId),
    index('push_devices_session_idx').on(t.sessionId),
  ],
);
