import type { FastifyInstance } from 'fastify';
import {
  CLIENT_OPTIONS_PERMISSIONS,
  ZClient,
  ZClientListQuery,
  ZClientOptions,
  ZClientPage,
  ZClientRequest,
  type TClientListQuery,
} from '@gestora/contract/clients/clients.schema';
import { CLIENTS_EXPORT } from '@gestora/contract/exports/catalogue-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { pagedExportRoute } from '../../lib/export/export-route.ts';
import { needs } from '../auth/route-access.rules.ts';
import { clientOptions, createClient, deleteClient, getClient, listClients, updateClient } from './clients.service.ts';

export async function clientsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Clientes']);

  // The project form's client select: whoever may fill that form needs no client permission of their own.
  route.read('/api/client_options', needs(...CLIENT_OPTIONS_PERMISSIONS), ZClientOptions, clientOptions);

  route.list('/api/clients', needs('Ver clientes'), ZClientListQuery, ZClientPage, (ctx, _actor, query) =>
    listClients(ctx, query),
  );
  pagedExportRoute(
    app,
    '/api/clients',
    needs('Ver clientes'),
    ZClientListQuery,
    (ctx, _actor, query: TClientListQuery) => listClients(ctx, query),
    CLIENTS_EXPORT,
    ['Clientes'],
  );
  route.read('/api/clients/:public_id', needs('Ver clientes'), ZClient, getClient);
  route.create('/api/clients', needs('Registrar clientes'), ZClientRequest, ZClient, createClient);
  route.update(
    '/api/clients/:public_id',
    needs('Actualizar clientes'),
    ZClientRequest,
    ZClient,
    (ctx, _actor, id, body) => updateClient(ctx, id, body),
  );
  route.remove('/api/clients/:public_id', needs('Eliminar clientes'), (ctx, _actor, id) => deleteClient(ctx, id));
}
