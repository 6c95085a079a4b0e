/**
 * What /about says Gestora has: each module with the routes (of packages/contract/src/routes.ts) that make it. The
 * page names a module only when every one of its routes has a page in the web app (app/pages.ts), so that it tells
 * the truth today and names a module by itself once its pages land. about-page.test.tsx holds it to that.
 */
export interface AboutModule {
  label: string;
  paths: readonly string[];
}

export const ABOUT_MODULES: readonly AboutModule[] = [
  {
    label: 'Proyectos, etapas, actividades, tareas, subtareas y microtareas',
    paths: ['/project', '/stage', '/stage_activity', '/task', '/subtasks_in_task/:id', '/activity/manage_activity'],
  },
  { label: 'Tickets y soluciones a tickets', paths: ['/ticket', '/ticket/manage_ticket', '/find_ticket'] },
  { label: 'Reuniones y calendarios', paths: ['/meetings', '/my_meetings', '/calendar_meeting', '/calendar_events'] },
  {
    label: 'Notificaciones en tiempo real',
    paths: ['/notification/all_tasks_notifications/:id', '/notification/all_tickets_notifications/:id'],
  },
  { label: 'Tablero informativo e ideas', paths: ['/', '/information_board', '/idea'] },
  { label: 'Chat IA sobre los documentos de su organización', paths: ['/rag'] },
  { label: 'Usuarios, roles, áreas y perfil', paths: ['/user', '/rol', '/department', '/profile'] },
  { label: 'Autogestión de tareas', paths: ['/self_assigned_category', '/self_assigned_task'] },
  {
    label: 'Informes de cumplimiento de proyectos y por responsable',
    paths: ['/report/project_fulfillment', '/report/responsible/tasks_in_responsible'],
  },
  {
    label: 'Vehículos y su mantenimiento',
    paths: ['/vehicle', '/vehicle_maintenance_type', '/maintenance_request', '/vehicle_maintenance'],
  },
];

/** The modules whose every route has a page among `builtPaths`. */
export const builtModules = (builtPaths: readonly string[]): AboutModule[] =>
  ABOUT_MODULES.filter((m) => m.paths.every((p) => builtPaths.includes(p)));
