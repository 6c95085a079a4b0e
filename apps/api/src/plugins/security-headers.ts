import type { FastifyReply } from 'fastify';
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

/** For answers sent before any hook runs (Fastify's `frameworkErrors`): the same headers, set by hand. */
export function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  applyHeaders(reply.request.raw, reply.raw, () => undefined);
  return reply;
}
