import type { FastifyReply } from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';

/** One policy for every answer: what @fastify/helmet applies to routed requests, and the router's own errors. */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
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

// The same options; helmet's own typings and the ones @fastify/helmet re-exports are declared apart.
const applyHeaders = helmet(SECURITY_HEADERS as HelmetOptions);

/** For answers sent before any hook runs (Fastify's `frameworkErrors`): the same headers, set by hand. */
export function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  applyHeaders(reply.request.raw, reply.raw, () => undefined);
  return reply;
}
