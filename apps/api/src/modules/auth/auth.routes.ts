import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthUser,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZNativeLoginResponse,
  ZResetPasswordRequest,
  ZStatusResponse,
  ZWebLoginResponse,
} from '@gestora/contract/auth/auth.schema';
import { MSG } from '@gestora/contract/messages';
import { apiRoutes } from '../../lib/api-routes.ts';
import { authOf, clientMeta } from '../../plugins/auth.ts';
import { recordSecurityEvent } from '../security-log/security-log.service.ts';
import { presentAuthUser } from '../users/users.presenter.ts';
import { LOGIN, PUBLIC } from './route-access.rules.ts';
import { forgotPassword, login, resetPassword } from './auth.service.ts';
import { endingSessions } from './sessions.service.ts';

const tags = ['Autenticación'];

/** The spec's sign-in calls: web (cookie session + XSRF) and native (Bearer token) side by side. */
export async function authRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const web = { ...PUBLIC, guestCsrf: true };

  app.get('/sanctum/csrf-cookie', { config: PUBLIC, schema: { tags, hide: false } }, async (request, reply) => {
    // A signed-in browser gets its session's token again; a guest gets a fresh signed one.
    if (request.auth?.csrfToken) app.issueSessionXsrf(reply, request.auth.csrfToken);
    else app.issueGuestXsrf(reply);
    return reply.code(204).send();
  });

  app.post(
    '/login',
    { config: web, schema: { tags, body: ZLoginRequest, response: { 200: ZWebLoginResponse } } },
    async (request, reply) => {
      const result = await login(
        app.ctx,
        request.body,
        'web',
        clientMeta(request),
        request.auth?.kind === 'web' ? request.auth.sessionId : undefined,
      );
      app.setSessionCookies(reply, result.token, result.csrfToken!, request.body.remember);
      return { data: result.user };
    },
  );

  app.post(
    '/api/login',
    { config: PUBLIC, schema: { tags, body: ZLoginRequest, response: { 200: ZNativeLoginResponse } } },
    async (request) => {
      const result = await login(app.ctx, request.body, 'native', {
        ...clientMeta(request),
        userAgent: request.body.device_name ?? request.headers['user-agent'] ?? null,
      });
      return { token: result.token, user: result.user, permissions: result.permissions };
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = authOf(request);
    await endingSessions(app.ctx, async (tx, endSessions) => {
      await endSessions({ sessionId: auth.sessionId });
      await recordSecurityEvent(tx, {
        event: 'logout',
        actorId: auth.userId,
        ip: request.ip,
        details: { kind: auth.kind },
      });
    });
    if (auth.kind === 'web') app.clearSessionCookies(reply);
    return reply.code(204).send();
  };
  app.post('/logout', { config: LOGIN, schema: { tags } }, logout);
  app.post('/api/logout', { config: LOGIN, schema: { tags } }, logout);

  for (const [path, config] of [
    ['/forgot-password', web],
    ['/api/forgot-password', PUBLIC],
  ] as const) {
    app.post(
      path,
      { config, schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZStatusResponse } } },
      async (request) => {
        const mail = { mailer: app.mailer, appUrl: app.config.appUrl };
        await forgotPassword(app.db, app.jobs, mail, request.body.email, request.ip);
        return { status: MSG.resetLinkSent };
      },
    );
  }
  for (const [path, config] of [
    ['/reset-password', web],
    ['/api/reset-password', PUBLIC],
  ] as const) {
    app.post(
      path,
      { config, schema: { tags, body: ZResetPasswordRequest, response: { 200: ZStatusResponse } } },
      async (request) => {
        await resetPassword(app.ctx, request.body, request.ip);
        return { status: MSG.resetDone };
      },
    );
  }

  const route = apiRoutes(server, tags);
  route.read('/api/user', LOGIN, ZAuthUser, (ctx, actor) => presentAuthUser(ctx.db, actor.userId, actor.permissions));
  route.read('/api/user_permissions', LOGIN, z.array(z.string()), (_ctx, actor) => [...actor.permissions].sort());
}
