import type { FastifyInstance } from 'fastify';
import { ZSecurityLogPage, ZSecurityLogQuery } from '@gestora/contract/security-log/security-log.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { needs } from '../auth/route-access.rules.ts';
import { listSecurityLog } from './security-log.service.ts';

export async function securityLogRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Registro de seguridad']);
  route.list(
    '/api/security_log',
    needs('Ver registro de seguridad'),
    ZSecurityLogQuery,
    ZSecurityLogPage,
    listSecurityLog,
  );
}
