import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstRequestAddress, HOME_FIRST_REQUESTS } from '@gestora/contract/home/first-screen';
import type { TFirstScreen } from '@gestora/contract/home/first-screen.schema';
import { JsonText } from '../../lib/response-serializer.ts';
import type { Actor } from '../../lib/service-context.ts';

/**
 * GET /api/first_screen: each address of the home page's first screen asked of this server as the caller would
 * ask it — with the caller's own credentials (the session cookie or the Bearer token) and nothing else, through
 * each route's own access rule, validation and answer — and their answers joined as they came (JSON bodies, not
 * parsed here). Only these fixed addresses, filled with the caller's own public id: the caller chooses nothing.
 */
export async function firstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: Actor,
): Promise<JsonText<TFirstScreen>> {
  const credentials: Record<string, string> = {};
  if (request.headers.cookie) credentials.cookie = request.headers.cookie;
  if (request.headers.authorization) credentials.authorization = request.headers.authorization;
  const parts: string[] = [];
  for (const address of HOME_FIRST_REQUESTS) {
    const url = firstRequestAddress(address, actor.userPublicId);
    const answer = await app.inject({ method: 'GET', url, headers: credentials });
    const json = String(answer.headers['content-type'] ?? '').startsWith('application/json') && answer.body;
    parts.push(`${JSON.stringify(url)}:{"status":${answer.statusCode},"body":${json || 'null'}}`);
    // One at a time, letting the server's other work in between: on the embedded database every query runs in the
    // server's thread, and the seven asked at once held back the page's own files, asked for at the same moment.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return new JsonText(`{${parts.join(',')}}`);
}
