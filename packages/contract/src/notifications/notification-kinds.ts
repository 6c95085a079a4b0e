// Plain constants, apart from the schemas: the shell reads them on every page, and importing a schema file
// would bring zod into the first visit.

/**
 * Notification types: 'ProcessTask' is a task notification; any other type is shown with the tickets in the full
 * lists (spec section 3). The top-bar menus are narrower: the task menu lists 'ProcessTask', the ticket menu only
 * 'Ticket', so that posts, ideas, meetings and account changes do not bury the tickets (they stay in the bell).
 */
export const TASK_NOTIFICATION_TYPE = 'ProcessTask';
export const TICKET_NOTIFICATION_TYPE = 'Ticket';
/** A change to the recipient's own account (roles, active state, password): the client refreshes GET /api/user. */
export const ACCOUNT_NOTIFICATION_TYPE = 'Account';

/** Page sizes of the two top-bar menus (spec: task menu 20, ticket menu 100). */
export const TASK_MENU_PAGE_SIZE = 20;
export const TICKET_MENU_PAGE_SIZE = 100;
/** Page size of GET /api/all_notifications. */
export const ALL_NOTIFICATIONS_PAGE_SIZE = 20;
/** An idea's AI analysis is ready (to its author, linking to it on the home page's 'Ideas' tab). */
export const IDEA_NOTIFICATION_TYPE = 'Idea';
