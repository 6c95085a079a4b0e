import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZProjectDetail,
  ZProjectListQuery,
  ZProjectOptions,
  ZProjectOptionsQuery,
  ZProjectPage,
  ZProjectRequest,
} from '@gestora/contract/projects/projects.schema';
import { actorOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import { createProject, deleteProject, getProject, projectOptions, updateProject } from './projects.service.ts';
import { projectsList } from './projects-list.service.ts';

const tags = ['Proyectos'];
const VIEW = needs('Ver todos los proyectos', 'Ver solo los proyectos creados por el usuarios');

export async function projectsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/projects',
    { config: VIEW, schema: { tags, querystring: ZProjectListQuery, response: { 200: ZProjectPage } } },
    (request) => projectsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/projects/:public_id',
    { config: VIEW, schema: { tags, params: ZPublicIdParams, response: { 200: ZProjectDetail } } },
    (request) => getProject(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/projects',
    {
      config: needs('Registrar proyectos'),
      schema: { tags, body: ZProjectRequest, response: { 201: ZProjectDetail } },
    },
    async (request, reply) => reply.code(201).send(await createProject(app.ctx, actorOf(request), request.body)),
  );
  // Editing and deleting stay within what the user may see: outside it the project does not exist (404).
  app.put(
    '/api/projects/:public_id',
    {
      config: needs('Actualizar proyectos'),
      schema: { tags, params: ZPublicIdParams, body: ZProjectRequest, response: { 200: ZProjectDetail } },
    },
    (request) => updateProject(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.delete(
    '/api/projects/:public_id',
    { config: needs('Eliminar proyectos'), schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteProject(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );

  // The project pickers of the task and stage forms.
  app.get(
    '/api/project_options',
    { config: VIEW, schema: { tags, querystring: ZProjectOptionsQuery, response: { 200: ZProjectOptions } } },
    (request) => projectOptions(app.ctx, actorOf(request), request.query.q),
  );
}
