import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Values the app makes once and keeps (the signing key, later the VAPID keys). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
