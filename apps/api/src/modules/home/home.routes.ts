import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN } from '../auth/route-access.rules.ts';
import { tasksAndTicketsChart } from './home-chart.service.ts';

/** The home page's 'Gestión' tab: the signed-in user's own figures, so any signed-in user. */
export async function homeRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/tasks_and_tickets_chart',
    { config: LOGIN, schema: { tags: ['Inicio'], response: { 200: ZTasksAndTicketsChart } } },
    (request) => tasksAndTicketsChart(app.db, actorOf(request)),
  );
}
