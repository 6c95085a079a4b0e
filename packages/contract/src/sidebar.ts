import type { Permission } from './permissions.ts';

/**
 * The sidebar of spec sections 2 and 6: groups, entries, targets and the permissions that show them.
 * A group with `permissions` needs one of them; an entry with `permissions` needs one of them; empty = everyone.
 */
export interface SidebarEntry {
  label: string;
  to: string;
  permissions: readonly Permission[];
}
export interface SidebarGroup {
  label: string;
  icon: string;
  permissions: readonly Permission[];
  to?: string;
  entries: readonly SidebarEntry[];
}

export const SIDEBAR: readonly SidebarGroup[] = [
  { label: 'Inicio', icon: 'home', permissions: [], to: '/', entries: [] },
  {
    label: 'Configuración',
    icon: 'settings',
    permissions: ['Sección de configuración'],
    entries: [
      { label: 'Roles', to: '/rol', permissions: ['Ver roles'] },
      { label: 'Áreas', to: '/department', permissions: ['Ver departamentos'] },
      { label: 'Usuarios', to: '/user', permissions: ['Ver usuarios'] },
      { label: 'Documentos RAG', to: '/rag', permissions: ['Gestionar documentos en RAG'] },
    ],
  },
  {
    label: 'Tablero informativo',
    icon: 'board',
    permissions: ['Publicar en tablero informativo'],
    to: '/information_board',
    entries: [],
  },
  { label: 'Publicar ideas', icon: 'bulb', permissions: [], to: '/idea', entries: [] },
  {
    label: 'Administrar proyectos',
    icon: 'briefcase',
    permissions: ['Sección de proyectos'],
    entries: [
      { label: 'Clientes', to: '/client', permissions: ['Ver clientes'] },
      {
        label: 'Proyectos',
        to: '/project',
        permissions: ['Ver todos los proyectos', 'Ver solo los proyectos creados por el usuarios'],
      },
      { label: 'Etapas', to: '/stage', permissions: ['Ver etapas'] },
      { label: 'Actividades', to: '/stage_activity', permissions: ['Ver actividades en etapa'] },
      { label: 'Registrar tarea', to: '/task/create', permissions: ['Registrar tareas'] },
      { label: 'Ver tareas', to: '/task', permissions: ['Ver tareas'] },
    ],
  },
  {
    label: 'Gestionar tareas',
    icon: 'checklist',
    permissions: ['Sección para gestionar tareas asignadas'],
    entries: [
      { label: 'Tareas asignadas', to: '/task/manage_task', permissions: ['Gestionar tareas asignadas'] },
      { label: 'Microsubtarea', to: '/activity/manage_activity', permissions: ['Gestionar microtareas'] },
    ],
  },
  {
    label: 'Tickets',
    icon: 'ticket',
    permissions: [],
    entries: [
      { label: 'Administración', to: '/ticket', permissions: ['Ver ticket'] },
      { label: 'Tickets', to: '/ticket/manage_ticket', permissions: ['Gestionar ticket asignados'] },
      { label: 'Mis tickets solicitados', to: '/ticket/my_requests', permissions: [] },
      { label: 'Soluciones a tickets', to: '/find_ticket', permissions: [] },
      { label: 'Niveles de servicio', to: '/ticket/service_levels', permissions: ['Configurar niveles de servicio'] },
    ],
  },
  {
    label: 'Autogestión',
    icon: 'user-check',
    permissions: [],
    entries: [
      { label: 'Categorías', to: '/self_assigned_category', permissions: [] },
      { label: 'Autogestión de tareas', to: '/self_assigned_task', permissions: [] },
    ],
  },
  {
    label: 'Calendario',
    icon: 'calendar',
    permissions: [],
    entries: [
      { label: 'Tickets y tareas', to: '/calendar_events', permissions: [] },
      { label: 'Reuniones', to: '/calendar_meeting', permissions: [] },
    ],
  },
  {
    label: 'Reuniones',
    icon: 'users',
    permissions: ['Ver reuniones', 'Registrar reuniones', 'Mis reuniones'],
    entries: [
      { label: 'Reuniones', to: '/meetings', permissions: ['Ver reuniones'] },
      { label: 'Crear reunión', to: '/create_meeting', permissions: ['Registrar reuniones'] },
      { label: 'Mis reuniones', to: '/my_meetings', permissions: ['Mis reuniones'] },
    ],
  },
  {
    label: 'Informes',
    icon: 'report',
    permissions: ['Sección de informes'],
    entries: [
      {
        label: 'Cumplimiento de proyectos',
        to: '/report/project_fulfillment',
        permissions: ['Porcentaje de cumplimiento en proyectos'],
      },
      {
        label: 'Informe por responsable',
        to: '/report/responsible/tasks_in_responsible',
        permissions: ['Informe por responsable'],
      },
    ],
  },
  {
    label: 'Vehículos',
    icon: 'car',
    permissions: ['Sección de vehículos'],
    entries: [
      { label: 'Módulo de vehículos', to: '/vehicle', permissions: ['Módulo de vehículos'] },
      { label: 'Tipos de mantenimiento', to: '/vehicle_maintenance_type', permissions: ['Módulo de vehículos'] },
      {
        label: 'Solicitud de mantenimiento',
        to: '/maintenance_request',
        permissions: ['Solicitudes de mantenimiento de vehículos'],
      },
      { label: 'Mantenimientos', to: '/vehicle_maintenance', permissions: ['Mantenimiento de vehículos'] },
    ],
  },
];

/** The groups and entries a holder of `held` sees; a group with entries but none visible is hidden. */
export function visibleSidebar(held: readonly string[]): SidebarGroup[] {
  const has = (req: readonly string[]) => req.length === 0 || req.some((p) => held.includes(p));
  return SIDEBAR.filter((g) => has(g.permissions))
    .map((g) => ({ ...g, entries: g.entries.filter((e) => has(e.permissions)) }))
    .filter((g) => g.entries.length > 0 || g.to !== undefined);
}
