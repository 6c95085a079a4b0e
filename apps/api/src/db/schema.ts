// Every table, listed once: drizzle-kit generates the migrations from this file and the client is typed by it.
export * from '../modules/system/settings.table.ts';
export * from '../modules/departments/departments.table.ts';
export * from '../modules/roles/roles.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/security-log/security-log.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/push/push.table.ts';
export * from '../modules/files/files.table.ts';
export * from '../modules/clients/clients.table.ts';
export * from '../modules/projects/projects.table.ts';
export * from '../modules/stages/stages.table.ts';
export * from '../modules/stage-activities/stage-activities.table.ts';
export * from '../modules/tasks/tasks.table.ts';
export * from '../modules/subtasks/subtasks.table.ts';
export * from '../modules/micro-tasks/micro-tasks.table.ts';
export * from '../modules/tickets/tickets.table.ts';
