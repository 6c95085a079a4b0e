import type { FastifyInstance } from 'fastify';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZSelfCategory,
  ZSelfCategoryDeleteQuery,
  ZSelfCategoryListQuery,
  ZSelfCategoryOptions,
  ZSelfCategoryPage,
  ZSelfCategoryRequest,
  ZSelfTask,
  ZSelfTaskBoard,
  ZSelfTaskBoardQuery,
  ZSelfTaskListQuery,
  ZSelfTaskMove,
  ZSelfTaskPage,
  ZSelfTaskRequest,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { SELF_CATEGORIES_EXPORT, SELF_TASKS_EXPORT } from '@gestora/contract/exports/self-assigned-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { needs } from '../auth/route-access.rules.ts';
import { selfTaskBoard } from './self-assigned-board.service.ts';
import {
  createSelfCategory,
  deleteSelfCategory,
  getSelfCategory,
  selfCategoryOptions,
  updateSelfCategory,
} from './self-assigned-categories.service.ts';
import { selfCategoriesList, selfTasksList } from './self-assigned-lists.service.ts';
import {
  createSelfTask,
  deleteSelfTask,
  getSelfTask,
  moveSelfTask,
  updateSelfTask,
} from './self-assigned-tasks.service.ts';

const ACCOUNT = needs('Gestionar cuenta');

/** Autogestión (issue 46): each user's own categories and tasks, private to them (self-assigned.access.ts). */
export async function selfAssignedRoutes(app: FastifyInstance) {
  const categories = apiRoutes(app, ['Autogestión']);
  categories.list(
    '/api/self_assigned_categories',
    ACCOUNT,
    ZSelfCategoryListQuery,
    ZSelfCategoryPage,
    selfCategoriesList.answer,
  );
  exportRoute(
    app,
    '/api/self_assigned_categories',
    ACCOUNT,
    ZSelfCategoryListQuery,
    selfCategoriesList,
    SELF_CATEGORIES_EXPORT,
    ['Autogestión'],
  );
  categories.read('/api/self_assigned_categories/:public_id', ACCOUNT, ZSelfCategory, getSelfCategory);
  categories.create('/api/self_assigned_categories', ACCOUNT, ZSelfCategoryRequest, ZSelfCategory, createSelfCategory);
  categories.update(
    '/api/self_assigned_categories/:public_id',
    ACCOUNT,
    ZSelfCategoryRequest,
    ZSelfCategory,
    updateSelfCategory,
  );
  categories.delete(
    '/api/self_assigned_categories/:public_id',
    ACCOUNT,
    { params: ZPublicIdParams, query: ZSelfCategoryDeleteQuery, response: { 200: ZMessage } },
    async (ctx, actor, { params, query }) => {
      await deleteSelfCategory(ctx, actor, params.public_id, query);
      return { message: MSG.deleted };
    },
  );
  categories.read('/api/self_assigned_category_options', ACCOUNT, ZSelfCategoryOptions, selfCategoryOptions);

  const tasks = apiRoutes(app, ['Autogestión']);
  tasks.list('/api/self_assigned_tasks', ACCOUNT, ZSelfTaskListQuery, ZSelfTaskPage, selfTasksList.answer);
  exportRoute(app, '/api/self_assigned_tasks', ACCOUNT, ZSelfTaskListQuery, selfTasksList, SELF_TASKS_EXPORT, [
    'Autogestión',
  ]);
  tasks.read('/api/self_assigned_tasks/:public_id', ACCOUNT, ZSelfTask, getSelfTask);
  tasks.create('/api/self_assigned_tasks', ACCOUNT, ZSelfTaskRequest, ZSelfTask, createSelfTask);
  tasks.update('/api/self_assigned_tasks/:public_id', ACCOUNT, ZSelfTaskRequest, ZSelfTask, updateSelfTask);
  tasks.remove('/api/self_assigned_tasks/:public_id', ACCOUNT, deleteSelfTask);
  tasks.post(
    '/api/self_assigned_tasks/:public_id/move',
    ACCOUNT,
    { params: ZPublicIdParams, body: ZSelfTaskMove, response: { 200: ZSelfTask } },
    (ctx, actor, { params, body }) => moveSelfTask(ctx, actor, params.public_id, body),
  );
  tasks.list('/api/self_assigned_task_board', ACCOUNT, ZSelfTaskBoardQuery, ZSelfTaskBoard, selfTaskBoard);
}
