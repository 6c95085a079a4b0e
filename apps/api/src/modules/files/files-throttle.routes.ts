import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadRateMsg } from '@gestora/contract/messages';
import { HttpError } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one upload request of the signed-in user: 429 past UPLOAD_RATE_PER_MINUTE (uploadThrottle). */
    throttleUpload(request: FastifyRequest): Promise<void>;
  }
}

/**
 * One @fastify/rate-limit limiter shared by every upload route (attachments, RAG sources, avatars), so the
 * budget is per user across all of them rather than per route. Called once the route's access check has passed,
 * before the body is read: a refused request stores nothing. The counter lives in this process (the plugin's
 * memory store), so with several processes each one allows the budget; the daily volume is the shared bound.
 */
export function uploadThrottle(app: FastifyInstance): FastifyInstance['throttleUpload'] {
  const perMinute = app.config.uploads.perMinute;
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `upload:${authOf(request).userId}`,
  });
  return async (request) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError(429, uploadRateMsg(perMinute), undefined, { 'retry-after': String(result.ttlInSeconds) });
  };
}
