import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicId } from '@gestora/contract/common.schema';
import { authOf } from '../../plugins/auth.ts';
import { LOGIN } from '../auth/access.ts';
import { authorisedFile, contentDisposition } from './files.service.ts';

const params = z.object({ public_id: ZPublicId });

/**
 * GET /api/files/:public_id: any signed-in user, but the file's owning module decides (a task's attachment
 * only for who may see the task). Always a download, never rendered inline by the browser.
 */
export async function filesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/files/:public_id',
    { config: LOGIN, schema: { tags: ['Archivos'], params } },
    async (request, reply) => {
      const file = await authorisedFile(app.db, request.params.public_id, authOf(request));
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(app.storage.read(file.storageKey));
    },
  );
}
