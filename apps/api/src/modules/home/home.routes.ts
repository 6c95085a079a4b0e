import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_PATH } from '@gestora/contract/home/first-screen';
import { ZFirstScreen } from '@gestora/contract/home/first-screen.schema';
import { ZTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { asAnswer } from '../../lib/response-serializer.ts';
import { LOGIN } from '../auth/route-access.rules.ts';
import { firstScreen, type AskAsCaller } from './first-screen.service.ts';
import { tasksAndTicketsChart } from './home-chart.service.ts';

/** GETs an address of this server with the request's own credentials (its cookie or Bearer token) and nothing else. */
function askAsCaller(server: FastifyInstance, request: FastifyRequest): AskAsCaller {
  const credentials: Record<string, string> = {};
  if (request.headers.cookie) credentials.cookie = request.headers.cookie;
  if (request.headers.authorization) credentials.authorization = request.headers.authorization;
  return async (url) => {
    const answer = await server.inject({ method: 'GET', url, headers: credentials });
    const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
    return { status: answer.statusCode, json: isJson && answer.body ? answer.body : null };
  };
}

/** The home page's 'Gestión' tab: the signed-in user's own figures, so any signed-in user. */
export async function homeRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Inicio']);
  route.read('/api/tasks_and_tickets_chart', LOGIN, ZTasksAndTicketsChart, tasksAndTicketsChart);
  // The home page's first data in one answer (each part through its own route's access rule): any signed-in user.
  route.get(FIRST_SCREEN_PATH, LOGIN, { response: { 200: ZFirstScreen } }, (ctx, actor, _input, request) =>
    asAnswer(firstScreen(ctx, actor, askAsCaller(app, request))),
  );
}
