import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSecurityLogPage, ZSecurityLogQuery } from '@gestora/contract/security-log/security-log.schema';
import { actorOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import { listSecurityLog } from './security-log.service.ts';

export async function securityLogRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/security_log',
    {
      config: needs('Ver registro de seguridad'),
      schema: { tags: ['Registro de seguridad'], querystring: ZSecurityLogQuery, response: { 200: ZSecurityLogPage } },
    },
    (request) => listSecurityLog(app.ctx, actorOf(request), request.query),
  );
}
