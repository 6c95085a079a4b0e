import type { FastifyInstance } from 'fastify';
import {
  ZActiveDepartments,
  ZDepartment,
  ZDepartmentListQuery,
  ZDepartmentPage,
  ZDepartmentRequest,
} from '@gestora/contract/departments/departments.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import {
  activeDepartments,
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from './departments.service.ts';

export async function departmentsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Departamentos']);

  // Every signed-in user fills department selects (filters, ideas, chat), so this needs only a login.
  route.read('/api/active_departments', LOGIN, ZActiveDepartments, activeDepartments);

  route.list(
    '/api/departments',
    needs('Ver departamentos'),
    ZDepartmentListQuery,
    ZDepartmentPage,
    (ctx, _actor, query) => listDepartments(ctx, query),
  );
  route.read('/api/departments/:public_id', needs('Ver departamentos'), ZDepartment, getDepartment);
  route.create('/api/departments', needs('Registrar departamentos'), ZDepartmentRequest, ZDepartment, createDepartment);
  route.update(
    '/api/departments/:public_id',
    needs('Actualizar departamentos'),
    ZDepartmentRequest,
    ZDepartment,
    (ctx, _actor, id, body) => updateDepartment(ctx, id, body),
  );
  route.remove('/api/departments/:public_id', needs('Eliminar departamentos'), (ctx, _actor, id) =>
    deleteDepartment(ctx, id),
  );
}
