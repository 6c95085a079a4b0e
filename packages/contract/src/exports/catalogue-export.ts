import type { TClient } from '../clients/clients.schema.ts';
import type { TDepartment } from '../departments/departments.schema.ts';
import { ADMIN_ROLE, ALL_PERMISSIONS } from '../permissions.ts';
import type { TRole } from '../roles/roles.schema.ts';
import { activeLabel, exportDeclaration } from './export-columns.ts';

/** GET /api/clients/export: the page's 'Cliente' and 'Contacto' cells spread over their parts. */
export const CLIENTS_EXPORT = exportDeclaration<TClient>('clientes', [
  { header: 'Cliente', kind: 'text', value: (c) => c.name, width: 32 },
  { header: 'Identificación tributaria', kind: 'text', value: (c) => c.tax_id, width: 20 },
  { header: 'Contacto', kind: 'text', value: (c) => c.contact_name, width: 28 },
  { header: 'Correo', kind: 'text', value: (c) => c.email, width: 30 },
  { header: 'Teléfono', kind: 'text', value: (c) => c.phone },
  { header: 'Proyectos', kind: 'number', value: (c) => c.projects_count },
  { header: 'Estado', kind: 'text', value: (c) => activeLabel(c.active) },
  { header: 'Registrado', kind: 'date', value: (c) => c.created_at },
]);

/** GET /api/departments/export. */
export const DEPARTMENTS_EXPORT = exportDeclaration<TDepartment>('departamentos', [
  { header: 'Nombre', kind: 'text', value: (d) => d.name, width: 30 },
  { header: 'Descripción', kind: 'text', value: (d) => d.description, width: 40 },
  { header: 'Estado', kind: 'text', value: (d) => activeLabel(d.active, true) },
  { header: 'Usuarios', kind: 'number', value: (d) => d.users_count },
  { header: 'Creada', kind: 'date', value: (d) => d.created_at },
]);

/** GET /api/roles/export: 'Permisos' as the page writes it ('12 de 80', or all of them for the administrator). */
export const ROLES_EXPORT = exportDeclaration<TRole>('roles', [
  { header: 'Nombre', kind: 'text', value: (r) => r.name, width: 30 },
  {
    header: 'Permisos',
    kind: 'text',
    value: (r) =>
      r.name === ADMIN_ROLE ? 'Todos los permisos' : `${r.permissions.length} de ${ALL_PERMISSIONS.length}`,
  },
  { header: 'Usuarios', kind: 'number', value: (r) => r.users_count },
  { header: 'Creado', kind: 'date', value: (r) => r.created_at },
]);
