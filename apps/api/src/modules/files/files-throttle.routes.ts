import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadRateMsg } from '@gestora/contract/messages';
import { HttpError } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { hit, throttledFor } from '../auth/throttle.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one upload request of the signed-in user: 429 past UPLOAD_RATE_PER_MINUTE (uploadThrottle). */
    throttleUpload(request: FastifyRequest): Promise<void>;
  }
}

const WINDOW_MS = 60_000;

/**
 * One budget per user shared by every upload route (attachments, RAG sources, avatars), kept in the database by
 * the sign-in throttle's counters, so that every process counts the same requests. Called once the route's access
 * check has passed, before the body is read: a refused request stores nothing.
 */
export function uploadThrottle(app: FastifyInstance): FastifyInstance['throttleUpload'] {
  const perMinute = app.config.uploads.perMinute;
  return async (request) => {
    const key = `upload:${authOf(request).userId}`;
    const wait = await throttledFor(app.db, key, perMinute);
    if (wait > 0) throw new HttpError(429, uploadRateMsg(perMinute), undefined, { 'retry-after': String(wait) });
    await hit(app.db, key, WINDOW_MS);
  };
}
