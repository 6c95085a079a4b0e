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
  '/notification/all_tasks_notifications/:id': page(() => import('../features/notifications/notifications-list-page.tsx'), 'TaskNotificationsPage'),
  '/notification/all_tickets_notifications/:id': page(() => import('../features/notifications/notifications-list-page.tsx'), 'TicketNotificationsPage'),
};
