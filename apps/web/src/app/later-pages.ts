import { createElement, type ComponentType } from 'react';

/*
 * The code of every page but the first screen's (the home page and the sign-in page), by route path: app/pages.ts
 * loads this table with the first of them that is opened, so that a first visit does not carry a line per page
 * (each with the list of files its import preloads). A route of packages/contract/src/routes.ts needs an entry here
 * or in app/pages.ts (pages.test.ts).
 */

type Loader = () => Promise<ComponentType>;
const of =
  <M>(load: () => Promise<M>, name: keyof M): Loader =>
  () =>
    load().then((m) => m[name] as ComponentType);

export const LATER_PAGES: Partial<Record<string, Loader>> = {
  '/forgot_password': of(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  '/password-reset/:token': of(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  // The modules /about names are those whose routes have a page: read from this table (and the first screen's) when
  // it renders.
  '/about': of(
    () =>
      import('../features/home/about-page.tsx').then(({ AboutPage }) => ({
        AboutRoute: () => createElement(AboutPage, { builtPaths: ['/', '/login', ...Object.keys(LATER_PAGES)] }),
      })),
    'AboutRoute',
  ),
  '/unauthorized': of(() => import('./unauthorized-page.tsx'), 'UnauthorizedPage'),
  '/department': of(() => import('../features/departments/departments-page.tsx'), 'DepartmentsPage'),
  '/rol': of(() => import('../features/roles/roles-page.tsx'), 'RolesPage'),
  '/user': of(() => import('../features/users/users-page.tsx'), 'UsersPage'),
  '/user/security_log': of(() => import('../features/security-log/security-log-page.tsx'), 'SecurityLogPage'),
  '/profile': of(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
  '/notification/all_tasks_notifications/:id': of(
    () => import('../features/notifications/notifications-list-page.tsx'),
    'TaskNotificationsPage',
  ),
  '/notification/all_tickets_notifications/:id': of(
    () => import('../features/notifications/notifications-list-page.tsx'),
    'TicketNotificationsPage',
  ),
  '/rag': of(() => import('../features/rag/rag-page.tsx'), 'RagPage'),
  '/client': of(() => import('../features/clients/clients-page.tsx'), 'ClientsPage'),
  '/project': of(() => import('../features/projects/projects-page.tsx'), 'ProjectsPage'),
  '/project/create': of(() => import('../features/projects/project-form-page.tsx'), 'ProjectCreatePage'),
  '/project/edit/:id': of(() => import('../features/projects/project-form-page.tsx'), 'ProjectEditPage'),
  '/project/:id': of(() => import('../features/projects/project-detail-page.tsx'), 'ProjectDetailPage'),
  '/task': of(() => import('../features/tasks/tasks-page.tsx'), 'TasksPage'),
  '/task/create': of(() => import('../features/tasks/task-form-page.tsx'), 'TaskCreatePage'),
  '/task/edit/:id': of(() => import('../features/tasks/task-form-page.tsx'), 'TaskEditPage'),
  '/task/:id': of(() => import('./routes/task-detail-route.tsx'), 'TaskDetailRoute'),
  '/task/manage_task': of(() => import('../features/tasks/my-tasks-page.tsx'), 'MyTasksPage'),
  '/self_assigned_task': of(
    () => import('../features/self-assigned/self-assigned-tasks-page.tsx'),
    'SelfAssignedTasksPage',
  ),
  '/self_assigned_category': of(
    () => import('../features/self-assigned/self-assigned-categories-page.tsx'),
    'SelfAssignedCategoriesPage',
  ),
  '/stage': of(() => import('../features/stages/stages-page.tsx'), 'StagesPage'),
  '/stage/create': of(() => import('../features/stages/stage-form-page.tsx'), 'StageCreatePage'),
  '/stage/edit/:id': of(() => import('../features/stages/stage-form-page.tsx'), 'StageEditPage'),
  '/stage/detail/:id': of(() => import('../features/stages/stage-detail-page.tsx'), 'StageDetailPage'),
  '/stage_activity': of(() => import('../features/stage-activities/stage-activities-page.tsx'), 'StageActivitiesPage'),
  '/stage_activity/create': of(
    () => import('../features/stage-activities/stage-activity-form-page.tsx'),
    'StageActivityCreatePage',
  ),
  '/stage_activity/edit/:id': of(
    () => import('../features/stage-activities/stage-activity-form-page.tsx'),
    'StageActivityEditPage',
  ),
  '/subtasks_in_task/:id': of(() => import('../features/subtasks/subtasks-page.tsx'), 'SubtasksPage'),
  '/ticket': of(() => import('../features/tickets/tickets-page.tsx'), 'TicketsPage'),
  '/ticket/manage_ticket': of(() => import('../features/tickets/my-tickets-page.tsx'), 'MyTicketsPage'),
  '/ticket/my_requests': of(() => import('../features/tickets/requested-tickets-page.tsx'), 'RequestedTicketsPage'),
  '/ticket/service_levels': of(() => import('../features/tickets/service-levels-page.tsx'), 'ServiceLevelsPage'),
  '/find_ticket': of(() => import('../features/tickets/ticket-solutions-page.tsx'), 'TicketSolutionsPage'),
  '/find_ticket/:id': of(() => import('../features/tickets/find-ticket-page.tsx'), 'FindTicketPage'),
  '/activity/manage_activity': of(() => import('../features/micro-tasks/my-micro-tasks-page.tsx'), 'MyMicroTasksPage'),
  '/create_meeting': of(() => import('../features/meetings/meeting-form-page.tsx'), 'MeetingCreatePage'),
  '/meetings': of(() => import('../features/meetings/meetings-page.tsx'), 'MeetingsPage'),
  '/my_meetings': of(() => import('../features/meetings/meetings-page.tsx'), 'MyMeetingsPage'),
  '/meeting/edit/:id': of(() => import('../features/meetings/meeting-form-page.tsx'), 'MeetingEditPage'),
  '/meeting/start/:id': of(() => import('../features/meetings/meeting-start-page.tsx'), 'MeetingStartPage'),
  '/meeting/show/:id': of(() => import('../features/meetings/meeting-show-page.tsx'), 'MeetingShowPage'),
  '/ticket_in_meetings/:id': of(() => import('../features/meetings/meeting-tickets-page.tsx'), 'MeetingTicketsPage'),
  '/calendar_meeting': of(() => import('../features/calendars/calendar-meetings-page.tsx'), 'CalendarMeetingsPage'),
  '/calendar_events': of(() => import('../features/calendars/calendar-events-page.tsx'), 'CalendarEventsPage'),
  '/information_board': of(() => import('../features/information-board/my-posts-page.tsx'), 'MyPostsPage'),
  '/information_board/create': of(() => import('../features/information-board/post-form-page.tsx'), 'PostCreatePage'),
  '/information_board/edit/:id': of(() => import('../features/information-board/post-form-page.tsx'), 'PostEditPage'),
  '/idea': of(() => import('../features/ideas/my-ideas-page.tsx'), 'MyIdeasPage'),
  '/report/project_fulfillment': of(
    () => import('../features/reports/project-fulfilment-page.tsx'),
    'ProjectFulfilmentPage',
  ),
  '/report/project/datail/:id': of(() => import('../features/reports/project-report-page.tsx'), 'ProjectReportPage'),
  '/report/project/filter_task_in_project/:project_id/:filter': of(
    () => import('../features/reports/project-tasks-report-page.tsx'),
    'ProjectTasksReportPage',
  ),
  '/report/responsible/tasks_in_responsible': of(
    () => import('../features/reports/responsible-report-page.tsx'),
    'ResponsibleReportPage',
  ),
  '/report/responsible/tasks/:user_id/:filter': of(
    () => import('../features/reports/responsible-tasks-report-page.tsx'),
    'ResponsibleTasksReportPage',
  ),
  '/vehicle': of(() => import('../features/vehicles/vehicles-page.tsx'), 'VehiclesPage'),
  '/vehicle/create': of(() => import('../features/vehicles/vehicle-form-page.tsx'), 'VehicleCreatePage'),
  '/vehicle/edit/:id': of(() => import('../features/vehicles/vehicle-form-page.tsx'), 'VehicleEditPage'),
  '/vehicle/:id': of(() => import('../features/vehicles/vehicle-detail-page.tsx'), 'VehicleDetailPage'),
  '/vehicle_maintenance_type': of(
    () => import('../features/vehicles/maintenance-types-page.tsx'),
    'MaintenanceTypesPage',
  ),
  '/vehicle_maintenance': of(
    () => import('../features/vehicles/maintenance-records-page.tsx'),
    'MaintenanceRecordsPage',
  ),
  '/vehicle_maintenance/edit/:id': of(
    () => import('../features/vehicles/maintenance-record-edit-page.tsx'),
    'MaintenanceRecordEditPage',
  ),
  '/maintenance_request': of(
    () => import('../features/vehicles/maintenance-requests-page.tsx'),
    'MaintenanceRequestsPage',
  ),
  '/maintenance_request/create': of(
    () => import('../features/vehicles/maintenance-request-form-page.tsx'),
    'MaintenanceRequestCreatePage',
  ),
  '/maintenance_request/edit/:id': of(
    () => import('../features/vehicles/maintenance-request-form-page.tsx'),
    'MaintenanceRequestEditPage',
  ),
};
