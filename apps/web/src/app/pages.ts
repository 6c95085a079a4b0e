import { createElement, type ComponentType } from 'react';
import { deferredComponent, type DeferredComponent } from '../lib/deferred-component.tsx';

/**
 * The pages attached to the route table of packages/contract/src/routes.ts, by route path. A route of the
 * table without an entry here belongs to a later module and shows the not-found page until it lands.
 */
export type LazyPage = DeferredComponent<object>;

/**
 * A page whose code loads when it first renders, or earlier through `preload` (router.tsx: with the shell's;
 * first-screen.ts: before the first render, when index.html has already asked for it).
 */
function page<M>(load: () => Promise<M>, name: keyof M): LazyPage {
  return deferredComponent(() => load().then((m) => m[name] as ComponentType));
}

/**
 * A page that may show any Mantine component: the CSS of those the first paint left out (app/styles-rest.css)
 * loads with it, asked for first so that it comes before the page's own CSS.
 */
function fullPage<M>(load: () => Promise<M>, name: keyof M): LazyPage {
  return page(() => Promise.all([import('./styles-rest.css'), load()]).then(([, m]) => m), name);
}

export const PAGES: Partial<Record<string, LazyPage>> = {
  '/': page(() => import('./routes/home-page.tsx'), 'HomePage'),
  '/login': page(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  '/forgot_password': fullPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  '/password-reset/:token': fullPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  // The modules /about names are those whose routes have a page here: read from this table when it renders.
  '/about': fullPage(
    () =>
      import('../features/home/about-page.tsx').then(({ AboutPage }) => ({
        AboutRoute: () => createElement(AboutPage, { builtPaths: Object.keys(PAGES) }),
      })),
    'AboutRoute',
  ),
  '/unauthorized': fullPage(() => import('./unauthorized-page.tsx'), 'UnauthorizedPage'),
  '/department': fullPage(() => import('../features/departments/departments-page.tsx'), 'DepartmentsPage'),
  '/rol': fullPage(() => import('../features/roles/roles-page.tsx'), 'RolesPage'),
  '/user': fullPage(() => import('../features/users/users-page.tsx'), 'UsersPage'),
  '/user/security_log': fullPage(() => import('../features/security-log/security-log-page.tsx'), 'SecurityLogPage'),
  '/profile': fullPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
  '/notification/all_tasks_notifications/:id': fullPage(
    () => import('../features/notifications/notifications-list-page.tsx'),
    'TaskNotificationsPage',
  ),
  '/notification/all_tickets_notifications/:id': fullPage(
    () => import('../features/notifications/notifications-list-page.tsx'),
    'TicketNotificationsPage',
  ),
  '/rag': fullPage(() => import('../features/rag/rag-page.tsx'), 'RagPage'),
  '/client': fullPage(() => import('../features/clients/clients-page.tsx'), 'ClientsPage'),
  '/project': fullPage(() => import('../features/projects/projects-page.tsx'), 'ProjectsPage'),
  '/project/create': fullPage(() => import('../features/projects/project-form-page.tsx'), 'ProjectCreatePage'),
  '/project/edit/:id': fullPage(() => import('../features/projects/project-form-page.tsx'), 'ProjectEditPage'),
  '/project/:id': fullPage(() => import('../features/projects/project-detail-page.tsx'), 'ProjectDetailPage'),
  '/task': fullPage(() => import('../features/tasks/tasks-page.tsx'), 'TasksPage'),
  '/task/create': fullPage(() => import('../features/tasks/task-form-page.tsx'), 'TaskCreatePage'),
  '/task/edit/:id': fullPage(() => import('../features/tasks/task-form-page.tsx'), 'TaskEditPage'),
  '/task/:id': fullPage(() => import('./routes/task-detail-route.tsx'), 'TaskDetailRoute'),
  '/task/manage_task': fullPage(() => import('../features/tasks/my-tasks-page.tsx'), 'MyTasksPage'),
  '/stage': fullPage(() => import('../features/stages/stages-page.tsx'), 'StagesPage'),
  '/stage/create': fullPage(() => import('../features/stages/stage-form-page.tsx'), 'StageCreatePage'),
  '/stage/edit/:id': fullPage(() => import('../features/stages/stage-form-page.tsx'), 'StageEditPage'),
  '/stage/detail/:id': fullPage(() => import('../features/stages/stage-detail-page.tsx'), 'StageDetailPage'),
  '/stage_activity': fullPage(
    () => import('../features/stage-activities/stage-activities-page.tsx'),
    'StageActivitiesPage',
  ),
  '/stage_activity/create': fullPage(
    () => import('../features/stage-activities/stage-activity-form-page.tsx'),
    'StageActivityCreatePage',
  ),
  '/stage_activity/edit/:id': fullPage(
    () => import('../features/stage-activities/stage-activity-form-page.tsx'),
    'StageActivityEditPage',
  ),
  '/subtasks_in_task/:id': fullPage(() => import('../features/subtasks/subtasks-page.tsx'), 'SubtasksPage'),
  '/ticket': fullPage(() => import('../features/tickets/tickets-page.tsx'), 'TicketsPage'),
  '/ticket/manage_ticket': fullPage(() => import('../features/tickets/my-tickets-page.tsx'), 'MyTicketsPage'),
  '/ticket/my_requests': fullPage(
    () => import('../features/tickets/requested-tickets-page.tsx'),
    'RequestedTicketsPage',
  ),
  '/ticket/service_levels': fullPage(() => import('../features/tickets/service-levels-page.tsx'), 'ServiceLevelsPage'),
  '/find_ticket': fullPage(() => import('../features/tickets/ticket-solutions-page.tsx'), 'TicketSolutionsPage'),
  '/find_ticket/:id': fullPage(() => import('../features/tickets/find-ticket-page.tsx'), 'FindTicketPage'),
  '/activity/manage_activity': fullPage(
    () => import('../features/micro-tasks/my-micro-tasks-page.tsx'),
    'MyMicroTasksPage',
  ),
  '/create_meeting': fullPage(() => import('../features/meetings/meeting-form-page.tsx'), 'MeetingCreatePage'),
  '/meetings': fullPage(() => import('../features/meetings/meetings-page.tsx'), 'MeetingsPage'),
  '/my_meetings': fullPage(() => import('../features/meetings/meetings-page.tsx'), 'MyMeetingsPage'),
  '/meeting/edit/:id': fullPage(() => import('../features/meetings/meeting-form-page.tsx'), 'MeetingEditPage'),
  '/meeting/start/:id': fullPage(() => import('../features/meetings/meeting-start-page.tsx'), 'MeetingStartPage'),
  '/meeting/show/:id': fullPage(() => import('../features/meetings/meeting-show-page.tsx'), 'MeetingShowPage'),
  '/ticket_in_meetings/:id': fullPage(
    () => import('../features/meetings/meeting-tickets-page.tsx'),
    'MeetingTicketsPage',
  ),
  '/calendar_meeting': fullPage(
    () => import('../features/calendars/calendar-meetings-page.tsx'),
    'CalendarMeetingsPage',
  ),
  '/calendar_events': fullPage(() => import('../features/calendars/calendar-events-page.tsx'), 'CalendarEventsPage'),
  '/information_board': fullPage(() => import('../features/information-board/my-posts-page.tsx'), 'MyPostsPage'),
  '/information_board/create': fullPage(
    () => import('../features/information-board/post-form-page.tsx'),
    'PostCreatePage',
  ),
  '/information_board/edit/:id': fullPage(
    () => import('../features/information-board/post-form-page.tsx'),
    'PostEditPage',
  ),
  '/idea': fullPage(() => import('../features/ideas/my-ideas-page.tsx'), 'MyIdeasPage'),
  '/vehicle': fullPage(() => import('../features/vehicles/vehicles-page.tsx'), 'VehiclesPage'),
  '/vehicle/create': fullPage(() => import('../features/vehicles/vehicle-form-page.tsx'), 'VehicleCreatePage'),
  '/vehicle/edit/:id': fullPage(() => import('../features/vehicles/vehicle-form-page.tsx'), 'VehicleEditPage'),
  '/vehicle/:id': fullPage(() => import('../features/vehicles/vehicle-detail-page.tsx'), 'VehicleDetailPage'),
  '/vehicle_maintenance_type': fullPage(
    () => import('../features/vehicles/maintenance-types-page.tsx'),
    'MaintenanceTypesPage',
  ),
  '/vehicle_maintenance': fullPage(
    () => import('../features/vehicles/maintenance-records-page.tsx'),
    'MaintenanceRecordsPage',
  ),
  '/vehicle_maintenance/edit/:id': fullPage(
    () => import('../features/vehicles/maintenance-record-edit-page.tsx'),
    'MaintenanceRecordEditPage',
  ),
  '/maintenance_request': fullPage(
    () => import('../features/vehicles/maintenance-requests-page.tsx'),
    'MaintenanceRequestsPage',
  ),
  '/maintenance_request/create': fullPage(
    () => import('../features/vehicles/maintenance-request-form-page.tsx'),
    'MaintenanceRequestCreatePage',
  ),
  '/maintenance_request/edit/:id': fullPage(
    () => import('../features/vehicles/maintenance-request-form-page.tsx'),
    'MaintenanceRequestEditPage',
  ),
};
