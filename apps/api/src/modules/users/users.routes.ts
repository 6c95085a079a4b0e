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
import { apiRoutes } from '../../lib/api-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/storage.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { resetUserPassword, setUserActive } from './users-account.service.ts';
import { userOptions } from './user-options.service.ts';
import { createUser } from './users-create.service.ts';
import { usersList } from './users-list.service.ts';
import { updateUser } from './users-update.service.ts';
import { avatarKeyOf, getUser } from './users.service.ts';
import { USERS_EXPORT } from '@gestora/contract/exports/users-export';
import { exportRoute } from '../../lib/export/export-route.ts';

const tags = ['Usuarios'];
const UPDATE = needs('Actualizar usuarios');
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
  const route = apiRoutes(server, tags);

  route.list('/api/users', needs('Ver usuarios'), ZUserListQuery, ZUserPage, usersList.answer);
  exportRoute(app, '/api/users', needs('Ver usuarios'), ZUserListQuery, usersList, USERS_EXPORT, ['Usuarios']);
  route.read('/api/users/:public_id', needs('Ver usuarios'), ZUser, getUser);
  route.create('/api/users', needs('Registrar usuarios'), ZCreateUserRequest, ZCreateUserResponse, createUser);
  route.update('/api/users/:public_id', UPDATE, ZUpdateUserRequest, ZUser, updateUser);
  route.update('/api/users/:public_id/active', UPDATE, ZSetActiveRequest, ZUser, (ctx, actor, id, body) =>
    setUserActive(ctx, actor, id, body.active),
  );
  route.post(
    '/api/users/:public_id/password',
    UPDATE,
    { params: ZPublicIdParams, body: ZAdminPasswordRequest, response: { 200: ZMessage } },
    (ctx, actor, { params, body }) => resetUserPassword(ctx, actor, params.public_id, body.password),
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
  route.list('/api/user_options', LOGIN, ZUserOptionsQuery, ZUserOptions, (ctx, actor, query) =>
    userOptions(ctx, actor, query.q),
  );
}
