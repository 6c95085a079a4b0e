import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@gestora/contract/messages';
import { hmac, randomToken, safeEqual } from '../lib/crypto.ts';
import type { Access } from '../modules/auth/route-access.rules.ts';
import { resolveSession, type AuthContext } from '../modules/auth/sessions.service.ts';
import type { Actor } from '../lib/service-context.ts';

export const SESSION_COOKIE = 'gestora_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Web sign-in forms (POST /login, /forgot-password, /reset-password): XSRF is checked even without a session. */
    guestCsrf?: boolean;
    /**
     * A public GET that never reads who asks (the web app's files and index.html): the session is not looked up.
     * A signed-in first visit asks for twenty files, and each lookup cost a database query.
     */
    sessionless?: boolean;
  }
  interface FastifyInstance {
    /**
     * Every route with what it declares (access, and the zod schemas of its params, query and body), collected
     * as routes register; the declaration and bad-input tests read it.
     */
    routeRegistry: { method: string; url: string; access?: Access; schema?: FastifySchema }[];
    setSessionCookies(reply: FastifyReply, token: string, csrfToken: string, remember?: boolean): void;
    clearSessionCookies(reply: FastifyReply): void;
    issueGuestXsrf(reply: FastifyReply): void;
    /** Hands a signed-in browser its session's XSRF token again, leaving the session cookie (and its lifetime) alone. */
    issueSessionXsrf(reply: FastifyReply, csrfToken: string): void;
  }
}

export interface AuthPluginOptions {
  appKey: string;
  cookieSecure: boolean;
}

/**
 * Who is asking (cookie session or Bearer token), whether an unsafe cookie request carries the matching
 * X-XSRF-TOKEN (419), and whether the route's declared access lets them through (401/403).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: opts.cookieSecure };
  const guestXsrf = () => {
    const nonce = randomToken(24);
    return `${nonce}.${hmac(opts.appKey, nonce)}`;
  };
  const validGuestXsrf = (token: string) => {
    const [nonce, sig] = token.split('.');
    return !!nonce && !!sig && safeEqual(sig, hmac(opts.appKey, nonce));
  };

  app.decorateRequest('auth', null);
  app.decorate('routeRegistry', [] as FastifyInstance['routeRegistry']);
  app.addHook('onRoute', (route) => {
    // The OpenAPI document and its viewer are public reading.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue; // Fastify's automatic twin of a GET route, same declaration
      app.routeRegistry.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });
  app.decorate('setSessionCookies', (reply: FastifyReply, token: string, csrfToken: string, remember?: boolean) => {
    const maxAge = remember ? 365 * 86_400 : undefined;
    reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true, maxAge });
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...cookieBase, httpOnly: false, maxAge });
  });
  app.decorate('clearSessionCookies', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieBase);
    reply.setCookie(XSRF_COOKIE, guestXsrf(), { ...cookieBase, httpOnly: false });
  });
  app.decorate('issueGuestXsrf', (reply: FastifyReply) => {
    reply.setCookie(XSRF_COOKIE, guestXsrf(), { ...cookieBase, httpOnly: false });
  });
  app.decorate('issueSessionXsrf', (reply: FastifyReply, csrfToken: string) => {
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...cookieBase, httpOnly: false });
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    if (config.sessionless && config.access === 'public' && !UNSAFE.has(request.method)) return;
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const cookieToken = request.cookies[SESSION_COOKIE];
    if (bearer) request.auth = await resolveSession(app.db, bearer, 'native');
    else if (cookieToken) request.auth = await resolveSession(app.db, cookieToken, 'web');

    if (UNSAFE.has(request.method) && !bearer) {
      const header = String(request.headers['x-xsrf-token'] ?? '');
      if (request.auth?.csrfToken) {
        if (!header || !safeEqual(header, request.auth.csrfToken))
          return reply.code(419).send({ message: MSG.csrfMismatch });
      } else if (config.guestCsrf) {
        const cookie = request.cookies[XSRF_COOKIE] ?? '';
        if (!header || !safeEqual(header, cookie) || !validGuestXsrf(header)) {
          return reply.code(419).send({ message: MSG.csrfMismatch });
        }
      }
    }

    const access = config.access;
    if (access === 'public') return;
    if (!request.auth) return reply.code(401).send({ message: MSG.unauthenticated });
    if (access === 'login') return;
    if (!access || !access.anyOf.some((p) => request.auth!.permissions.has(p))) {
      // A route that declares nothing is refused to everyone: forgetting a declaration fails closed.
      return reply.code(403).send({ message: MSG.forbidden });
    }
  });
});

/** The signed-in context; only called in routes that declared 'login' or permissions. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() on a public route');
  return request.auth;
}

/** Who acts in this request, as services take it (`(ctx, actor, …)`). */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { userId: auth.userId, userPublicId: auth.userPublicId, permissions: auth.permissions, ip: request.ip };
}

export const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
