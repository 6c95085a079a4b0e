import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZSubtask,
  ZSubtaskCreateRequest,
  ZSubtaskListQuery,
  ZSubtaskPage,
  ZSubtaskStatusRequest,
  ZSubtaskUpdateRequest,
} from '@gestora/contract/subtasks/subtasks.schema';
import { ZPublicId } from '@gestora/contract/common.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { needs } from '../auth/route-access.rules.ts';
import { createSubtask, deleteSubtask, listSubtasks, setSubtaskStatus, updateSubtask } from './subtasks.service.ts';

const taskParams = z.object({ task_id: ZPublicId });
const managers = needs('Actualizar tareas', 'Gestionar tareas asignadas');

/**
 * The route declarations let through anyone who might qualify; the service decides per task: readers hold 'Ver
 * subtareas' or are members of the task, managers hold 'Actualizar tareas' or are members with 'Gestionar
 * tareas asignadas', and a subtask's responsible moves its status.
 */
export async function subtasksRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Subtareas']);

  route.get(
    '/api/tasks/:task_id/subtasks',
    needs('Ver subtareas', 'Gestionar tareas asignadas'),
    { params: taskParams, query: ZSubtaskListQuery, response: { 200: ZSubtaskPage } },
    (ctx, actor, { params, query }) => listSubtasks(ctx, actor, params.task_id, query),
  );
  route.create('/api/subtasks', managers, ZSubtaskCreateRequest, ZSubtask, createSubtask);
  route.update('/api/subtasks/:public_id', managers, ZSubtaskUpdateRequest, ZSubtask, updateSubtask);
  route.update('/api/subtasks/:public_id/status', managers, ZSubtaskStatusRequest, ZSubtask, (ctx, actor, id, body) =>
    setSubtaskStatus(ctx, actor, id, body.status),
  );
  route.remove('/api/subtasks/:public_id', managers, deleteSubtask);
}
