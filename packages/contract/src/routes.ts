import type { Permission } from './permissions.ts';

/**
 * The web route table of spec section 2. `access` is 'public' (anyone), 'guest' (public, and a signed-in
 * user is sent to /), 'login' (any signed-in user) or the permissions of which the user needs at least one.
 * The navigation guard reads this table; the router only attaches pages to it.
 */
export type RouteAccess = 'public' | 'guest' | 'login' | readonly Permission[];

export interface WebRoute {
  path: string;
  access: RouteAccess;
}

const projectView: readonly Permission[] = [
  'Ver todos los proyectos',
  'Ver solo los proyectos creados por el usuarios',
];
const informes: readonly Permission[] = ['Sección de informes'];
const cuenta: readonly Permission[] = ['Gestionar cuenta'];
const vehiculos: readonly Permission[] = ['Módulo de vehículos'];
// The spec's permission, and the reviewers' and the maintenance staff's: a request's page is where their
// notifications and the records' links lead.
const solicitudes: readonly Permission[] = [
  'Solicitudes de mantenimiento de vehículos',
  'Revisar solicitudes de mantenimiento',
  'Registrar mantenimientos',
];

export const WEB_ROUTES: readonly WebRoute[] = [
  { path: '/', access: 'login' },
  { path: '/login', access: 'guest' },
  { path: '/forgot_password', access: 'guest' },
  { path: '/password-reset/:token', access: 'guest' },
  { path: '/about', access: 'public' },
  { path: '/unauthorized', access: 'login' },
  { path: '/department', access: ['Ver departamentos'] },
  { path: '/client', access: ['Ver clientes'] },
  { path: '/user', access: ['Ver usuarios'] },
  { path: '/user/security_log', access: ['Ver registro de seguridad'] },
  { path: '/rol', access: ['Ver roles'] },
  { path: '/project', access: projectView },
  { path: '/project/create', access: ['Registrar proyectos'] },
  { path: '/project/edit/:id', access: ['Actualizar proyectos'] },
  // Not in the spec's table: the project's own page (header, progress, stages), for whoever may see projects.
  { path: '/project/:id', access: projectView },
  { path: '/stage', access: ['Ver etapas'] },
  { path: '/stage/create', access: ['Registrar etapas'] },
  { path: '/stage/edit/:id', access: ['Actualizar etapas'] },
  { path: '/stage/detail/:id', access: ['Ver etapas'] },
  { path: '/task/create', access: ['Registrar tareas'] },
  { path: '/task', access: ['Ver tareas'] },
  { path: '/task/edit/:id', access: ['Actualizar tareas'] },
  { path: '/task/manage_task', access: ['Gestionar tareas asignadas'] },
  // Not in the spec's table: a task's own page (comments, history, files), for viewers and for its members.
  { path: '/task/:id', access: ['Ver tareas', 'Gestionar tareas asignadas'] },
  { path: '/subtasks_in_task/:id', access: ['Ver subtareas'] },
  { path: '/ticket', access: ['Ver ticket'] },
  { path: '/find_ticket', access: 'login' },
  { path: '/find_ticket/:id', access: 'login' },
  { path: '/ticket/manage_ticket', access: ['Gestionar ticket asignados'] },
  // Not in the spec's table: the tickets I raised, for any signed-in user.
  { path: '/ticket/my_requests', access: 'login' },
  // Not in the spec's table: the hours per priority that set a new ticket's due date.
  { path: '/ticket/service_levels', access: ['Configurar niveles de servicio'] },
  { path: '/profile', access: cuenta },
  { path: '/report/project_fulfillment', access: informes },
  { path: '/report/project/datail/:id', access: informes },
  { path: '/report/project/filter_task_in_project/:project_id/:filter', access: informes },
  { path: '/report/responsible/tasks_in_responsible', access: informes },
  // Not in the spec's table: the tasks behind one person's figure of 'Informe por responsable'.
  { path: '/report/responsible/tasks/:user_id/:filter', access: informes },
  { path: '/activity/manage_activity', access: ['Gestionar microtareas'] },
  { path: '/self_assigned_task', access: cuenta },
  { path: '/self_assigned_category', access: cuenta },
  { path: '/notification/all_tickets_notifications/:id', access: cuenta },
  { path: '/notification/all_tasks_notifications/:id', access: cuenta },
  { path: '/calendar_events', access: cuenta },
  { path: '/create_meeting', access: ['Registrar reuniones'] },
  { path: '/meetings', access: ['Ver reuniones'] },
  { path: '/meeting/edit/:id', access: ['Actualizar reuniones'] },
  { path: '/meeting/start/:id', access: ['Iniciar reunión'] },
  { path: '/meeting/show/:id', access: ['Mis reuniones'] },
  { path: '/my_meetings', access: ['Mis reuniones'] },
  { path: '/ticket_in_meetings/:id', access: ['Ver reuniones'] },
  { path: '/calendar_meeting', access: ['Mis reuniones'] },
  { path: '/stage_activity', access: ['Ver actividades en etapa'] },
  { path: '/stage_activity/create', access: ['Registrar actividades en etapa'] },
  { path: '/stage_activity/edit/:id', access: ['Actualizar actividades en etapa'] },
  { path: '/vehicle', access: vehiculos },
  { path: '/vehicle/create', access: vehiculos },
  { path: '/vehicle/edit/:id', access: vehiculos },
  { path: '/vehicle/:id', access: vehiculos },
  { path: '/vehicle_maintenance_type', access: vehiculos },
  { path: '/vehicle_maintenance', access: ['Mantenimiento de vehículos'] },
  { path: '/vehicle_maintenance/edit/:id', access: ['Mantenimiento de vehículos'] },
  { path: '/maintenance_request', access: solicitudes },
  { path: '/maintenance_request/create', access: ['Solicitudes de mantenimiento de vehículos'] },
  { path: '/maintenance_request/edit/:id', access: solicitudes },
  { path: '/information_board', access: ['Publicar en tablero informativo'] },
  { path: '/information_board/create', access: ['Publicar en tablero informativo'] },
  { path: '/information_board/edit/:id', access: ['Publicar en tablero informativo'] },
  { path: '/idea', access: cuenta },
  { path: '/rag', access: ['Gestionar documentos en RAG'] },
];

function segmentsMatch(pattern: string, path: string): boolean {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length) return false;
  return p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
}

/** The route a path belongs to; literal segments win over parameters (/vehicle/create before /vehicle/:id). */
export function matchRoute(pathname: string): WebRoute | undefined {
  const path = pathname.split(/[?#]/)[0] || '/';
  const candidates = WEB_ROUTES.filter((r) => segmentsMatch(r.path, path));
  const literalCount = (r: WebRoute) => r.path.split('/').filter((x) => x && !x.startsWith(':')).length;
  return candidates.sort((a, b) => literalCount(b) - literalCount(a))[0];
}

/** Spec: /login, /forgot_password and any path starting /password-reset are public. */
export function isGuestPath(pathname: string): boolean {
  return pathname === '/login' || pathname === '/forgot_password' || pathname.startsWith('/password-reset');
}
