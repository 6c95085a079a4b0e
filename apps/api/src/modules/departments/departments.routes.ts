import type { FastifyInstance } from 'fastify';
import {
  ZActiveDepartments,
  ZDepartment,
  ZDepartmentListQuery,
  ZDepartmentPage,
  ZDepartmentRequest,
  type TDepartmentListQuery,
} from '@gestora/contract/departments/departments.schema';
import { DEPARTMENTS_EXPORT } from '@gestora/contract/exports/catalogue-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { pagedExportRoute } from '../../lib/export/export-route.ts';
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
  pagedExportRoute(
    app,
    '/api/departments',
    needs('Ver departamentos'),
    ZDepartmentListQuery,
    (ctx, _actor, query: TDepartmentListQuery) => listDepartments(ctx, query),
    DEPARTMENTS_EXPORT,
    ['Departamentos'],
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
