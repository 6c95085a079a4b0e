import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_OPTIONS_PERMISSIONS,
  ZClient,
  ZClientListQuery,
  ZClientOptions,
  ZClientPage,
  ZClientRequest,
} from '@gestora/contract/clients/clients.schema';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { actorOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import { clientOptions, createClient, deleteClient, getClient, listClients, updateClient } from './clients.service.ts';

const tags = ['Clientes'];

export async function clientsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // The project form's client select: whoever may fill that form needs no client permission of their own.
  app.get(
    '/api/client_options',
    { config: needs(...CLIENT_OPTIONS_PERMISSIONS), schema: { tags, response: { 200: ZClientOptions } } },
    (request) => clientOptions(app.ctx, actorOf(request)),
  );

  app.get(
    '/api/clients',
    { config: needs('Ver clientes'), schema: { tags, querystring: ZClientListQuery, response: { 200: ZClientPage } } },
    (request) => listClients(app.ctx, request.query),
  );
  app.get(
    '/api/clients/:public_id',
    { config: needs('Ver clientes'), schema: { tags, params: ZPublicIdParams, response: { 200: ZClient } } },
    (request) => getClient(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/clients',
    { config: needs('Registrar clientes'), schema: { tags, body: ZClientRequest, response: { 201: ZClient } } },
    async (request, reply) => reply.code(201).send(await createClient(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/clients/:public_id',
    {
      config: needs('Actualizar clientes'),
      schema: { tags, params: ZPublicIdParams, body: ZClientRequest, response: { 200: ZClient } },
    },
    (request) => updateClient(app.ctx, request.params.public_id, request.body),
  );
  app.delete(
    '/api/clients/:public_id',
    { config: needs('Eliminar clientes'), schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteClient(app.ctx, request.params.public_id);
      return { message: MSG.deleted };
    },
  );
}
