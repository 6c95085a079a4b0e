import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuthUser } from '@gestora/contract/auth/auth.schema';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import {
  ZAvatarUpload,
  ZChangePasswordRequest,
  ZEndOtherSessionsResponse,
  ZSessionList,
  ZUpdateProfileRequest,
} from '@gestora/contract/profile/profile.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { fieldError } from '../../lib/errors.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import {
  changePassword,
  getProfile,
  listMySessions,
  removeAvatar,
  revokeMyOtherSessions,
  revokeMySession,
  setAvatar,
  updateProfile,
} from './profile.service.ts';

const tags = ['Perfil'];
const config = needs('Gestionar cuenta');

/** The signed-in user's own account (/profile): data, avatar, password and sessions. */
export async function profileRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const route = apiRoutes(server, tags);

  route.read('/api/profile', config, ZAuthUser, getProfile);

  route.update('/api/profile', config, ZUpdateProfileRequest, ZAuthUser, updateProfile);

  route.post(
    '/api/profile/avatar',
    config,
    { consumes: ['multipart/form-data'], body: ZAvatarUpload, response: { 200: ZAuthUser } },
    async (ctx, actor, _input, request) => setAvatar(ctx, actor, await readAvatar(request)),
  );

  route.delete('/api/profile/avatar', config, { response: { 200: ZAuthUser } }, removeAvatar);

  route.put(
    '/api/profile/password',
    config,
    { body: ZChangePasswordRequest, response: { 200: ZMessage } },
    async (ctx, actor, { body }, request) => {
      await changePassword(ctx, actor, authOf(request).sessionId, body);
      return { message: MSG.passwordChanged };
    },
  );

  route.get('/api/profile/sessions', config, { response: { 200: ZSessionList } }, (ctx, actor, _input, request) =>
    listMySessions(ctx, actor, authOf(request).sessionId),
  );

  route.delete(
    '/api/profile/sessions',
    config,
    { response: { 200: ZEndOtherSessionsResponse } },
    async (ctx, actor, _input, request) => {
      const ended = await revokeMyOtherSessions(ctx, actor, authOf(request).sessionId);
      return { message: MSG.otherSessionsClosed, ended };
    },
  );

  app.delete(
    '/api/profile/sessions/:public_id',
    { config, schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request, reply) => {
      const { current } = await revokeMySession(
        app.ctx,
        actorOf(request),
        authOf(request).sessionId,
        request.params.public_id,
      );
      // Ending this very browser session signs it out here too, like /logout.
      if (current && authOf(request).kind === 'web') app.clearSessionCookies(reply);
      return { message: MSG.loggedOut };
    },
  );
}

/**
 * The one file of field `avatar`, read into memory up to the limit (plus one byte, so that a larger file is
 * told apart from one of exactly the limit). Every way of sending something else is a 422 on that field.
 */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError('avatar', MSG.invalidImage);
  await request.server.throttleUpload(request); // the upload routes' shared rate (files-throttle.routes.ts)
  const file = await request.file({
    limits: { fileSize: LIMITS.avatarMaxBytes + 1, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!file || file.fieldname !== 'avatar') throw fieldError('avatar', MSG.invalidImage);
  const data = await file.toBuffer();
  if (file.file.truncated) throw fieldError('avatar', MSG.invalidImage);
  return data;
}
