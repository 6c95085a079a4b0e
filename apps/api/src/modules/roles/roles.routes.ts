import type { FastifyInstance } from 'fastify';
import {
  ZPermissionCatalogue,
  ZRole,
  ZRoleListQuery,
  ZRolePage,
  ZRoleOptions,
  ZRoleRequest,
} from '@gestora/contract/roles/roles.schema';
import { ROLES_EXPORT } from '@gestora/contract/exports/catalogue-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { pagedExportRoute } from '../../lib/export/export-route.ts';
import { needs } from '../auth/route-access.rules.ts';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  permissionCatalogue,
  roleOptions,
  updateRole,
} from './roles.service.ts';

export async function rolesRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Roles']);

  // The role editor shows the catalogue both when reading and when writing a role.
  route.read('/api/permissions', needs('Ver roles', 'Registrar roles', 'Actualizar roles'), ZPermissionCatalogue, () =>
    permissionCatalogue(),
  );

  // The user form and the user list's filter pick roles: those who manage users need the names, not the editor.
  route.read(
    '/api/role_options',
    needs('Ver roles', 'Ver usuarios', 'Registrar usuarios', 'Actualizar usuarios'),
    ZRoleOptions,
    roleOptions,
  );

  route.list('/api/roles', needs('Ver roles'), ZRoleListQuery, ZRolePage, listRoles);
  pagedExportRoute(app, '/api/roles', needs('Ver roles'), ZRoleListQuery, listRoles, ROLES_EXPORT, ['Roles']);
  route.read('/api/roles/:public_id', needs('Ver roles'), ZRole, getRole);
  route.create('/api/roles', needs('Registrar roles'), ZRoleRequest, ZRole, createRole);
  route.update('/api/roles/:public_id', needs('Actualizar roles'), ZRoleRequest, ZRole, updateRole);
  route.remove('/api/roles/:public_id', needs('Eliminar roles'), deleteRole);
}
