import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PUBLIC } from '../auth/route-access.rules.ts';

export async function systemRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: PUBLIC, schema: { tags: ['Sistema'] } }, async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    return reply.send({ status: 'ok', database: app.database.kind });
  });
}
