import type { FastifyInstance } from 'fastify';
import {
  ZProjectDetail,
  ZProjectListQuery,
  ZProjectOptions,
  ZProjectOptionsQuery,
  ZProjectPage,
  ZProjectRequest,
} from '@gestora/contract/projects/projects.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { needs } from '../auth/route-access.rules.ts';
import { createProject, deleteProject, getProject, projectOptions, updateProject } from './projects.service.ts';
import { projectsList } from './projects-list.service.ts';
import { PROJECTS_EXPORT } from '@gestora/contract/exports/projects-export';
import { exportRoute } from '../../lib/export/export-route.ts';

const VIEW = needs('Ver todos los proyectos', 'Ver solo los proyectos creados por el usuarios');

export async function projectsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Proyectos']);

  route.list('/api/projects', VIEW, ZProjectListQuery, ZProjectPage, projectsList.answer);
  exportRoute(app, '/api/projects', VIEW, ZProjectListQuery, projectsList, PROJECTS_EXPORT, ['Proyectos']);
  route.read('/api/projects/:public_id', VIEW, ZProjectDetail, getProject);
  route.create('/api/projects', needs('Registrar proyectos'), ZProjectRequest, ZProjectDetail, createProject);
  // Editing and deleting stay within what the user may see: outside it the project does not exist (404).
  route.update(
    '/api/projects/:public_id',
    needs('Actualizar proyectos'),
    ZProjectRequest,
    ZProjectDetail,
    updateProject,
  );
  route.remove('/api/projects/:public_id', needs('Eliminar proyectos'), deleteProject);

  // The project pickers of the task and stage forms.
  route.list('/api/project_options', VIEW, ZProjectOptionsQuery, ZProjectOptions, (ctx, actor, query) =>
    projectOptions(ctx, actor, query.q),
  );
}
