export const ALL_TASK_PERMISSIONS = [
  'Ver tareas',
  'Registrar tareas',
  'Actualizar tareas',
  'Eliminar tareas',
  'Ver todos los proyectos',
];
