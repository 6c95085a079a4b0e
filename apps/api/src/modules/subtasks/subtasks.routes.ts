import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSubtask,
  ZSubtaskCreateRequest,
  ZSubtaskListQuery,
  ZSubtaskPage,
  ZSubtaskStatusRequest,
  ZSubtaskUpdateRequest,
} from '@gestora/contract/subtasks/subtasks.schema';
import { ZMessage, ZPublicId, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { actorOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import { createSubtask, deleteSubtask, listSubtasks, setSubtaskStatus, updateSubtask } from './subtasks.service.ts';

const tags = ['Subtareas'];
const taskParams = z.object({ task_id: ZPublicId });

/**
 * The route declarations let through anyone who might qualify; the service decides per task: readers hold 'Ver
 * subtareas' or are members of the task, managers hold 'Actualizar tareas' or are members with 'Gestionar
 * tareas asignadas', and a subtask's responsible moves its status.
 */
export async function subtasksRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tasks/:task_id/subtasks',
    {
      config: needs('Ver subtareas', 'Gestionar tareas asignadas'),
      schema: { tags, params: taskParams, querystring: ZSubtaskListQuery, response: { 200: ZSubtaskPage } },
    },
    (request) => listSubtasks(app.ctx, actorOf(request), request.params.task_id, request.query),
  );
  app.post(
    '/api/subtasks',
    {
      config: needs('Actualizar tareas', 'Gestionar tareas asignadas'),
      schema: { tags, body: ZSubtaskCreateRequest, response: { 201: ZSubtask } },
    },
    async (request, reply) => reply.code(201).send(await createSubtask(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/subtasks/:public_id',
    {
      config: needs('Actualizar tareas', 'Gestionar tareas asignadas'),
      schema: { tags, params: ZPublicIdParams, body: ZSubtaskUpdateRequest, response: { 200: ZSubtask } },
    },
    (request) => updateSubtask(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.put(
    '/api/subtasks/:public_id/status',
    {
      config: needs('Actualizar tareas', 'Gestionar tareas asignadas'),
      schema: { tags, params: ZPublicIdParams, body: ZSubtaskStatusRequest, response: { 200: ZSubtask } },
    },
    (request) => setSubtaskStatus(app.ctx, actorOf(request), request.params.public_id, request.body.status),
  );
  app.delete(
    '/api/subtasks/:public_id',
    {
      config: needs('Actualizar tareas', 'Gestionar tareas asignadas'),
      schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } },
    },
    async (request) => {
      await deleteSubtask(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
