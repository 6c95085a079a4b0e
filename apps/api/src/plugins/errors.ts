import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@gestora/contract/messages';
import { isBadValue } from '../lib/db-errors.ts';
import { HttpError } from '../lib/errors.ts';
import { withSecurityHeaders } from './security-headers.ts';

/**
 * One error policy: zod → 422 {message, errors}; HttpError as it says; a value PostgreSQL refuses → 422;
 * anything unexpected → 500 with an id in the log and never a stack in the answer.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replace(/\//g, '.') || '_';
        (errors[field] ??= []).push(issue.message ?? MSG.validation);
      }
      const first = Object.values(errors)[0]?.[0];
      return reply.code(422).send({ message: first ?? MSG.validation, errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error.statusCode === 429) return reply.code(429).send({ message: MSG.throttled });
    if (error.statusCode === 413) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'La solicitud supera el tamaño permitido.'
          : 'El archivo supera el tamaño permitido.';
      return reply.code(413).send({ message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): a Spanish message, the same status.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Tipo de contenido no admitido.'
          : 'La solicitud no es válida.';
      return reply.code(error.statusCode).send({ message });
    }
    if (isBadValue(error)) {
      // A value the schema let through and PostgreSQL refused: still the request's fault. Logged so the
      // schema that missed it gets fixed.
      request.log.warn({ err: error, reqId: request.id }, 'value refused by the database');
      return reply.code(422).send({ message: MSG.invalidValue, errors: {} });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ message: MSG.serverError, id: request.id });
  });
});

/**
 * Fastify's router answers some malformed requests (an invalid %-escape in the path, an overlong parameter)
 * before any route, hook or error handler runs; this is its `frameworkErrors` option, so those are Spanish too,
 * and carry the security headers that the hooks would have set.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  withSecurityHeaders(reply)
    .code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .send({ message: 'La solicitud no es válida.' });
}
