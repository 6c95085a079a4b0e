/**
 * The permission catalogue: every name of the specification (sections 2 and 6) plus the write permissions
 * PRODUCT.md adds in the same style. Names are kept verbatim; they are what roles hold and routes require.
 * The route table's 'Ver todos proyectos' and the menu's 'Ver todos los proyectos' are ONE permission.
 */
export const PERMISSION_GROUPS = [
  {
    section: 'Configuración',
    permissions: [
      'Sección de configuración',
      'Ver roles',
      'Registrar roles',
      'Actualizar roles',
      'Eliminar roles',
      'Ver departamentos',
      'Registrar departamentos',
      'Actualizar departamentos',
      'Eliminar departamentos',
      'Ver usuarios',
      'Registrar usuarios',
      'Actualizar usuarios',
      'Ver registro de seguridad',
      'Gestionar documentos en RAG',
    ],
  },
  {
    section: 'Tablero informativo',
    permissions: ['Publicar en tablero informativo'],
  },
  {
    section: 'Proyectos',
    permissions: [
      'Sección de proyectos',
      'Ver clientes',
      'Registrar clientes',
      'Actualizar clientes',
      'Eliminar clientes',
      'Ver todos los proyectos',
      'Ver solo los proyectos creados por el usuarios',
      'Registrar proyectos',
      'Actualizar proyectos',
      'Eliminar proyectos',
      'Ver etapas',
      'Registrar etapas',
      'Actualizar etapas',
      'Eliminar etapas',
      'Ver actividades en etapa',
      'Registrar actividades en etapa',
      'Actualizar actividades en etapa',
      'Eliminar actividades en etapa',
      'Ver tareas',
      'Registrar tareas',
      'Actualizar tareas',
      'Eliminar tareas',
      'Ver subtareas',
    ],
  },
  {
    section: 'Gestión de tareas',
    permissions: ['Sección para gestionar tareas asignadas', 'Gestionar tareas asignadas', 'Gestionar microtareas'],
  },
  {
    section: 'Tickets',
    permissions: [
      'Ver ticket',
      'Registrar ticket',
      'Actualizar ticket',
      'Eliminar ticket',
      'Gestionar ticket asignados',
      'Configurar niveles de servicio',
    ],
  },
  {
    section: 'Reuniones',
    permissions: [
      'Ver reuniones',
      'Registrar reuniones',
      'Actualizar reuniones',
      'Eliminar reuniones',
      'Iniciar reunión',
      'Mis reuniones',
    ],
  },
  {
    section: 'Informes',
    permissions: ['Sección de informes', 'Porcentaje de cumplimiento en proyectos', 'Informe por responsable'],
  },
  {
    section: 'Vehículos',
    permissions: [
      'Sección de vehículos',
      'Módulo de vehículos',
      'Registrar vehículos',
      'Actualizar vehículos',
      'Eliminar vehículos',
      'Gestionar tipos de mantenimiento',
      'Solicitudes de mantenimiento de vehículos',
      'Revisar solicitudes de mantenimiento',
      'Mantenimiento de vehículos',
      'Registrar mantenimientos',
      'Eliminar mantenimientos',
    ],
  },
  {
    section: 'Cuenta',
    permissions: ['Gestionar cuenta', 'Chat IA'],
  },
] as const;

export type Permission = (typeof PERMISSION_GROUPS)[number]['permissions'][number];

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_GROUPS.flatMap((g) => g.permissions);

export function isPermission(name: string): name is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(name);
}

export const ADMIN_ROLE = 'Administrador';
export const COLLABORATOR_ROLE = 'Colaborador';

/**
 * PRODUCT.md's Colaborador, plus 'Sección para gestionar tareas asignadas': without the section permission the
 * sidebar hides the 'Gestionar tareas' group, and a collaborator could not reach their own assigned work.
 */
export const COLLABORATOR_PERMISSIONS: readonly Permission[] = [
  'Gestionar cuenta',
  'Mis reuniones',
  'Sección para gestionar tareas asignadas',
  'Gestionar tareas asignadas',
  'Gestionar ticket asignados',
  'Gestionar microtareas',
  'Chat IA',
];

/** True when the holder has at least one of `required` (an empty list means login only). */
export function holdsAny(held: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((p) => held.includes(p));
}
