// Every table, listed once: drizzle-kit generates the migrations from this file and the client is typed by it.
export * from '../modules/system/settings.table.ts';
export * from '../modules/departments/departments.table.ts';
export * from '../modules/roles/roles.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/security-log/security-log.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/push/push.table.ts';
