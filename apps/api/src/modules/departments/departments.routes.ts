import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZActiveDepartments,
  ZDepartment,
  ZDepartmentListQuery,
  ZDepartmentPage,
  ZDepartmentRequest,
} from '@gestora/contract/departments/departments.schema';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import {
  activeDepartments,
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from './departments.service.ts';

const tags = ['Departamentos'];

export async function departmentsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // Every signed-in user fills department selects (filters, ideas, chat), so this needs only a login.
  app.get(
    '/api/active_departments',
    { config: LOGIN, schema: { tags, response: { 200: ZActiveDepartments } } },
    (request) => activeDepartments(app.ctx, actorOf(request)),
  );

  app.get(
    '/api/departments',
    {
      config: needs('Ver departamentos'),
      schema: { tags, querystring: ZDepartmentListQuery, response: { 200: ZDepartmentPage } },
    },
    (request) => listDepartments(app.ctx, request.query),
  );
  app.get(
    '/api/departments/:public_id',
    { config: needs('Ver departamentos'), schema: { tags, params: ZPublicIdParams, response: { 200: ZDepartment } } },
    (request) => getDepartment(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/departments',
    {
      config: needs('Registrar departamentos'),
      schema: { tags, body: ZDepartmentRequest, response: { 201: ZDepartment } },
    },
    async (request, reply) => reply.code(201).send(await createDepartment(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/departments/:public_id',
    {
      config: needs('Actualizar departamentos'),
      schema: { tags, params: ZPublicIdParams, body: ZDepartmentRequest, response: { 200: ZDepartment } },
    },
    (request) => updateDepartment(app.ctx, request.params.public_id, request.body),
  );
  app.delete(
    '/api/departments/:public_id',
    { config: needs('Eliminar departamentos'), schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteDepartment(app.ctx, request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
