import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListQuery, ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZMyTaskPage,
  ZMyTaskQuery,
  ZTaskBoard,
  ZTaskComment,
  ZTaskCommentPage,
  ZTaskCommentRequest,
  ZTaskDetail,
  ZTaskFiles,
  ZTaskHistoryPage,
  ZTaskHistoryQuery,
  ZTaskListQuery,
  ZTaskPage,
  ZTaskRequest,
  ZTaskStatusRequest,
} from '@gestora/contract/tasks/tasks.schema';
import { asAnswer } from '../../lib/response-serializer.ts';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { readUploads, ZFileParams, ZFilesUpload } from '../files/files.routes.ts';
import { addComment, listComments } from './task-comments.service.ts';
import { addFiles, removeFile } from './task-files.service.ts';
import { historyPage } from './tasks-history.service.ts';
import { taskBoard } from './tasks-board.service.ts';
import { myTasksList, tasksList } from './tasks-list.service.ts';
import { byPublicId, loadTask } from './tasks.access.ts';
import { changeStatus, createTask, deleteTask, getTask, updateTask } from './tasks.service.ts';

const tags = ['Tareas'];

/**
 * Tasks. Routes that members reach without 'Ver tareas' (detail, comments, history, status, files) declare
 * LOGIN and the service decides with the task's own rights (tasks.access.ts): 404 when not visible.
 */
export async function tasksRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tasks',
    { config: needs('Ver tareas'), schema: { tags, querystring: ZTaskListQuery, response: { 200: ZTaskPage } } },
    (request) => tasksList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/tasks/board',
    { config: needs('Ver tareas'), schema: { tags, querystring: ZTaskListQuery, response: { 200: ZTaskBoard } } },
    (request) => asAnswer(taskBoard(app.ctx, actorOf(request), request.query)),
  );
  app.get(
    '/api/my_tasks',
    {
      config: needs('Gestionar tareas asignadas'),
      schema: { tags, querystring: ZMyTaskQuery, response: { 200: ZMyTaskPage } },
    },
    (request) => myTasksList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/tasks/:public_id',
    { config: LOGIN, schema: { tags, params: ZPublicIdParams, response: { 200: ZTaskDetail } } },
    (request) => getTask(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/tasks',
    { config: needs('Registrar tareas'), schema: { tags, body: ZTaskRequest, response: { 201: ZTaskDetail } } },
    async (request, reply) => reply.code(201).send(await createTask(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/tasks/:public_id',
    {
      config: needs('Actualizar tareas'),
      schema: { tags, params: ZPublicIdParams, body: ZTaskRequest, response: { 200: ZTaskDetail } },
    },
    (request) => updateTask(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.delete(
    '/api/tasks/:public_id',
    { config: needs('Eliminar tareas'), schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteTask(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
  app.put(
    '/api/tasks/:public_id/status',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, body: ZTaskStatusRequest, response: { 200: ZTaskDetail } },
    },
    (request) => changeStatus(app.ctx, actorOf(request), request.params.public_id, request.body.status),
  );

  app.get(
    '/api/tasks/:public_id/comments',
    {
      config: LOGIN,
      schema: {
        tags,
        params: ZPublicIdParams,
        querystring: ZListQuery.pick({ page: true, per_page: true }),
        response: { 200: ZTaskCommentPage },
      },
    },
    (request) => listComments(app.ctx, actorOf(request), request.params.public_id, request.query),
  );
  app.post(
    '/api/tasks/:public_id/comments',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, body: ZTaskCommentRequest, response: { 201: ZTaskComment } },
    },
    async (request, reply) =>
      reply.code(201).send(await addComment(app.ctx, actorOf(request), request.params.public_id, request.body)),
  );

  app.post(
    '/api/tasks/:public_id/files',
    {
      config: LOGIN,
      schema: {
        tags,
        params: ZPublicIdParams,
        consumes: ['multipart/form-data'],
        body: ZFilesUpload,
        response: { 201: ZTaskFiles },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addFiles(app.ctx, actorOf(request), request.params.public_id, () => readUploads(request, 'files'))),
  );
  app.delete(
    '/api/tasks/:public_id/files/:file_id',
    { config: LOGIN, schema: { tags, params: ZFileParams, response: { 200: ZMessage } } },
    async (request) => {
      await removeFile(app.ctx, actorOf(request), request.params.public_id, request.params.file_id);
      return { message: MSG.deleted };
    },
  );

  app.get(
    '/api/tasks/:public_id/history',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, querystring: ZTaskHistoryQuery, response: { 200: ZTaskHistoryPage } },
    },
    async (request) => {
      const { row: task } = await loadTask(app.db, actorOf(request), byPublicId(request.params.public_id));
      return historyPage(app.db, task.id, request.query);
    },
  );
}
