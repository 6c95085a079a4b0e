import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** One policy for every answer: what @fastify/helmet applies to routed requests, and the router's own errors. */
export const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

const applyHeaders = helmet(SECURITY_HEADERS);

/**
 * Every routed answer gets the headers from one helmet middleware, built once. @fastify/helmet built helmet's
 * middleware anew on every request (its Content-Security-Policy parsed again each time): a visible part of the
 * server's time on a list, for headers that never change.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));
});

/** For answers sent before any hook runs (Fastify's `frameworkErrors`): the same headers, set by hand. */
export function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  applyHeaders(reply.request.raw, reply.raw, () => undefined);
  return reply;
}
