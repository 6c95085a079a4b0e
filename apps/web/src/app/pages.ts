import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The pages attached to the route table of packages/contract/src/routes.ts, by route path. A route of the
 * table without an entry here belongs to a later module and shows the not-found page until it lands.
 */
export type LazyPage = LazyExoticComponent<ComponentType>;

function page<M>(load: () => Promise<M>, name: keyof M): LazyPage {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

export const PAGES: Partial<Record<string, LazyPage>> = {
  '/': page(() => import('../features/home/home-page.tsx'), 'HomePage'),
  '/login': page(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  '/forgot_password': page(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  '/password-reset/:token': page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  '/about': page(() => import('../features/home/about-page.tsx'), 'AboutPage'),
  '/unauthorized': page(() => import('./unauthorized-page.tsx'), 'UnauthorizedPage'),
  '/department': page(() => import('../features/departments/departments-page.tsx'), 'DepartmentsPage'),
  '/rol': page(() => import('../features/roles/roles-page.tsx'), 'RolesPage'),
  '/user': page(() => import('../features/users/users-page.tsx'), 'UsersPage'),
  '/user/security_log': page(() => import('../features/security-log/security-log-page.tsx'), 'SecurityLogPage'),
  '/profile': page(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
  '/notification/all_tasks_notifications/:id': page(
    () => import('../features/notifications/notifications-list-page.tsx'),
    'TaskNotificationsPage',
  ),
  '/notification/all_tickets_notifications/:id': page(
    () => import('../features/notifications/notifications-list-page.tsx'),
    'TicketNotificationsPage',
  ),
  '/client': page(() => import('../features/clients/clients-page.tsx'), 'ClientsPage'),
  '/project': page(() => import('../features/projects/projects-page.tsx'), 'ProjectsPage'),
  '/project/create': page(() => import('../features/projects/project-form-page.tsx'), 'ProjectCreatePage'),
  '/project/edit/:id': page(() => import('../features/projects/project-form-page.tsx'), 'ProjectEditPage'),
  '/project/:id': page(() => import('../features/projects/project-detail-page.tsx'), 'ProjectDetailPage'),
  '/task': page(() => import('../features/tasks/tasks-page.tsx'), 'TasksPage'),
  '/task/create': page(() => import('../features/tasks/task-form-page.tsx'), 'TaskCreatePage'),
  '/task/edit/:id': page(() => import('../features/tasks/task-form-page.tsx'), 'TaskEditPage'),
  '/task/:id': page(() => import('./routes/task-detail-route.tsx'), 'TaskDetailRoute'),
  '/task/manage_task': page(() => import('../features/tasks/my-tasks-page.tsx'), 'MyTasksPage'),
  '/stage': page(() => import('../features/stages/stages-page.tsx'), 'StagesPage'),
  '/stage/create': page(() => import('../features/stages/stage-form-page.tsx'), 'StageCreatePage'),
  '/stage/edit/:id': page(() => import('../features/stages/stage-form-page.tsx'), 'StageEditPage'),
  '/stage/detail/:id': page(() => import('../features/stages/stage-detail-page.tsx'), 'StageDetailPage'),
  '/stage_activity': page(
    () => import('../features/stage-activities/stage-activities-page.tsx'),
    'StageActivitiesPage',
  ),
  '/stage_activity/create': page(
    () => import('../features/stage-activities/stage-activity-form-page.tsx'),
    'StageActivityCreatePage',
  ),
  '/stage_activity/edit/:id': page(
    () => import('../features/stage-activities/stage-activity-form-page.tsx'),
    'StageActivityEditPage',
  ),
  '/subtasks_in_task/:id': page(() => import('../features/subtasks/subtasks-page.tsx'), 'SubtasksPage'),
  '/activity/manage_activity': page(
    () => import('../features/micro-tasks/my-micro-tasks-page.tsx'),
    'MyMicroTasksPage',
  ),
};
