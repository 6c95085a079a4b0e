import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZMicroTask,
  ZMicroTaskCreateRequest,
  ZMicroTaskDoneRequest,
  ZMicroTaskList,
  ZMicroTaskUpdateRequest,
  ZMyMicroTaskPage,
  ZMyMicroTaskQuery,
} from '@gestora/contract/micro-tasks/micro-tasks.schema';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { actorOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import {
  createMicroTask,
  deleteMicroTask,
  listMicroTasks,
  setMicroTaskDone,
  updateMicroTask,
} from './micro-tasks.service.ts';
import { myMicroTasks } from './my-micro-tasks.service.ts';

const tags = ['Microtareas'];

// Who may pass the door; the service then decides per subtask (see microRights and tasks.access.ts).
const anyTaskWork = needs('Ver subtareas', 'Actualizar tareas', 'Gestionar tareas asignadas', 'Gestionar microtareas');
const editors = needs('Actualizar tareas', 'Gestionar tareas asignadas', 'Gestionar microtareas');

export async function microTasksRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/my_micro_tasks',
    {
      config: needs('Gestionar microtareas'),
      schema: { tags, querystring: ZMyMicroTaskQuery, response: { 200: ZMyMicroTaskPage } },
    },
    (request) => myMicroTasks(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/subtasks/:public_id/micro_tasks',
    { config: anyTaskWork, schema: { tags, params: ZPublicIdParams, response: { 200: ZMicroTaskList } } },
    (request) => listMicroTasks(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/micro_tasks',
    { config: editors, schema: { tags, body: ZMicroTaskCreateRequest, response: { 201: ZMicroTask } } },
    async (request, reply) => reply.code(201).send(await createMicroTask(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/micro_tasks/:public_id',
    {
      config: editors,
      schema: { tags, params: ZPublicIdParams, body: ZMicroTaskUpdateRequest, response: { 200: ZMicroTask } },
    },
    (request) => updateMicroTask(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.put(
    '/api/micro_tasks/:public_id/done',
    {
      config: editors,
      schema: { tags, params: ZPublicIdParams, body: ZMicroTaskDoneRequest, response: { 200: ZMicroTask } },
    },
    (request) => setMicroTaskDone(app.ctx, actorOf(request), request.params.public_id, request.body.done),
  );
  app.delete(
    '/api/micro_tasks/:public_id',
    { config: editors, schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteMicroTask(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
