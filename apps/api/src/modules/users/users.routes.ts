import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminPasswordRequest,
  ZCreateUserRequest,
  ZCreateUserResponse,
  ZSetActiveRequest,
  ZUpdateUserRequest,
  ZUser,
  ZUserListQuery,
  ZUserOptions,
  ZUserOptionsQuery,
  ZUserPage,
} from '@gestora/contract/users/users.schema';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { notFound } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/storage.ts';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { resetUserPassword, setUserActive } from './users-account.service.ts';
import { userOptions } from './user-options.service.ts';
import { createUser } from './users-create.service.ts';
import { usersList } from './users-list.service.ts';
import { updateUser } from './users-update.service.ts';
import { avatarKeyOf, getUser } from './users.service.ts';

const tags = ['Usuarios'];
const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Opens a stored file and reads its first chunk (to tell its type) without buffering the rest. */
async function openWithHead(stream: NodeJS.ReadableStream) {
  const it = (stream as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await it.next(); // a missing file rejects here, before any header is sent
  const head = first.done ? Buffer.alloc(0) : first.value;
  const body = Readable.from(
    (async function* () {
      try {
        if (head.length) yield head;
        for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
      } finally {
        await it.return?.(); // an aborted download closes the file too
      }
    })(),
  );
  return { head, body };
}

export async function usersRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/users',
    { config: needs('Ver usuarios'), schema: { tags, querystring: ZUserListQuery, response: { 200: ZUserPage } } },
    (request) => usersList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/users/:public_id',
    { config: needs('Ver usuarios'), schema: { tags, params: ZPublicIdParams, response: { 200: ZUser } } },
    (request) => getUser(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/users',
    {
      config: needs('Registrar usuarios'),
      schema: { tags, body: ZCreateUserRequest, response: { 201: ZCreateUserResponse } },
    },
    async (request, reply) => reply.code(201).send(await createUser(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/users/:public_id',
    {
      config: needs('Actualizar usuarios'),
      schema: { tags, params: ZPublicIdParams, body: ZUpdateUserRequest, response: { 200: ZUser } },
    },
    (request) => updateUser(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.put(
    '/api/users/:public_id/active',
    {
      config: needs('Actualizar usuarios'),
      schema: { tags, params: ZPublicIdParams, body: ZSetActiveRequest, response: { 200: ZUser } },
    },
    (request) => setUserActive(app.ctx, actorOf(request), request.params.public_id, request.body.active),
  );
  app.post(
    '/api/users/:public_id/password',
    {
      config: needs('Actualizar usuarios'),
      schema: { tags, params: ZPublicIdParams, body: ZAdminPasswordRequest, response: { 200: ZMessage } },
    },
    (request) => resetUserPassword(app.ctx, actorOf(request), request.params.public_id, request.body.password),
  );

  // Any signed-in user sees colleagues' pictures (lists, comments, menus); the URL carries ?v= so a day's cache is safe.
  app.get(
    '/api/users/:public_id/avatar',
    { config: LOGIN, schema: { tags, params: ZPublicIdParams } },
    async (request, reply) => {
      const key = await avatarKeyOf(app.db, request.params.public_id);
      if (!key) throw notFound();
      let opened: Awaited<ReturnType<typeof openWithHead>>;
      try {
        opened = await openWithHead(app.storage.read(key));
      } catch (err) {
        request.log.warn({ err, key }, 'avatar file missing from storage');
        throw notFound();
      }
      const ext = key.split('.').pop()?.toLowerCase() ?? '';
      const mime = sniffImage(opened.head)?.mime ?? MIME_BY_EXT[ext] ?? 'application/octet-stream';
      return reply
        .header('Content-Type', mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, max-age=86400')
        .send(opened.body);
    },
  );

  // People pickers (project manager, task members, responsibles) for users who may not browse the users
  // administration: references without email; only 'Ver usuarios' also searches by email.
  app.get(
    '/api/user_options',
    { config: LOGIN, schema: { tags, querystring: ZUserOptionsQuery, response: { 200: ZUserOptions } } },
    (request) => userOptions(app.ctx, actorOf(request), request.query.q),
  );
}
