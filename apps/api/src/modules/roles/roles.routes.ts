import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZPermissionCatalogue,
  ZRole,
  ZRoleListQuery,
  ZRolePage,
  ZRoleOptions,
  ZRoleRequest,
} from '@gestora/contract/roles/roles.schema';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { actorOf } from '../../plugins/auth.ts';
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

const tags = ['Roles'];

export async function rolesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // The role editor shows the catalogue both when reading and when writing a role.
  app.get(
    '/api/permissions',
    {
      config: needs('Ver roles', 'Registrar roles', 'Actualizar roles'),
      schema: { tags, response: { 200: ZPermissionCatalogue } },
    },
    () => permissionCatalogue(),
  );

  // The user form and the user list's filter pick roles: those who manage users need the names, not the editor.
  app.get(
    '/api/role_options',
    {
      config: needs('Ver roles', 'Ver usuarios', 'Registrar usuarios', 'Actualizar usuarios'),
      schema: { tags, response: { 200: ZRoleOptions } },
    },
    (request) => roleOptions(app.ctx, actorOf(request)),
  );

  app.get(
    '/api/roles',
    { config: needs('Ver roles'), schema: { tags, querystring: ZRoleListQuery, response: { 200: ZRolePage } } },
    (request) => listRoles(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/roles/:public_id',
    { config: needs('Ver roles'), schema: { tags, params: ZPublicIdParams, response: { 200: ZRole } } },
    (request) => getRole(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/roles',
    { config: needs('Registrar roles'), schema: { tags, body: ZRoleRequest, response: { 201: ZRole } } },
    async (request, reply) => reply.code(201).send(await createRole(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/roles/:public_id',
    {
      config: needs('Actualizar roles'),
      schema: { tags, params: ZPublicIdParams, body: ZRoleRequest, response: { 200: ZRole } },
    },
    (request) => updateRole(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.delete(
    '/api/roles/:public_id',
    { config: needs('Eliminar roles'), schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteRole(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
