import type { FastifyInstance } from 'fastify';
import {
  ZMicroTask,
  ZMicroTaskCreateRequest,
  ZMicroTaskDoneRequest,
  ZMicroTaskList,
  ZMicroTaskUpdateRequest,
  ZMyMicroTaskPage,
  ZMyMicroTaskQuery,
} from '@gestora/contract/micro-tasks/micro-tasks.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { needs } from '../auth/route-access.rules.ts';
import {
  createMicroTask,
  deleteMicroTask,
  listMicroTasks,
  setMicroTaskDone,
  updateMicroTask,
} from './micro-tasks.service.ts';
import { myMicroTasks } from './my-micro-tasks.service.ts';

// Who may pass the door; the service then decides per subtask (see microRights and tasks.access.ts).
const anyTaskWork = needs('Ver subtareas', 'Actualizar tareas', 'Gestionar tareas asignadas', 'Gestionar microtareas');
const editors = needs('Actualizar tareas', 'Gestionar tareas asignadas', 'Gestionar microtareas');

export async function microTasksRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Microtareas']);

  route.list('/api/my_micro_tasks', needs('Gestionar microtareas'), ZMyMicroTaskQuery, ZMyMicroTaskPage, myMicroTasks);
  route.read('/api/subtasks/:public_id/micro_tasks', anyTaskWork, ZMicroTaskList, listMicroTasks);
  route.create('/api/micro_tasks', editors, ZMicroTaskCreateRequest, ZMicroTask, createMicroTask);
  route.update('/api/micro_tasks/:public_id', editors, ZMicroTaskUpdateRequest, ZMicroTask, updateMicroTask);
  route.update('/api/micro_tasks/:public_id/done', editors, ZMicroTaskDoneRequest, ZMicroTask, (ctx, actor, id, body) =>
    setMicroTaskDone(ctx, actor, id, body.done),
  );
  route.remove('/api/micro_tasks/:public_id', editors, deleteMicroTask);
}
