import type { FastifyInstance } from 'fastify';
import { ZListQuery } from '@gestora/contract/common.schema';
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
import { apiRoutes } from '../../lib/api-routes.ts';
import { asAnswer } from '../../lib/response-serializer.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { attachmentRoutes } from '../files/files.routes.ts';
import { addComment, listComments } from './task-comments.service.ts';
import { addFiles, removeFile } from './task-files.service.ts';
import { historyPage } from './tasks-history.service.ts';
import { taskBoard } from './tasks-board.service.ts';
import { myTasksList, tasksList } from './tasks-list.service.ts';
import { byPublicId, loadTask } from './tasks.access.ts';
import { changeStatus, createTask, deleteTask, getTask, updateTask } from './tasks.service.ts';
import { MY_TASKS_EXPORT, TASKS_EXPORT } from '@gestora/contract/exports/tasks-export';
import { exportRoute } from '../../lib/export/export-route.ts';

/**
 * Tasks. Routes that members reach without 'Ver tareas' (detail, comments, history, status, files) declare
 * LOGIN and the service decides with the task's own rights (tasks.access.ts): 404 when not visible.
 */
export async function tasksRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Tareas']);

  route.list('/api/tasks', needs('Ver tareas'), ZTaskListQuery, ZTaskPage, tasksList.answer);
  route.list('/api/tasks/board', needs('Ver tareas'), ZTaskListQuery, ZTaskBoard, (ctx, actor, query) =>
    asAnswer(taskBoard(ctx, actor, query)),
  );
  route.list('/api/my_tasks', needs('Gestionar tareas asignadas'), ZMyTaskQuery, ZMyTaskPage, myTasksList.answer);
  exportRoute(app, '/api/tasks', needs('Ver tareas'), ZTaskListQuery, tasksList, TASKS_EXPORT, ['Tareas']);
  exportRoute(app, '/api/my_tasks', needs('Gestionar tareas asignadas'), ZMyTaskQuery, myTasksList, MY_TASKS_EXPORT, [
    'Tareas',
  ]);
  route.read('/api/tasks/:public_id', LOGIN, ZTaskDetail, getTask);
  route.create('/api/tasks', needs('Registrar tareas'), ZTaskRequest, ZTaskDetail, createTask);
  route.update('/api/tasks/:public_id', needs('Actualizar tareas'), ZTaskRequest, ZTaskDetail, updateTask);
  route.remove('/api/tasks/:public_id', needs('Eliminar tareas'), deleteTask);
  route.update('/api/tasks/:public_id/status', LOGIN, ZTaskStatusRequest, ZTaskDetail, (ctx, actor, id, body) =>
    changeStatus(ctx, actor, id, body.status),
  );

  const commentsQuery = ZListQuery.pick({ page: true, per_page: true });
  route.list('/api/tasks/:public_id/comments', LOGIN, commentsQuery, ZTaskCommentPage, listComments);
  route.create('/api/tasks/:public_id/comments', LOGIN, ZTaskCommentRequest, ZTaskComment, addComment);

  attachmentRoutes(route, '/api/tasks/:public_id', LOGIN, ZTaskFiles, { add: addFiles, remove: removeFile });

  route.list(
    '/api/tasks/:public_id/history',
    LOGIN,
    ZTaskHistoryQuery,
    ZTaskHistoryPage,
    async (ctx, actor, id, query) => {
      const { row: task } = await loadTask(ctx.db, actor, byPublicId(id));
      return historyPage(ctx.db, task.id, query);
    },
  );
}
